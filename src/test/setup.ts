import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// How long `findBy…` and `waitFor` wait for what they look for: Testing Library's 1 s was too short for a
// route's first render on a 2-core machine running the browser tests beside (2026-11-28: src/root.test.tsx,
// 8 tests in 11.4 s, about 1.4 s a test). Over three times that.
configure({ asyncUtilTimeout: 5_000 });

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
