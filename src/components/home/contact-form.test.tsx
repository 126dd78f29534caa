// @module-tag content
import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { contactForm as copy } from "../../content/contact-form";
import type { ContactDelivery } from "../../schemas/types";
import { hydrateInPage, prerenderInPage } from "../../test/island";
import { ContactForm } from "./contact-form";

const { missingFields: fillOutAll, sent } = copy.messages;
const labels = copy.fields;

function renderForm() {
  // jsdom has no alert of its own; the spies also show what the visitor is told and what is sent.
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const fetch = vi.spyOn(globalThis, "fetch");
  const { container } = render(<ContactForm delivery="none" copy={copy} />);
  const form = container.querySelector("form");
  if (!form) throw new Error("ContactForm renders no form");
  return {
    form,
    user: userEvent.setup(),
    alert,
    log,
    fetch,
    name: screen.getByRole("textbox", { name: labels.name }),
    email: screen.getByRole("textbox", { name: labels.email }),
    message: screen.getByRole("textbox", { name: labels.message }),
    send: screen.getByRole("button", { name: copy.submit }),
  };
}

describe("ContactForm", () => {
  it("labels three required fields, the email one of email type", () => {
    const { name, email, message } = renderForm();
    for (const field of [name, email, message]) {
      expect(field).toBeRequired();
    }
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
  });

  it("answers with its own alerts rather than the browser's validation bubbles", () => {
    const { form } = renderForm();
    expect(form.noValidate).toBe(true);
  });

  it("leaves validation to the browser before React runs, so an incomplete message is refused", () => {
    prerenderInPage(<ContactForm delivery="none" copy={copy} />);
    const form = document.querySelector("form");
    expect(form?.noValidate).toBe(false);
    for (const name of Object.values(labels))
      expect(screen.getByRole("textbox", { name })).toBeRequired();
    expect(form?.checkValidity()).toBe(false);
  });

  it("alerts on an empty form and sends nothing", async () => {
    const { user, alert, log, fetch, send } = renderForm();

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith(fillOutAll);
    expect(log).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps every value when a field is missing", async () => {
    const { user, alert, log, name, email, message, send } = renderForm();
    await user.type(name, "Amina Example");
    await user.type(email, "amina@example.org");

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith(fillOutAll);
    expect(name).toHaveValue("Amina Example");
    expect(email).toHaveValue("amina@example.org");
    expect(message).toHaveValue("");
    expect(log).not.toHaveBeenCalled();
  });

  it("counts a field of spaces only as empty", async () => {
    const { user, alert, log, name, email, message, send } = renderForm();
    await user.type(name, "Amina Example");
    await user.type(email, "amina@example.org");
    await user.type(message, "   ");

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith(fillOutAll);
    expect(message).toHaveValue("   ");
    expect(log).not.toHaveBeenCalled();
  });

  it("marks the missing fields and focuses the first of them", async () => {
    const { user, name, email, message, send } = renderForm();
    await user.type(name, "Amina Example");

    await user.click(send);

    expect(name).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();

    await user.type(email, "amina@example.org");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(message).toHaveAttribute("aria-invalid", "true");
  });

  it("logs a complete message, says it was sent and clears the form", async () => {
    const { user, alert, log, fetch, name, email, message, send } =
      renderForm();
    await user.type(name, "Amina Example");
    await user.type(email, "amina@example.org");
    await user.type(message, "Hello from London");

    await user.click(send);

    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]).toContainEqual({
      name: "Amina Example",
      email: "amina@example.org",
      message: "Hello from London",
    });
    expect(alert).toHaveBeenCalledExactlyOnceWith(sent);
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(message).toHaveValue("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says below the button that the message was sent, and moves the focus there", async () => {
    const { user, name, email, message, send } = renderForm();
    const said = screen.getByRole("status");
    expect(said).toHaveTextContent("");
    await user.type(name, "Amina Example");
    await user.type(email, "amina@example.org");
    await user.type(message, "Hello from London");

    await user.click(send);

    expect(said).toHaveTextContent(sent);
    expect(said).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("");

    // A later send that is refused no longer says the last one was sent.
    await user.click(send);
    expect(said).toHaveTextContent("");
  });

  it("sends with the Enter key too", async () => {
    const { user, alert, log, name, email, message } = renderForm();
    await user.type(message, "Hi");
    await user.type(name, "Ada");
    await user.type(email, "amina@example.org{Enter}");

    expect(log).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledExactlyOnceWith(sent);
    expect(name).toHaveValue("");
  });
});

