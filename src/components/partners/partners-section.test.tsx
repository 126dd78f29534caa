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
const invitation = {
  title: "Made-up invitation",
  lead: "Made-up words that ask partners in.",
  button: "Made-up partner button",
};
const copy = { kinds, invitation };
const partnerForm = "https://forms.example.org/partner";

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
        copy={copy}
        partnerForm={partnerForm}
      />,
    );
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ).toEqual([invitation.title, kinds.funder, kinds.industry]);
    const funders = screen.getByRole("region", { name: kinds.funder });
    const links = within(funders).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://alpha.example.org/",
      "https://gamma.example.org/",
    ]);
    expect(links[0]).toHaveAccessibleName("Partner alpha (opens in a new tab)");
    expect(links[1]).toHaveAccessibleName("Partner gamma (opens in a new tab)");
    expect(screen.queryByText(kinds.academic)).not.toBeInTheDocument();
    expect(screen.queryByText(kinds.community)).not.toBeInTheDocument();
  });

  it("links each card to the partner's site in a new tab, its logo named by the partner", () => {
    render(
      <PartnersSection
        partners={[partner("delta", "community", photoLogo)]}
        copy={copy}
        partnerForm={partnerForm}
      />,
    );
    const link = screen.getByRole("link", {
      name: "Partner delta (opens in a new tab)",
    });
    expect(link).toHaveAttribute("href", "https://delta.example.org/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // The whole card is the one link, and an arrow says it leads out, unread.
    expect(
      within(link).getByText("↗").closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    const logo = within(link).getByRole("img", { name: "Partner delta" });
    expect(logo).toHaveAttribute("src", photoLogo.src);
    expect(
      link.querySelector('source[type="image/avif"]')?.getAttribute("srcset"),
    ).toBe("/assets/media/logo-160.avif 160w");
  });

  it("asks partners in first, its button leading to the partner form, with no empty group", () => {
    render(
      <PartnersSection partners={[]} copy={copy} partnerForm={partnerForm} />,
    );
    const call = screen.getByRole("region", { name: invitation.title });
    expect(within(call).getByText(invitation.lead)).toBeInTheDocument();
    const button = within(call).getByRole("link", {
      name: `${invitation.button} (opens in a new tab)`,
    });
    expect(button).toHaveAttribute("href", partnerForm);
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("says what partnering means beside the call, once the page's copy does", () => {
    render(
      <PartnersSection
        partners={[]}
        copy={{ ...copy, about: "<p>Made-up: partners host workshops.</p>" }}
        partnerForm={partnerForm}
      />,
    );
    const call = screen.getByRole("region", { name: invitation.title });
    expect(
      within(call).getByText("Made-up: partners host workshops."),
    ).toBeInTheDocument();
  });
});
