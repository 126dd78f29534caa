// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  copyright,
  footerColumns,
  footerPages,
  networkNames,
  site,
  socialLinks,
} from "../content/site";
import { SiteFooter } from "./site-footer";

/** The footer as every page has it: an entry whose page has content links to it. */
function renderFooter() {
  render(<SiteFooter />);
}

describe("SiteFooter", () => {
  it("has the content's columns, each entry a link once its page has content", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");

    for (const { title, entries } of footerColumns) {
      const heading = within(footer).getByRole("heading", { name: title });
      const column = heading.parentElement;
      if (!column) throw new Error(`The ${title} heading has no column`);
      const items = within(column).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual(
        entries.map((entry) => entry.title),
      );
      // The build keeps an entry's link only while its page has content (src/pipeline/prepare.ts).
      expect(
        within(column)
          .queryAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(entries.flatMap((entry) => entry.link ?? []));
    }
  });

  it("shows the copyright line", () => {
    renderFooter();
    expect(screen.getByText(copyright)).toBeInTheDocument();
  });

  it("links the footer's pages that no column names, beside the copyright line", () => {
    renderFooter();
    for (const { title, link } of footerPages)
      expect(screen.getByRole("link", { name: title })).toHaveAttribute(
        "href",
        link,
      );
    if (footerPages.length === 0)
      expect(
        screen.getByText(copyright).parentElement?.querySelector("ul"),
      ).toBeNull();
  });

  it("links to the community's social networks, each named, in a new tab", () => {
    renderFooter();

    // Beside the columns' entries that have a page (the test above), the footer's links are the social ones.
    const entryLinks = footerColumns.flatMap(({ entries }) =>
      entries.filter((entry) => entry.link),
    );
    expect(screen.queryAllByRole("link")).toHaveLength(
      socialLinks.length + entryLinks.length + footerPages.length,
    );
    for (const { id, link: href } of socialLinks) {
      const link = screen.getByRole("link", {
        name: `${site.name} on ${networkNames[id]} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
