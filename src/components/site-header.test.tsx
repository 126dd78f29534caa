// @module-tag content
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { createRoutesStub, MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navItems, site, supportLink } from "../content/site";
import { HydrationProvider } from "../lib/use-after-hydration";
import { forgetRegions } from "../lib/prerendered-regions";
import { hydrateInPage, prerenderInPage } from "../test/prerendered";
import { SiteHeader } from "./site-header";

// The menu as the content has it: its pages and its sections of the home page.
const pages = navItems.filter((item) => !item.isScroll);
const sections = navItems.filter((item) => item.isScroll);
const [firstItem] = navItems;
const supportName = `${supportLink.title} (opens in a new tab)`;

// jsdom cannot open another site: Support Us's click stops at the document, after the menu has seen it.
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest("a[target=_blank]"))
    event.preventDefault();
};
beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  forgetRegions();
});

function Page() {
  return (
    <>
      <SiteHeader />
      <p>At {useLocation().pathname}</p>
    </>
  );
}

/** The header at `path` as the browser has it: prerendered, then hydrated, its scripted menu in place. */
function renderHeader(path = "/") {
  const Stub = createRoutesStub([{ path: "/*", Component: Page }]);
  const page = (
    <HydrationProvider>
      <Stub initialEntries={[path]} />
    </HydrationProvider>
  );
  vi.stubEnv("SSR", true);
  const container = prerenderInPage(page);
  vi.stubEnv("SSR", false);
  expect(hydrateInPage(container, page)).not.toHaveBeenCalled();
  const navigation = screen.getByRole("navigation", { name: "Main" });
  const menuButton = within(navigation).getByRole<HTMLButtonElement>("button", {
    name: "Menu",
  });
  return { user: userEvent.setup(), navigation, menuButton };
}

