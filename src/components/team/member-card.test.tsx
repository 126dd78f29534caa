// @module-tag content
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { teamMembers } from "../../content/team";
import type { TeamMemberEntry } from "../../schemas/types";
import { MemberCard } from "./member-card";

const networkNames = {
  linkedin: "LinkedIn",
  instagram: "Instagram",
  x: "X",
} as const;

describe("MemberCard", () => {
  it.each(teamMembers)(
    "shows $name's portrait, name, role and bio",
    (member) => {
      render(<MemberCard member={member} networkNames={networkNames} />);
      // The picture the build prepared from the member's image: the SVG itself, or a photo's WebP file.
      if (member.portrait)
        expect(screen.getByRole("img", { name: member.name })).toHaveAttribute(
          "src",
          member.portrait.src,
        );
      expect(
        screen.getByRole("heading", { name: member.name }),
      ).toBeInTheDocument();
      expect(screen.getByText(member.role)).toBeInTheDocument();
      if (member.description)
        expect(screen.getByText(member.description)).toBeInTheDocument();
    },
  );

  it.each(teamMembers)(
    "links to $name's profiles by name, in a new tab",
    (member) => {
      render(<MemberCard member={member} networkNames={networkNames} />);
      expect(screen.queryAllByRole("link")).toHaveLength(
        member.socialMedia.length,
      );
      for (const social of member.socialMedia) {
        const link = screen.getByRole("link", {
          name: `${member.name} on ${networkNames[social.id]} (opens in a new tab)`,
        });
        expect(link).toHaveAttribute("href", social.link);
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    },
  );
});

describe("MemberCard, made-up people", () => {
  const person: TeamMemberEntry = {
    id: "amina-made-up",
    name: "Amina Kofi Made-Up",
    role: "Made-up Lead",
    socialMedia: [],
  };

  it("draws the initials of a person without a portrait, and no empty biography or list", () => {
    render(<MemberCard member={person} networkNames={networkNames} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    const initials = screen.getByText("AK");
    expect(initials).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(
      screen.getByRole("article").querySelectorAll("p:empty"),
    ).toHaveLength(0);
  });

  it("credits a photo portrait at the card's foot", () => {
    render(
      <MemberCard
        member={{
          ...person,
          portrait: {
            src: "/assets/media/made-up-160.webp",
            width: 160,
            height: 160,
            sources: [],
          },
          photoCredit: "Photo: Made-up Photographer",
        }}
        networkNames={networkNames}
      />,
    );
    expect(screen.getByRole("img", { name: person.name })).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveTextContent(
      /Photo: Made-up Photographer$/,
    );
  });

  it("names the person at the level it is given", () => {
    render(
      <MemberCard
        member={person}
        networkNames={networkNames}
        headingLevel={4}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 4, name: person.name }),
    ).toBeInTheDocument();
  });
});
