import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { regionHtml } from "../lib/prerendered-regions";

/** The element's prerendered HTML, in the page, as the browser has it before React runs. */
export function prerenderInPage(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** React hydrates the prerendered element; the mock returned is called on any mismatch React recovered from. */
export function hydrateInPage(container: HTMLElement, element: ReactElement) {
  const onRecoverableError = vi.fn();
  render(element, { container, hydrate: true, onRecoverableError });
  return onRecoverableError;
}

/**
 * Reads the regions of prerendered HTML that the build writes for the element, as the browser reads a
 * page's (src/lib/prerendered-regions.ts), and leaves nothing in the page: a component rendered in the
 * browser afterwards, without its build-time children, shows them. Call `forgetRegions` after the test.
 */
export function readRegionsOf(element: ReactElement) {
  vi.stubEnv("SSR", true);
  const container = prerenderInPage(element);
  vi.stubEnv("SSR", false);
  for (const region of container.querySelectorAll("[data-prerendered-id]"))
    regionHtml(region.getAttribute("data-prerendered-id") ?? "");
  container.remove();
}