/** The form's island as prerendered, in the page, before React runs. */
function prerender(delivery: ContactDelivery) {
  const container = prerenderInPage(
    <ContactForm delivery={delivery} copy={copy} />,
  );
  const form = container.querySelector("form");
  if (!form) throw new Error("ContactForm renders no form");
  const field = (label: string) =>
    screen.getByRole<HTMLInputElement | HTMLTextAreaElement>("textbox", {
      name: label,
    });
  return {
    container,
    form,
    name: field(labels.name),
    email: field(labels.email),
    message: field(labels.message),
    send: screen.getByRole("button", { name: copy.submit }),
  };
}

describe("ContactForm before and after React runs", () => {
  for (const delivery of ["none", "netlify"] as const) {
    it(`always posts, so that its fields never land in an address (delivery "${delivery}")`, () => {
      const { container, form } = prerender(delivery);
      expect(form).toHaveAttribute("method", "post");
      container.remove();
    });

    it(`keeps what was typed and where the focus was when React takes over (delivery "${delivery}")`, async () => {
      const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(globalThis, "fetch").mockResolvedValue(
        new Response(null, { status: 200 }),
      );
      const { container, name, email, message, send } = prerender(delivery);
      const user = userEvent.setup();
      await user.type(name, "Amina Example");
      await user.type(email, "amina@example.org");
      await user.type(message, "Typed before the scripts arrived");

      expect(
        hydrateInPage(
          container,
          <ContactForm delivery={delivery} copy={copy} />,
        ),
      ).not.toHaveBeenCalled();

      expect(name).toHaveValue("Amina Example");
      expect(email).toHaveValue("amina@example.org");
      expect(message).toHaveValue("Typed before the scripts arrived");
      expect(message).toHaveFocus();
      expect(send).toBeEnabled();

      await user.click(send);
      await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(sent));
      if (delivery === "none")
        expect(log.mock.calls[0]).toContainEqual({
          name: "Amina Example",
          email: "amina@example.org",
          message: "Typed before the scripts arrived",
        });
      expect(message).toHaveValue("");
    });
  }

  it('cannot be sent before React runs with delivery "none", as there is no one to post it to', () => {
    const { container, send } = prerender("none");
    expect(send).toBeDisabled();
    container.remove();
  });

  it('posts natively before React runs with delivery "netlify"', () => {
    const { container, send } = prerender("netlify");
    expect(send).toBeEnabled();
    container.remove();
  });
});

describe("ContactForm and a malformed email address", () => {
  it("names the problem next to the field, focuses it and keeps every value", async () => {
    const { user, alert, log, name, email, message, send } = renderForm();
    await user.type(name, "Amina Example");
    await user.type(email, "not-an-email");
    await user.type(message, "Hello");

    await user.click(send);

    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    const { validationMessage } = email as HTMLInputElement;
    expect(validationMessage).not.toBe("");
    expect(email).toHaveAccessibleDescription(validationMessage);
    expect(email).toHaveAttribute("aria-describedby");
    expect(name).toHaveValue("Amina Example");
    expect(email).toHaveValue("not-an-email");
    expect(message).toHaveValue("Hello");
    expect(alert).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, "amina@example.org");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAttribute("aria-describedby");

    await user.click(send);
    expect(alert).toHaveBeenCalledExactlyOnceWith(sent);
    expect(log).toHaveBeenCalledOnce();
  });

  it("still gives the spec's alert when a field is empty", async () => {
    const { user, alert, email, send } = renderForm();
    await user.type(email, "not-an-email");

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith(fillOutAll);
    expect(email).toHaveValue("not-an-email");
  });
});

