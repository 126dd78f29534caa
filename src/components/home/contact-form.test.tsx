import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

function renderForm() {
  // jsdom has no alert of its own; the spies also show what the visitor is told and what is sent.
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const fetch = vi.spyOn(globalThis, "fetch");
  const { container } = render(<ContactForm />);
  const form = container.querySelector("form");
  if (!form) throw new Error("ContactForm renders no form");
  return {
    form,
    user: userEvent.setup(),
    alert,
    log,
    fetch,
    name: screen.getByRole("textbox", { name: "Name" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    message: screen.getByRole("textbox", { name: "Message" }),
    send: screen.getByRole("button", { name: "Send Message" }),
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
    const html = renderToString(<ContactForm />);
    document.body.append(
      Object.assign(document.createElement("div"), { innerHTML: html }),
    );
    const form = document.querySelector("form");
    expect(form?.noValidate).toBe(false);
    for (const name of ["Name", "Email", "Message"])
      expect(screen.getByRole("textbox", { name })).toBeRequired();
    expect(form?.checkValidity()).toBe(false);
  });

  it("alerts on an empty form and sends nothing", async () => {
    const { user, alert, log, fetch, send } = renderForm();

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith("Please fill out all fields");
    expect(log).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps every value when a field is missing", async () => {
    const { user, alert, log, name, email, message, send } = renderForm();
    await user.type(name, "Ada Lovelace");
    await user.type(email, "ada@example.org");

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith("Please fill out all fields");
    expect(name).toHaveValue("Ada Lovelace");
    expect(email).toHaveValue("ada@example.org");
    expect(message).toHaveValue("");
    expect(log).not.toHaveBeenCalled();
  });

  it("counts a field of spaces only as empty", async () => {
    const { user, alert, log, name, email, message, send } = renderForm();
    await user.type(name, "Ada Lovelace");
    await user.type(email, "ada@example.org");
    await user.type(message, "   ");

    await user.click(send);

    expect(alert).toHaveBeenCalledExactlyOnceWith("Please fill out all fields");
    expect(message).toHaveValue("   ");
    expect(log).not.toHaveBeenCalled();
  });

  it("marks the missing fields and focuses the first of them", async () => {
    const { user, name, email, message, send } = renderForm();
    await user.type(name, "Ada Lovelace");

    await user.click(send);

    expect(name).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();

    await user.type(email, "ada@example.org");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(message).toHaveAttribute("aria-invalid", "true");
  });

  it("logs a complete message, says it was sent and clears the form", async () => {
    const { user, alert, log, fetch, name, email, message, send } =
      renderForm();
    await user.type(name, "Ada Lovelace");
    await user.type(email, "ada@example.org");
    await user.type(message, "Hello from London");

    await user.click(send);

    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]).toContainEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      message: "Hello from London",
    });
    expect(alert).toHaveBeenCalledExactlyOnceWith("Message sent successfully!");
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(message).toHaveValue("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends with the Enter key too", async () => {
    const { user, alert, log, name, email, message } = renderForm();
    await user.type(message, "Hi");
    await user.type(name, "Ada");
    await user.type(email, "ada@example.org{Enter}");

    expect(log).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledExactlyOnceWith("Message sent successfully!");
    expect(name).toHaveValue("");
  });
});
