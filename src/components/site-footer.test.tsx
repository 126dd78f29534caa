import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  copyright,
  footerColumns,
  networkNames,
  site,
  socialLinks,
} from "../content/site";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("has the content's columns, each entry a link once its page has content", () => {
    render(<SiteFooter />);
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
    render(<SiteFooter />);
    expect(screen.getByText(copyright)).toBeInTheDocument();
  });

  it("links to the community's social networks, each named, in a new tab", () => {
    render(<SiteFooter />);

    expect(screen.getAllByRole("link")).toHaveLength(socialLinks.length);
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