describe("SiteHeader", () => {
  it("links every item of the navigation to its target", () => {
    const { navigation } = renderHeader();
    for (const { title: name, path: href } of navItems) {
      expect(within(navigation).getByRole("link", { name })).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  it("shows the items in the order of the content, then Support Us", () => {
    const { navigation } = renderHeader();
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([...navItems.map((item) => item.title), supportName]);
  });

  it("opens Support Us in a new tab and says so", () => {
    renderHeader();
    const support = screen.getByRole("link", { name: supportName });
    expect(support).toHaveAttribute("href", supportLink.path);
    expect(support).toHaveAttribute("target", "_blank");
    expect(support).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links the logo to the home page", () => {
    renderHeader("/event");
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("marks the current page", () => {
    const [current, other] = pages;
    if (!current || !other)
      throw new Error("the menu has fewer than two pages");
    renderHeader(current.path);
    expect(screen.getByRole("link", { name: current.title })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: other.title })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("has a menu button that controls the list of items", () => {
    const { navigation, menuButton } = renderHeader();
    const list = within(navigation).getByRole("list");
    expect(list.id).not.toBe("");
    expect(menuButton).toHaveAttribute("aria-controls", list.id);
  });

  it("opens and closes the menu with its button", async () => {
    const { user, navigation, menuButton } = renderHeader();
    const list = within(navigation).getByRole("list");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // Below the desktop breakpoint the list shows only while the toggle before it is expanded.
    expect(list).toHaveClass(
      "hidden",
      "lg:flex",
      "[.menu-toggle[aria-expanded=true]~*_&]:flex",
    );
    expect(menuButton).toHaveClass("menu-toggle");
    expect(list.parentElement?.previousElementSibling).toBe(menuButton);

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when a page is chosen", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);

    const [page] = pages;
    if (!page) throw new Error("the menu has no page");
    await user.click(screen.getByRole("link", { name: page.title }));

    expect(screen.getByText(`At ${page.path}`)).toBeInTheDocument();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when a section of the home page is chosen", async () => {
    const { user, menuButton } = renderHeader("/event");
    await user.click(menuButton);

    const [section] = sections;
    if (!section) throw new Error("the menu has no section");
    await user.click(screen.getByRole("link", { name: section.title }));

    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when Support Us is chosen", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);

    await user.click(screen.getByRole("link", { name: supportName }));

    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the button", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);
    await user.tab();
    expect(screen.getByRole("link", { name: firstItem?.title })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveFocus();
  });

  it("closes the menu when Tab takes the focus out of it", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // Through every item and Support Us, then out of the menu.
    for (let step = 0; step <= navItems.length; step += 1) await user.tab();
    expect(screen.getByRole("link", { name: supportName })).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "true");

    await user.tab();

    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.getByRole("navigation", { name: "Main" }),
    ).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("keeps the menu open while the focus moves within it, and closes it on Shift+Tab out of it", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);
    await user.tab();
    await user.tab({ shift: true });
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "true");

    await user.tab({ shift: true });

    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("leaves focus alone on Escape when the menu is closed", async () => {
    const { user, menuButton } = renderHeader();
    await user.click(menuButton);
    await user.click(menuButton);
    await user.tab();
    const aboutUs = screen.getByRole("link", { name: firstItem?.title });
    expect(aboutUs).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(aboutUs).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteHeader before React runs", () => {
  // What the prerendered HTML holds: the menu must open, and every item be reachable, without JavaScript.
  function prerender() {
    const Stub = createRoutesStub([{ path: "/*", Component: SiteHeader }]);
    vi.stubEnv("SSR", true);
    prerenderInPage(
      <HydrationProvider>
        <Stub initialEntries={["/"]} />
      </HydrationProvider>,
    );
    vi.stubEnv("SSR", false);
    return screen.getByRole("navigation", { name: "Main" });
  }

  it("folds the items into a native disclosure that opens without a script", () => {
    const navigation = prerender();
    const disclosure = navigation.querySelector("details");
    expect(disclosure).not.toBeNull();
    expect(disclosure?.querySelector("summary")).toHaveTextContent("Menu");
    expect(within(navigation).queryByRole("button")).toBeNull();
    // The list follows the disclosure: shown while it is open, and inline on wide screens.
    expect(disclosure).toHaveClass("menu-toggle");
    expect(disclosure?.nextElementSibling?.firstElementChild).toHaveClass(
      "hidden",
      "[.menu-toggle[open]~*_&]:flex",
      "lg:flex",
    );
  });

  it("holds every item and Support Us, as links", () => {
    const navigation = prerender();
    expect(
      within(navigation)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual([...navItems.map((item) => item.path), supportLink.path]);
  });

  /** The prerendered header, in the page, with its disclosure; `hydrate` lets React take it over. */
  function prerendered() {
    const header = (
      <HydrationProvider>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </HydrationProvider>
    );
    vi.stubEnv("SSR", true);
    const container = prerenderInPage(header);
    vi.stubEnv("SSR", false);
    const disclosure = container.querySelector("details");
    if (!disclosure) throw new Error("no disclosure before hydration");
    const hydrate = async () => {
      // Testing Library's render does this for its own act(); hydrateRoot is React's own.
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      return act(async () => hydrateRoot(container, header));
    };
    return { container, disclosure, hydrate };
  }

  it("keeps the menu open when a visitor opened it before React took over", async () => {
    const { container, disclosure, hydrate } = prerendered();
    disclosure.open = true;

    const root = await hydrate();

    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // The list React kept follows the button, which shows it (see above).
    expect(
      within(container).getByRole("list").parentElement?.previousElementSibling,
    ).toBe(screen.getByRole("button", { name: "Menu" }));
    act(() => root.unmount());
  });

  it("keeps the focus on the toggle when a visitor reached it before React took over", async () => {
    const { disclosure, hydrate } = prerendered();
    disclosure.querySelector("summary")?.focus();

    const root = await hydrate();

    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
    act(() => root.unmount());
  });

  it("leaves the focus where it is when the toggle did not have it", async () => {
    const { container, hydrate } = prerendered();
    const logo = within(container).getByRole("link", { name: site.name });
    logo.focus();

    const root = await hydrate();

    expect(logo).toHaveFocus();
    act(() => root.unmount());
  });
});
