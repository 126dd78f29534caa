import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type {
  ContactDelivery,
  ContactDraft,
  ContactFormCopy,
} from "../../schemas/types";
import {
  honeypotField,
  missingFields,
  netlifyFormName,
  readDraft,
  sendToNetlify,
} from "../../lib/contact";
import { useAfterHydration } from "../../lib/use-after-hydration";
import { Icon } from "../icon";
import { Button } from "../ui/button";
import { tw } from "../../lib/tw";

const fieldClasses = tw`mt-1.5 block w-full rounded-xl border border-line bg-canvas px-4 py-1.5 text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/60 focus:border-accent aria-invalid:border-focus sm:py-2`;

type Field = keyof ContactDraft;

const emailErrorId = "contact-email-error";

type Status = "idle" | "sending" | "sent" | "failed";

/**
 * What the form knows between two sends: the fields to mark, the browser's word on the email, the sending
 * and how the last send ended.
 */
function useContactSubmit(delivery: ContactDelivery, copy: ContactFormCopy) {
  const [invalid, setInvalid] = useState<readonly Field[]>([]);
  const [emailError, setEmailError] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  // Where each outcome is said.
  const sentRef = useRef<HTMLParagraphElement>(null);
  const failedRef = useRef<HTMLParagraphElement>(null);

  // The outcome is written before focus moves to it, so that a screen reader reads it there, and the
  // focus stays by the button rather than going back up the page.
  const settle = (outcome: "sent" | "failed") => {
    flushSync(() => setStatus(outcome));
    (outcome === "sent" ? sentRef : failedRef).current?.focus();
  };

  const edited = (field: Field) => {
    setInvalid((current) => current.filter((name) => name !== field));
    if (field === "email") setEmailError("");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    setStatus("idle");
    const form = event.currentTarget;
    const field = (name: Field) => form.elements.namedItem(name);
    const draft = readDraft(form);
    const missing = missingFields(draft);
    const [first] = missing;
    if (first) {
      setInvalid(missing);
      setEmailError("");
      window.alert(copy.messages.missingFields);
      const input = field(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const email = field("email");
    if (email instanceof HTMLInputElement && !email.validity.valid) {
      // The browser's own words for what is wrong with the address, in the visitor's language;
      // shown before focus moves, so that a screen reader reads it with the field.
      flushSync(() => {
        setInvalid(["email"]);
        setEmailError(email.validationMessage);
      });
      email.focus();
      return;
    }
    setInvalid([]);
    if (delivery === "netlify") {
      setStatus("sending");
      const sent = await sendToNetlify(draft);
      if (!sent) {
        settle("failed");
        return;
      }
    } else {
      console.log("Contact form message:", draft);
    }
    window.alert(copy.messages.sent);
    form.reset();
    settle("sent");
  };

  return { invalid, emailError, status, sentRef, failedRef, edited, submit };
}

/** Netlify Forms' own fields: the form's name, and a honeypot that people never see. */
function NetlifyFields({ copy }: { copy: ContactFormCopy }) {
  return (
    <>
      <input type="hidden" name="form-name" value={netlifyFormName} />
      <p hidden>
        <label>
          {copy.honeypotLabel}
          <input name={honeypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}

/** The three fields, the browser's own: what a visitor types is read from the form when it is sent. */
function ContactFields({
  copy,
  invalid,
  emailError,
  onEdit,
}: {
  copy: ContactFormCopy;
  invalid: readonly Field[];
  emailError: string;
  onEdit: (field: Field) => void;
}) {
  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: "",
    onChange: () => onEdit(field),
    required: true,
    "aria-invalid": invalid.includes(field) || undefined,
    className: fieldClasses,
  });
  return (
    <>
      <div>
        <label
          htmlFor="contact-name"
          className="block text-sm font-medium text-ink sm:text-base"
        >
          {copy.fields.name}
        </label>
        <input type="text" autoComplete="name" {...fieldProps("name")} />
      </div>
      <div>
        <label
          htmlFor="contact-email"
          className="block text-sm font-medium text-ink sm:text-base"
        >
          {copy.fields.email}
        </label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-describedby={emailError ? emailErrorId : undefined}
          {...fieldProps("email")}
        />
        {emailError && (
          <p id={emailErrorId} className="mt-2 font-medium text-focus">
            {emailError}
          </p>
        )}
      </div>
      <div>
        <label
          htmlFor="contact-message"
          className="block text-sm font-medium text-ink sm:text-base"
        >
          {copy.fields.message}
        </label>
        {/* Three rows on a phone, where the page is long; a little more room from 640 px. */}
        <textarea
          rows={3}
          {...fieldProps("message")}
          className={`${fieldClasses} sm:min-h-32`}
        />
      </div>
    </>
  );
}

/**
 * The contact form. Its fields are the browser's own (uncontrolled): what a visitor types before React
 * runs stays, and the message is read from the form when it is sent. An incomplete message keeps what
 * was typed, marks the empty fields and says so; a malformed email address is named next to its field.
 * A complete one, with delivery "none" (the product's own behaviour), is logged, acknowledged and
 * cleared; with delivery "netlify" it goes to the team through Netlify Forms, and the form is cleared
 * only once the host has taken it. Either way the outcome, sent or failed, is then said below the button,
 * and the focus goes to it. The form always posts, so its fields never land in an address:
 * with "netlify", the browser posts it to Netlify before React runs (or without JavaScript); with
 * "none" there is nowhere to post it, so it cannot be sent until React runs.
 */
export function ContactForm({
  delivery,
  copy,
}: {
  delivery: ContactDelivery;
  /** The form's words (src/content/contact-form.ts). */
  copy: ContactFormCopy;
}) {
  const hydrated = useAfterHydration();
  const { invalid, emailError, status, sentRef, failedRef, edited, submit } =
    useContactSubmit(delivery, copy);
  const netlify =
    delivery === "netlify"
      ? {
          name: netlifyFormName,
          action: "/contact/sent",
          "data-netlify": "true",
          "netlify-honeypot": honeypotField,
        }
      : {};

  return (
    <form
      method="post"
      {...netlify}
      // Once React runs, the form's own alerts replace the browser's validation bubbles.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-title"
      aria-busy={status === "sending"}
      className="space-y-3 sm:space-y-4"
    >
      {delivery === "netlify" && <NetlifyFields copy={copy} />}
      <ContactFields
        copy={copy}
        invalid={invalid}
        emailError={emailError}
        onEdit={edited}
      />
      <div>
        <Button
          type="submit"
          // With delivery "none" there is no one to post to: the form sends once React runs.
          disabled={delivery === "none" && !hydrated}
          className="w-full disabled:opacity-60 sm:w-auto"
        >
          <Icon name="send" />
          {status === "sending" ? copy.messages.sending : copy.submit}
        </Button>
        {/* Present from the start, so that a screen reader announces a message when it appears; empty,
            they take no room. The focus moves to the one that speaks (tabIndex -1: a landing place). */}
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="mt-3 font-medium text-success empty:mt-0"
        >
          {status === "sent" && copy.messages.sent}
        </p>
        <p
          ref={failedRef}
          role="alert"
          tabIndex={-1}
          className="mt-3 font-medium text-focus empty:mt-0"
        >
          {status === "failed" && copy.messages.failed}
        </p>
      </div>
    </form>
  );
}
