import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { teamMembers } from "../../content/team";
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
      expect(screen.getAllByRole("link")).toHaveLength(
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
