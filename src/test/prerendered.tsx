import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

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
