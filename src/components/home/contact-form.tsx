import { useState, type ChangeEvent, type FormEvent } from "react";
import { href } from "react-router";
import { contact } from "../../content/home";
import { site } from "../../content/site";
import type { ContactDelivery, ContactDraft } from "../../content/types";
import {
  emptyDraft,
  honeypotField,
  missingFields,
  netlifyFormName,
  sendToNetlify,
} from "../../lib/contact";
import { useHydrated } from "../../lib/use-hydrated";
import { Icon } from "../icon";
import { Button } from "../ui/button";

const fieldClasses =
  "mt-2 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 focus:border-accent aria-invalid:border-focus";

type Field = keyof ContactDraft;

/**
 * The contact form. An incomplete message keeps what was typed, marks the empty fields and says so.
 * A complete one, with delivery "none" (the product's own behaviour), is logged, acknowledged and
 * cleared; with delivery "netlify" it goes to the team through Netlify Forms, and the form is cleared
 * only once the host has taken it. Before hydration (or without JavaScript) the browser's own
 * validation refuses an incomplete message, and a Netlify form posts natively to a thank-you page.
 */
export function ContactForm({
  delivery = site.contactDelivery,
}: {
  delivery?: ContactDelivery;
}) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [invalid, setInvalid] = useState<readonly Field[]>([]);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");

  const update = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const field = event.target.name as Field;
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const missing = missingFields(draft);
    setInvalid(missing);
    const [first] = missing;
    if (first) {
      window.alert(contact.messages.missingFields);
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (delivery === "netlify") {
      setStatus("sending");
      const sent = await sendToNetlify(draft);
      setStatus(sent ? "idle" : "failed");
      if (!sent) return;
    } else {
      console.log("Contact form message:", draft);
    }
    window.alert(contact.messages.sent);
    setDraft(emptyDraft);
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: draft[field],
    onChange: update,
    required: true,
    "aria-invalid": invalid.includes(field) || undefined,
    className: fieldClasses,
  });

  const netlify =
    delivery === "netlify"
      ? {
          name: netlifyFormName,
          method: "post",
          action: href("/contact/sent"),
          "data-netlify": "true",
          "netlify-honeypot": honeypotField,
        }
      : {};

  return (
    <form
      {...netlify}
      // Once React runs, the form's own alerts replace the browser's validation bubbles.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-title"
      aria-busy={status === "sending"}
      className="space-y-5"
    >
      {delivery === "netlify" && (
        <>
          <input type="hidden" name="form-name" value={netlifyFormName} />
          <p hidden>
            <label>
              {contact.honeypotLabel}
              <input name={honeypotField} tabIndex={-1} autoComplete="off" />
            </label>
          </p>
        </>
      )}
      <div>
        <label htmlFor="contact-name" className="font-medium text-ink">
          {contact.fields.name}
        </label>
        <input type="text" autoComplete="name" {...fieldProps("name")} />
      </div>
      <div>
        <label htmlFor="contact-email" className="font-medium text-ink">
          {contact.fields.email}
        </label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldProps("email")}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className="font-medium text-ink">
          {contact.fields.message}
        </label>
        <textarea rows={5} {...fieldProps("message")} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button type="submit" className="w-full sm:w-auto">
          <Icon name="send" />
          {status === "sending" ? contact.messages.sending : contact.submit}
        </Button>
        {/* Present from the start, so that a screen reader announces the message when it appears. */}
        <p role="alert" className="font-medium text-focus">
          {status === "failed" && contact.messages.failed}
        </p>
      </div>
    </form>
  );
}
