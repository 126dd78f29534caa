import { screen, within } from "@testing-library/react";

/** The events' section of the page with this name (a region: it has a heading). */
export function section(name: string) {
  return screen.getByRole("region", { name });
}

/** The titles of the event cards in a section, in order. */
export function cardTitles(region: HTMLElement) {
  return within(region)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
}
