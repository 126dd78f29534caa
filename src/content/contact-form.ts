import type { ContactFormCopy } from "../schemas/types";
import { content } from "./store";

// The form's words only: the section's heading and lead stay in the HTML, out of the island's props.
const { fields, submit, messages, honeypotLabel } = content.home.contact;
export const contactForm: ContactFormCopy = {
  fields,
  submit,
  messages,
  honeypotLabel,
};
