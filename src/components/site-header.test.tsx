// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { navItems, site, supportLink } from "../content/site";
import { menuId, SiteMenu } from "../islands/site-menu";
import { astroSlot, hydrateInPage, prerenderInPage } from "../test/island";
import { MenuList, SiteHeader } from "./site-header";

// The menu's pages as the content has them (its other items are sections of the home page).
const pages = navItems.filter((item) => !item.isScroll);
const supportName = `${supportLink.title} (opens in a new tab)`;

/** The list of the menu as the build writes it on the page at `path`. */
function renderList(path = "/") {
  render(<MenuList path={path} />);
  return screen.getByRole("list");
}

const current = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("SiteHeader", () => {
  it("links the logo to the home page, beside the menu it is given", () => {
    render(
      <SiteHeader>
        <nav aria-label="Main" />
      </SiteHeader>,
    );
    const header = screen.getByRole("banner");
    expect(
      within(header).getByRole("link", { name: site.name }),
    ).toHaveAttribute("href", "/");
    expect(header).toContainElement(
      screen.getByRole("navigation", { name: "Main" }),
    );
  });
});

describe("MenuList", () => {
  it("links every item of the navigation to its target, in the content's order, then Support Us", () => {
    const list = renderList();
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ...navItems.map((item) => [item.title, item.path]),
      [supportName, supportLink.path],
    ]);
  });

  it("opens Support Us in a new tab and says so", () => {
    renderList();
    const support = screen.getByRole("link", { name: supportName });
    expect(support).toHaveAttribute("target", "_blank");
    expect(support).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("is the list the menu's toggle controls", () => {
    expect(renderList()).toHaveAttribute("id", menuId);
  });

  it.each(pages.map((page) => [page.title, page.path]))(
    "marks %s as the current page at %s, and no other item",
    (title, path) => {
      expect(current(renderList(path))).toEqual([title]);
    },
  );

  it.each(pages.map((page) => [page.title, page.path]))(
    "marks %s as current on a page under it",
    (title, path) => {
      expect(current(renderList(`${path}/a-made-up-entry`))).toEqual([title]);
    },
  );

  it("marks no item on the home page, nor any of its sections", () => {
    expect(current(renderList("/"))).toEqual([]);
  });

  it("marks no item on a page whose address only begins like one of them", () => {
    const [page] = pages;
    if (!page) throw new Error("the menu has no page");
    expect(current(renderList(`${page.path}-made-up`))).toEqual([]);
  });
});

describe("The header's menu, in its island", () => {
  const header = (
    <SiteHeader>
      <SiteMenu>{astroSlot(<MenuList path="/" />)}</SiteMenu>
    </SiteHeader>
  );

  it("shows the list, below the desktop breakpoint, while the disclosure before it is open", () => {
    prerenderInPage(header);
    const navigation = screen.getByRole("navigation", { name: "Main" });
    const disclosure = navigation.querySelector("details");
    const list = within(navigation).getByRole("list");
    expect(disclosure).toHaveClass("menu-toggle");
    expect(list.parentElement?.previousElementSibling).toBe(disclosure);
    expect(list).toHaveClass(
      "hidden",
      "[.menu-toggle[open]~*_&]:flex",
      "lg:flex",
    );
    expect(
      within(list)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual([...navItems.map((item) => item.path), supportLink.path]);
  });

  it("shows the list, once hydrated, while the button before it is expanded", () => {
    const container = prerenderInPage(header);
    expect(hydrateInPage(container, header)).not.toHaveBeenCalled();
    const navigation = screen.getByRole("navigation", { name: "Main" });
    const button = within(navigation).getByRole("button", { name: "Menu" });
    const list = within(navigation).getByRole("list");
    expect(button).toHaveClass("menu-toggle");
    expect(list.parentElement?.previousElementSibling).toBe(button);
    expect(list).toHaveClass(
      "hidden",
      "[.menu-toggle[aria-expanded=true]~*_&]:flex",
      "lg:flex",
    );
  });
});
