import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("has the three columns with their entries as plain text", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    const columns = [
      ["Useful Links", ["About Us", "Contact Us", "Terms & Services"]],
      ["Community", ["Help Center", "Blog", "Newsletters"]],
      ["Partner", ["Our Partners"]],
    ] as const;

    for (const [title, entries] of columns) {
      const heading = within(footer).getByRole("heading", { name: title });
      const column = heading.parentElement;
      if (!column) throw new Error(`The ${title} heading has no column`);
      const items = within(column).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual(entries);
      expect(within(column).queryByRole("link")).not.toBeInTheDocument();
    }
  });

  it("shows the copyright line", () => {
    render(<SiteFooter />);
    expect(
      screen.getByText("© 2024 Quantum Africa. All Rights Reserved."),
    ).toBeInTheDocument();
  });

  it("links to three social networks, each named, in a new tab", () => {
    render(<SiteFooter />);
    const expected = [
      ["LinkedIn", "https://www.linkedin.com/company/quantumafricaorg/"],
      ["Instagram", "https://www.instagram.com/"],
      ["X", "https://x.com/"],
    ] as const;

    expect(screen.getAllByRole("link")).toHaveLength(expected.length);
    for (const [network, href] of expected) {
      const link = screen.getByRole("link", {
        name: `Quantum Africa on ${network} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
