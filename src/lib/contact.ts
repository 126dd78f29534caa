import type { ContactDraft } from "../schemas/types";

export const contactFields = [
  "name",
  "email",
  "message",
] as const satisfies readonly (keyof ContactDraft)[];

/** The message in a form with the three fields, as the visitor typed it. */
export function readDraft(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  const value = (field: keyof ContactDraft) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return {
    name: value("name"),
    email: value("email"),
    message: value("message"),
  };
}

/** The fields left empty (or holding only spaces), in form order. */
export function missingFields(draft: ContactDraft): (keyof ContactDraft)[] {
  return contactFields.filter((field) => draft[field].trim() === "");
}

/** The name Netlify Forms knows the contact form by: the form's name and its hidden form-name field. */
export const netlifyFormName = "contact";

/** The honeypot field: people never see it, so a value in it marks the message as spam. */
export const honeypotField = "bot-field";

/**
 * Posts a message to Netlify Forms as the prerendered form would (URL-encoded, to "/"), and resolves
 * true only when the host answered 2xx; false for any other answer or a failed connection.
 */
export async function sendToNetlify(
  draft: ContactDraft,
  send: typeof fetch = fetch,
): Promise<boolean> {
  const body = new URLSearchParams({
    "form-name": netlifyFormName,
    [honeypotField]: "",
    ...draft,
  });
  try {
    const response = await send("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    return response.ok;
  } catch {
    return false;
  }
}
