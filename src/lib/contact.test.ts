import { describe, expect, it } from "vitest";
import { contactFields, missingFields } from "./contact";

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
