import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PartnerEntry } from "../../schemas/types";
import { PartnersSection } from "./partners-section";

const kinds = {
  funder: "Made-up Funders",
  academic: "Made-up Universities",
  industry: "Made-up Industry",
  community: "Made-up Communities",
};

const partner = (
  id: string,
  kind: PartnerEntry["kind"],
  logo: PartnerEntry["logo"] = {
    src: `/assets/media/${id}.svg`,
    width: 160,
    height: 80,
    sources: [],
  },
): PartnerEntry => ({
  id,
  name: `Partner ${id}`,
  link: `https://${id}.example.org/`,
  kind,
  logo,
});

const photoLogo = {
  src: "/assets/media/logo-160.webp",
  width: 160,
  height: 160,
  sources: [
    {
      type: "image/avif" as const,
      srcSet: "/assets/media/logo-160.avif 160w",
    },
    {
      type: "image/webp" as const,
      srcSet: "/assets/media/logo-160.webp 160w",
    },
  ],
};

describe("PartnersSection", () => {
  it("groups the partners by kind, in the kinds' order, and leaves out a kind with none", () => {
    render(
      <PartnersSection
        partners={[
          partner("beta", "industry"),
          partner("alpha", "funder"),
          partner("gamma", "funder"),
        ]}
        kinds={kinds}
      />,
    );
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ).toEqual([kinds.funder, kinds.industry]);
    const funders = screen.getByRole("region", { name: kinds.funder });
    expect(
      within(funders)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Partner alpha (opens in a new tab)",
      "Partner gamma (opens in a new tab)",
    ]);
    expect(screen.queryByText(kinds.academic)).not.toBeInTheDocument();
    expect(screen.queryByText(kinds.community)).not.toBeInTheDocument();
  });

  it("links each card to the partner's site in a new tab, its logo named by the partner", () => {
    render(
      <PartnersSection
        partners={[partner("delta", "community", photoLogo)]}
        kinds={kinds}
      />,
    );
    const link = screen.getByRole("link", {
      name: "Partner delta (opens in a new tab)",
    });
    expect(link).toHaveAttribute("href", "https://delta.example.org/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const logo = within(link).getByRole("img", { name: "Partner delta" });
    expect(logo).toHaveAttribute("src", photoLogo.src);
    expect(
      link.querySelector('source[type="image/avif"]')?.getAttribute("srcset"),
    ).toBe("/assets/media/logo-160.avif 160w");
  });

  it("shows nothing without a partner", () => {
    const { container } = render(
      <PartnersSection partners={[]} kinds={kinds} />,
    );
    expect(container.querySelector("h2, ul, a")).toBeNull();
  });
});
