import { describe, expect, it } from "vitest";

describe("the test setup", () => {
  it.each(["error", "warn"] as const)(
    "fails a test that calls console.%s",
    (level) => {
      expect(() => console[level]("a React warning")).toThrow(
        `console.${level} was called: a React warning`,
      );
    },
  );
});
