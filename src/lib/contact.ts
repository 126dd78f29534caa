import type { ContactDraft } from "../content/types";

export const contactFields = [
  "name",
  "email",
  "message",
] as const satisfies readonly (keyof ContactDraft)[];

/** The fields left empty (or holding only spaces), in form order. */
export function missingFields(draft: ContactDraft): (keyof ContactDraft)[] {
  return contactFields.filter((field) => draft[field].trim() === "");
}

export const emptyDraft: ContactDraft = { name: "", email: "", message: "" };
