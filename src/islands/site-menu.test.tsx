import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { astroSlot, hydrateInPage, prerenderInPage } from "../test/island";
import { menuId, SiteMenu } from "./site-menu";

// A list of the test's own, handed over as Astro hands the island its children: static HTML.
const menu = (
  <SiteMenu>
    {astroSlot(
      <ul id={menuId}>
        <li>
          <a href="/event">Events</a>
        </li>
        <li>
          <a href="/#contact">Contact</a>
        </li>
        <li>
          <a href="https://example.org/give" target="_blank" rel="noreferrer">
            Give
          </a>
        </li>
      </ul>,
    )}
  </SiteMenu>
);
const links = ["Events", "Contact", "Give"];

// jsdom cannot leave the page: a link's click stops at the document, after the menu has seen it.
const stayOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest("a"))
    event.preventDefault();
};
beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => document.removeEventListener("click", stayOnPage));

const navigation = () => screen.getByRole("navigation", { name: "Main" });
const menuButton = () =>
  within(navigation()).getByRole<HTMLButtonElement>("button", {
    name: "Menu",
  });

/** The menu as the build writes it, before its script runs; `hydrate` lets React take it over. */
function prerendered() {
  const container = prerenderInPage(menu);
  const disclosure = container.querySelector("details");
  if (!disclosure) throw new Error("no disclosure before hydration");
  const hydrate = () => {
    expect(hydrateInPage(container, menu)).not.toHaveBeenCalled();
    return menuButton();
  };
  return { container, disclosure, hydrate };
}

/** The menu once its island has hydrated, closed. */
function renderMenu() {
  const button = prerendered().hydrate();
  return { user: userEvent.setup(), button };
}

describe("SiteMenu before its script runs", () => {
  it("folds the list behind a native disclosure named Menu, which needs no script", () => {
    const { disclosure } = prerendered();
    expect(navigation()).toContainElement(disclosure);
    expect(disclosure.querySelector("summary")).toHaveTextContent("Menu");
    expect(disclosure).not.toHaveAttribute("open");
    expect(within(navigation()).queryByRole("button")).toBeNull();
  });

  it("holds every link of its list, after the disclosure", () => {
    const { disclosure } = prerendered();
    const list = within(navigation()).getByRole("list");
    expect(list).toHaveAttribute("id", menuId);
    expect(
      disclosure.compareDocumentPosition(list) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(links);
  });
});

describe("SiteMenu once hydrated", () => {
  it("turns the disclosure into a button that controls the list, closed", () => {
    const { button } = renderMenu();
    expect(navigation().querySelector("details")).toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", menuId);
    expect(button).toHaveClass("menu-toggle");
  });

  it("opens and closes with its button", async () => {
    const { user, button } = renderMenu();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it.each(links)("closes when %s is chosen", async (name) => {
    const { user, button } = renderMenu();
    await user.click(button);

    await user.click(screen.getByRole("link", { name }));

    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "Events" })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("leaves the focus alone on Escape while it is closed", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(button);
    await user.tab();
    const events = screen.getByRole("link", { name: "Events" });
    expect(events).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(events).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when Tab takes the focus out of it", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    for (let step = 0; step < links.length; step += 1) await user.tab();
    expect(screen.getByRole("link", { name: "Give" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");

    await user.tab();

    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(navigation()).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it("stays open while the focus moves within it, and closes on Shift+Tab out of it", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");

    await user.tab({ shift: true });

    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteMenu as React takes it over", () => {
  it("stays open when the visitor opened it before", () => {
    const { disclosure, hydrate } = prerendered();
    disclosure.open = true;

    expect(hydrate()).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps the focus on the toggle when the visitor had reached it", () => {
    const { disclosure, hydrate } = prerendered();
    disclosure.querySelector("summary")?.focus();

    expect(hydrate()).toHaveFocus();
  });

  it("leaves the focus where it is when the toggle did not have it", () => {
    const { hydrate } = prerendered();
    const events = screen.getByRole("link", { name: "Events" });
    events.focus();

    const button = hydrate();

    expect(events).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
