// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { contactFields, missingFields, sendToNetlify } from "./contact";

describe("missingFields", () => {
  it("lists every field of an empty draft, in form order", () => {
    expect(missingFields({ name: "", email: "", message: "" })).toEqual([
      "name",
      "email",
      "message",
    ]);
    expect(contactFields).toEqual(["name", "email", "message"]);
  });

  it("lists nothing when every field is filled", () => {
    expect(
      missingFields({ name: "Ada", email: "ada@example.com", message: "Hi" }),
    ).toEqual([]);
  });

  it("lists only the empty fields", () => {
    expect(missingFields({ name: "Ada", email: "", message: "Hi" })).toEqual([
      "email",
    ]);
  });

  it("counts a field of spaces, tabs or newlines as empty", () => {
    expect(
      missingFields({ name: "  ", email: "ada@example.com", message: "\n\t " }),
    ).toEqual(["name", "message"]);
  });

  it("keeps a value with spaces around text", () => {
    expect(
      missingFields({ name: " Ada ", email: " a@b.org", message: "Hi " }),
    ).toEqual([]);
  });
});

describe("sendToNetlify", () => {
  const draft = {
    name: "Amina Example",
    email: "amina@example.org",
    message: "Notes & queries = welcome",
  };

  it("posts the message URL-encoded to /, with the form's name and an empty honeypot", async () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null));

    expect(await sendToNetlify(draft, send)).toBe(true);

    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("/");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual(
      {
        "form-name": "contact",
        "bot-field": "",
        name: "Amina Example",
        email: "amina@example.org",
        message: "Notes & queries = welcome",
      },
    );
  });

  it("counts only a 2xx answer as sent", async () => {
    for (const status of [200, 204]) {
      const send = async () => new Response(null, { status });
      expect(await sendToNetlify(draft, send)).toBe(true);
    }
    for (const status of [301, 404, 500, 503]) {
      const send = async () => new Response(null, { status });
      expect(await sendToNetlify(draft, send)).toBe(false);
    }
  });

  it("counts a failed connection as not sent", async () => {
    const send = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendToNetlify(draft, send)).toBe(false);
  });
});