describe("ContactForm with delivery through Netlify Forms", () => {
  function renderNetlifyForm() {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, "fetch");
    const { container } = render(
      <ContactForm delivery="netlify" copy={copy} />,
    );
    const user = userEvent.setup();
    const fields = {
      name: screen.getByRole("textbox", { name: labels.name }),
      email: screen.getByRole("textbox", { name: labels.email }),
      message: screen.getByRole("textbox", { name: labels.message }),
    };
    const fillIn = async () => {
      await user.type(fields.name, "Amina Example");
      await user.type(fields.email, "amina@example.org");
      await user.type(fields.message, "Hello from London");
    };
    const send = () =>
      user.click(screen.getByRole("button", { name: copy.submit }));
    return { container, user, alert, log, fetch, fields, fillIn, send };
  }

  function expectKept(fields: Record<string, HTMLElement>) {
    expect(fields.name).toHaveValue("Amina Example");
    expect(fields.email).toHaveValue("amina@example.org");
    expect(fields.message).toHaveValue("Hello from London");
  }

  it("is a Netlify form, with its name, a hidden form-name and a honeypot no one sees", () => {
    const { container } = renderNetlifyForm();
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("name", "contact");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact/sent");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    expect(
      container.querySelector('input[type="hidden"][name="form-name"]'),
    ).toHaveValue("contact");
    const honeypot = container.querySelector('input[name="bot-field"]');
    expect(honeypot).not.toBeVisible();
    // Out of the accessibility tree: only the three fields are text boxes.
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
  });

  it("says the message was sent, and clears the form, only once the host answered 2xx", async () => {
    const { alert, log, fetch, fields, fillIn, send } = renderNetlifyForm();
    let answer: (response: Response) => void = () => {};
    fetch.mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await fillIn();

    await send();

    expect(fetch).toHaveBeenCalledOnce();
    expect(
      screen.getByRole("button", { name: copy.messages.sending }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expectKept(fields);

    await act(async () => answer(new Response(null, { status: 200 })));

    expect(alert).toHaveBeenCalledExactlyOnceWith(sent);
    expect(screen.getByRole("status")).toHaveTextContent(sent);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(fields.name).toHaveValue("");
    expect(fields.email).toHaveValue("");
    expect(fields.message).toHaveValue("");
    expect(log).not.toHaveBeenCalled();
  });

  for (const [failure, fails] of [
    [
      "an error answer",
      () => Promise.resolve(new Response(null, { status: 500 })),
    ],
    [
      "a failed connection",
      () => Promise.reject(new TypeError("Failed to fetch")),
    ],
  ] as const) {
    it(`keeps every value on ${failure}, says so, and sends again`, async () => {
      const { alert, fetch, fields, fillIn, send } = renderNetlifyForm();
      fetch.mockImplementationOnce(fails);
      await fillIn();

      await send();

      expect(await screen.findByRole("alert")).toHaveTextContent(
        copy.messages.failed,
      );
      expect(screen.getByRole("alert")).toHaveFocus();
      expect(screen.getByRole("status")).toHaveTextContent("");
      expect(alert).not.toHaveBeenCalled();
      expectKept(fields);

      fetch.mockResolvedValueOnce(new Response(null, { status: 200 }));
      await send();

      expect(fetch).toHaveBeenCalledTimes(2);
      expect(alert).toHaveBeenCalledExactlyOnceWith(sent);
      expect(screen.getByRole("alert")).toHaveTextContent("");
      expect(screen.getByRole("status")).toHaveTextContent(sent);
      expect(screen.getByRole("status")).toHaveFocus();
      expect(fields.message).toHaveValue("");
    });
  }

  it("sends nothing while a field is empty", async () => {
    const { alert, fetch, send } = renderNetlifyForm();
    await send();
    expect(alert).toHaveBeenCalledExactlyOnceWith(fillOutAll);
    expect(fetch).not.toHaveBeenCalled();
  });
});
