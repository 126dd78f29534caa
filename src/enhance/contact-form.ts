import type { ContactDraft } from "../content/types";
import { contactFields, missingFields } from "../lib/contact";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form of the specification: nothing is sent anywhere. An incomplete message keeps what was
 * typed, marks the empty fields and says so; a complete one is logged, acknowledged and cleared.
 * The two messages come from the form's data-missing-message and data-sent-message.
 */
export function enhanceContactForm(form: HTMLFormElement) {
  // The form's own alerts replace the browser's validation bubbles.
  form.noValidate = true;
  const field = (name: keyof ContactDraft) =>
    form.elements.namedItem(name) as Field;

  form.addEventListener("input", (event) => {
    if (event.target instanceof Element)
      event.target.removeAttribute("aria-invalid");
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const draft = Object.fromEntries(
      contactFields.map((name) => [name, field(name).value]),
    ) as ContactDraft;
    const missing = missingFields(draft);
    for (const name of contactFields) {
      if (missing.includes(name))
        field(name).setAttribute("aria-invalid", "true");
      else field(name).removeAttribute("aria-invalid");
    }
    const [first] = missing;
    if (first) {
      window.alert(form.dataset.missingMessage);
      field(first).focus();
      return;
    }
    console.log("Contact form message:", draft);
    window.alert(form.dataset.sentMessage);
    form.reset();
  });
}
