// Decap's screens that the editor's first screens (the sign-in, the lists of entries) never show: an
// entry's form with its preview, and the Workflow tab of drafts. Each loads when it is first opened;
// the admin build puts these in place of Decap's own in its App (src/admin/decap.ts).
import { Component } from "react";
import { loadEntryForm, loadWorkflow } from "./decap";
import { deferred, Loading } from "./deferred";

// Once a form shows, the checks of the save load too; if they cannot now, the save loads them again.
const EntryForm = deferred(
  () =>
    loadEntryForm().then((form) => {
      import("./entry-checks").catch(() => {});
      return form;
    }),
  <Loading />,
);

/**
 * An entry's form, one for each address. Decap keeps its form when only the address changes (an address
 * typed, or the browser's Back): it would go on showing, saving and checking the entry it opened first,
 * under another entry's name and fields. The form of the address left goes first, and with it the entry
 * it held; the new one then opens on nothing but its own entry.
 */
export class Editor extends Component<
  { match: { url: string } },
  { shown: string }
> {
  override state = { shown: this.props.match.url };

  override componentDidUpdate() {
    const address = this.props.match.url;
    if (this.state.shown !== address) this.setState({ shown: address });
  }

  override render() {
    const address = this.props.match.url;
    return this.state.shown === address ? (
      <EntryForm key={address} {...this.props} />
    ) : (
      <Loading />
    );
  }
}

export const Workflow = deferred(loadWorkflow, <Loading />);

/** Loads an entry's form and its heavy widgets ahead of need; a failure leaves them to load when opened. */
export function loadForm() {
  Promise.all([loadEntryForm(), import("./widgets")]).catch(() => {});
}
