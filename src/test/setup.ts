import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// A React warning is a bug: any console.error or console.warn fails the test that caused it.
beforeEach(() => {
  for (const level of ["error", "warn"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(
        `console.${level} was called: ${args.map(String).join(" ")}`,
      );
    });
});

afterEach(() => {
  cleanup();
  // Tests that put prerendered HTML into the page leave nothing behind for the next one.
  if (typeof document !== "undefined") document.body.innerHTML = "";
});
