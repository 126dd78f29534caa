import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { socialNetworkNames } from "../../lib/social-networks";
import type { TeamMemberEntry } from "../../schemas/types";
import { TeamGrid } from "./team-grid";

const networkNames = socialNetworkNames;

const member: TeamMemberEntry = {
  id: "ada-made-up",
  name: "Ada Made-Up",
  role: "Made-up Role",
  description: "A made-up member of the team.",
  socialMedia: [],
  portrait: {
    src: "/media/ada-made-up.svg",
    width: 160,
    height: 160,
    sources: [],
  },
};

describe("TeamGrid", () => {
  it("lists each member's card", () => {
    render(<TeamGrid members={[member]} networkNames={networkNames} />);
    const [item, ...others] = screen.getAllByRole("listitem");
    expect(others).toEqual([]);
    expect(item).toHaveTextContent(member.name);
  });

  it("renders nothing with no member: no empty band, no empty list", () => {
    const { container } = render(
      <TeamGrid members={[]} networkNames={networkNames} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
