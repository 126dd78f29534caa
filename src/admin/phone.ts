// On a phone, an entry's form and its preview take turns (./phone.css). Decap shows the preview beside
// the form unless the editor closed it last (it keeps that choice in localStorage): on a phone, each
// entry opens on its form.
import { onAddressChange, openNextEntryOnItsForm } from "./decap";

/** The widths at which ./phone.css shows one pane at a time. */
export const phoneWidths = "(max-width: 799px)";

export function openEntriesOnTheForm(window: Window) {
  const phone = window.matchMedia(phoneWidths);
  const formFirst = () => {
    if (phone.matches) openNextEntryOnItsForm(window.localStorage);
  };
  formFirst();
  // Before the entry's page reads the choice, as it opens.
  onAddressChange(formFirst);
}
