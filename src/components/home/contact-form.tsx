import { useState, type ChangeEvent, type FormEvent } from "react";
import { contact } from "../../content/home";
import type { ContactDraft } from "../../content/types";
import { emptyDraft, missingFields } from "../../lib/contact";
import { useHydrated } from "../../lib/use-hydrated";
import { Icon } from "../icon";
import { Button } from "../ui/button";

const fieldClasses =
  "mt-2 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 focus:border-accent aria-invalid:border-focus";

type Field = keyof ContactDraft;

/**
 * The contact form of the specification: nothing is sent anywhere. An incomplete message keeps what was
 * typed, marks the empty fields and says so; a complete one is logged, acknowledged and cleared.
 * Before hydration (or without JavaScript) the browser's own validation refuses an incomplete message.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [invalid, setInvalid] = useState<readonly Field[]>([]);

  const update = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const field = event.target.name as Field;
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields(draft);
    setInvalid(missing);
    const [first] = missing;
    if (first) {
      window.alert(contact.messages.missingFields);
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    console.log("Contact form message:", draft);
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

  return (
    <form
      // Once React runs, the form's own alerts replace the browser's validation bubbles.
      noValidate={hydrated}
      onSubmit={submit}
      aria-labelledby="contact-title"
      className="space-y-5"
    >
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
      <Button type="submit" className="w-full sm:w-auto">
        <Icon name="send" />
        {contact.submit}
      </Button>
    </form>
  );
}
