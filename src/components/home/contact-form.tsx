import { useState, type ChangeEvent, type FormEvent } from "react";
import { contact } from "../../content/home";
import type { ContactDraft } from "../../content/types";
import { emptyDraft, missingFields } from "../../lib/contact";
import { Icon } from "../icon";
import { Button } from "../ui/button";

const fieldClasses =
  "mt-2 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 focus:border-accent aria-invalid:border-focus";

/** Nothing is sent anywhere: the form logs the message and says so (see the product specification). */
export function ContactForm() {
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [invalid, setInvalid] = useState<(keyof ContactDraft)[]>([]);

  const update = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const field = event.target.name as keyof ContactDraft;
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields(draft);
    if (missing.length > 0) {
      setInvalid(missing);
      window.alert(contact.messages.missingFields);
      const first = event.currentTarget.elements.namedItem(
        missing[0] ?? "name",
      );
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    console.log("Contact form message:", draft);
    window.alert(contact.messages.sent);
    setDraft(emptyDraft);
    setInvalid([]);
  };

  const fieldProps = (field: keyof ContactDraft) => ({
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
      noValidate
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
