// What every engine's journeys check, as scripts that run in the page: plain ES2017, for Chromium 79.
import { expect, inject } from "vitest";
import { contact } from "../../src/content/home";

export const origin = inject("origin");

export const pages = ["/", "/event", "/our-team", "/chapters", "/no-such-page"];

export const alerts = contact.messages;

/** How the page is drawn: the body's colours and font, the widest icon, the page's width. */
export type Rendering = {
  color: string;
  background: string;
  font: string;
  largestIcon: number;
  scrollWidth: number;
  viewportWidth: number;
};

/** The source of a function, run in the page, that returns a Rendering. */
export const measureRendering = `(() => {
  const body = getComputedStyle(document.body);
  const icons = Array.from(document.querySelectorAll("svg"))
    // The hero's orbits are an illustration, and the chapters' map (a named group) a figure: not icons.
    .filter((svg) => !svg.closest("[class*='aspect-square']") && svg.getAttribute("role") !== "group")
    .map((svg) => Math.max(svg.getBoundingClientRect().width, svg.getBoundingClientRect().height));
  return {
    color: body.color,
    background: getComputedStyle(document.documentElement).backgroundColor,
    font: body.fontFamily,
    largestIcon: Math.max(0, ...icons),
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
  };
})()`;

/** The site's design, not the browser's defaults: light text on the dark canvas, the site's fonts. */
export const design = {
  color: "rgb(238, 242, 255)",
  background: "rgb(5, 10, 28)",
  font: /^system-ui, -apple-system/,
};

/** A page drawn with the site's design, its icons at icon size, and nothing wider than the window. */
export function expectDesign(rendering: Rendering) {
  expect(rendering.color).toBe(design.color);
  expect(rendering.background).toBe(design.background);
  expect(rendering.font).toMatch(design.font);
  expect(rendering.largestIcon).toBeLessThanOrEqual(64);
  expect(rendering.scrollWidth).toBeLessThanOrEqual(rendering.viewportWidth);
}

/**
 * True once every island that runs has hydrated: the menu is then a button with aria-expanded (before, a
 * native disclosure), and Astro has dropped each island's `ssr` attribute, but a `client:dated` island's
 * while its prerendered HTML is still true (the build's day, before its next change), and a
 * `client:near` island's while it is more than a screen's height from the viewport: neither loads
 * anything then. The journeys that need the page's script wait for it.
 */
export const isHydrated = `(() => {
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
  const idle = (island) => {
    if (island.getAttribute("client") === "near") {
      const { top, bottom } = island.firstElementChild.getBoundingClientRect();
      return top >= 2 * innerHeight || bottom <= -innerHeight;
    }
    if (island.getAttribute("client") !== "dated") return false;
    const { day, until } = JSON.parse(island.getAttribute("opts")).value;
    return day === today && !(until <= now.getTime());
  };
  return (
    Boolean(document.querySelector("header nav button[aria-expanded]")) &&
    Array.from(document.querySelectorAll("astro-island[ssr]")).every(idle)
  );
})()`;

/** The in-page state after a journey step: the menu button's state and the focused element. */
export const measureState = `(() => {
  const menu = Array.from(document.querySelectorAll("button, summary")).find(
    (element) => element.textContent.trim() === "Menu",
  );
  const teamLink = Array.from(document.querySelectorAll("header a")).find(
    (link) => link.textContent.trim() === "Our Team",
  );
  return {
    expanded: menu ? menu.getAttribute("aria-expanded") : null,
    navShown: Boolean(teamLink && teamLink.getBoundingClientRect().height > 0),
    hash: location.hash,
    focused: document.activeElement ? document.activeElement.id : null,
  };
})()`;

export type State = {
  expanded: string | null;
  navShown: boolean;
  hash: string;
  focused: string | null;
};

/**
 * Focuses the contact form's first field by script while it is out of view above, as the form does
 * after its alert, and resolves to how far the field's top lies below the sticky header's bottom.
 */
export const focusClearOfHeader = `(() => {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  const label = Array.from(document.querySelectorAll("label")).find(
    (element) => element.textContent.trim() === "Name",
  );
  const field = document.getElementById(label.htmlFor);
  field.focus();
  // The site scrolls smoothly (without reduced motion): measure once the scroll has settled.
  return new Promise((resolve) => setTimeout(resolve, 1500)).then(
    () => field.getBoundingClientRect().top - document.querySelector("header").getBoundingClientRect().bottom,
  );
})()`;

/** The contact form's Email field put just below the sticky header, focused, so Name sits under it. */
export const focusEmailBelowHeader = `(() => {
  const field = (name) => {
    const label = Array.from(document.querySelectorAll("label")).find(
      (element) => element.textContent.trim() === name,
    );
    return document.getElementById(label.htmlFor);
  };
  const email = field("Email");
  email.focus({ preventScroll: true });
  const header = document.querySelector("header").getBoundingClientRect();
  window.scrollBy({ top: email.getBoundingClientRect().top - header.bottom - 4, behavior: "instant" });
  return field("Name").getBoundingClientRect().top - header.bottom;
})()`;

/** Once the scroll has settled: how far the focused element's top lies below the header's bottom. */
export const focusedClearance = `new Promise((resolve) => setTimeout(resolve, 1500)).then(
  () => document.activeElement.getBoundingClientRect().top - document.querySelector("header").getBoundingClientRect().bottom,
)`;
