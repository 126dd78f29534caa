// Decap's screens that the editor's first screens (the sign-in, the lists of entries) never show: an
// entry's form with its preview, and the Workflow tab of drafts. Each loads when it is first opened;
// the admin build puts these in place of Decap's own in its App (vite.admin.config.ts).
import { deferred, Loading } from "./deferred";

// Once a form shows, the checks of the save load too; if they cannot now, the save loads them again.
export const Editor = deferred(
  () =>
    import("decap-cms-core/dist/esm/components/Editor/Editor").then(
      (module) => {
        import("./entry-checks").catch(() => {});
        return module.default;
      },
    ),
  <Loading />,
);

export const Workflow = deferred(
  () =>
    import("decap-cms-core/dist/esm/components/Workflow/Workflow").then(
      (module) => module.default,
    ),
  <Loading />,
);

/** Loads an entry's form and its heavy widgets ahead of need; a failure leaves them to load when opened. */
export function loadForm() {
  Promise.all([
    import("decap-cms-core/dist/esm/components/Editor/Editor"),
    import("./widgets"),
  ]).catch(() => {});
}
