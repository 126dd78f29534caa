import { contact } from "../../content/home";
import type { ContactDraft } from "../../content/types";
import { Icon } from "../icon";
import { Button } from "../ui/button";

const fieldClasses =
  "mt-2 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 focus:border-accent aria-invalid:border-focus";

/** The contact form; what it does on submit is in src/enhance/contact-form.ts. */
export function ContactForm() {
  const fieldProps = (field: keyof ContactDraft) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    className: fieldClasses,
  });

  return (
    <form
      data-contact-form
      data-missing-message={contact.messages.missingFields}
      data-sent-message={contact.messages.sent}
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
