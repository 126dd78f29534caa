import { render } from "@testing-library/react";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { vi } from "vitest";

/** An island's HTML as the build writes it, in the page, as the browser has it before the island's script runs. */
export function prerenderInPage(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** React hydrates the prerendered island; the mock returned is called on any mismatch React recovered from. */
export function hydrateInPage(container: HTMLElement, element: ReactElement) {
  const onRecoverableError = vi.fn();
  render(element, { container, hydrate: true, onRecoverableError });
  return onRecoverableError;
}

/**
 * An island's children as Astro hands them over: static HTML in an <astro-slot>, in the build's render and
 * in the browser's (as @astrojs/react's StaticHtml does).
 */
export function astroSlot(children: ReactElement): ReactElement {
  return createElement("astro-slot", {
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: renderToStaticMarkup(children) },
  });
}
