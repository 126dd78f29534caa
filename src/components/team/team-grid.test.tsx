import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { socialNetworkNames } from "../../lib/social-networks";
import type { ChapterEntry, TeamMemberEntry } from "../../schemas/types";
import { TeamGrid } from "./team-grid";

const networkNames = socialNetworkNames;
const labels = {
  leadership: "Made-up leadership",
  chapterLeads: "Made-up leads",
};
const flagUrl =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E";

const person = (id: string, chapter?: string): TeamMemberEntry => ({
  id,
  name: `Person ${id}`,
  role: "Made-up Role",
  description: `The made-up biography of ${id}.`,
  socialMedia: [],
  ...(chapter && { chapter }),
});

const chapters: ChapterEntry[] = [
  { id: "land-a", name: "Land A", flagCode: "ke", country: "Kenya" },
  { id: "land-b", name: "Land B", flagCode: "gh", country: "Ghana" },
  { id: "land-c", name: "Land C", flagCode: "sn", country: "Senegal" },
].map((chapter) => ({ ...chapter, status: "active" as const, flagUrl }));

function renderGrid(members: TeamMemberEntry[]) {
  return render(
    <TeamGrid
      members={members}
      chapters={chapters}
      networkNames={networkNames}
      labels={labels}
    />,
  );
}

describe("TeamGrid", () => {
  it("lists the leadership's cards alone, with no group heading, when no one leads a chapter", async () => {
    renderGrid([person("one"), person("two")]);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Person one"),
      expect.stringContaining("Person two"),
    ]);
    expect(
      screen.getAllByRole("heading").map((heading) => heading.tagName),
    ).toEqual(["H2", "H2"]);
    expect(screen.queryByText(labels.leadership)).not.toBeInTheDocument();
    expect(screen.queryByText(labels.chapterLeads)).not.toBeInTheDocument();
  });

  it("shows the leadership, then each led chapter's leads under a heading that links to its page", async () => {
    renderGrid([
      person("lead-b", "land-b"),
      person("leader"),
      person("lead-a", "land-a"),
    ]);
    const leadership = await screen.findByRole("region", {
      name: labels.leadership,
    });
    expect(
      within(leadership).getByRole("heading", {
        level: 3,
        name: "Person leader",
      }),
    ).toBeInTheDocument();
    const leads = screen.getByRole("region", { name: labels.chapterLeads });
    expect(
      within(leads)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Land A", "Land B"]);
    expect(within(leads).getByRole("link", { name: "Land A" })).toHaveAttribute(
      "href",
      "/chapters/land-a",
    );
    const landB = within(leads).getByRole("region", { name: "Land B" });
    expect(
      within(landB).getByRole("heading", { level: 4, name: "Person lead-b" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Land C")).not.toBeInTheDocument();
    // Each chapter is named with its country and its flag, named by the country.
    expect(within(landB).getByText("Ghana")).toBeInTheDocument();
    expect(
      within(landB).getByRole("img", { name: "Flag of Ghana" }),
    ).toBeInTheDocument();
  });

  it("lists a chapter's leads by name and role, each with the anchor of their card, their biographies on the chapter's page", async () => {
    renderGrid([person("lead-a", "land-a"), person("leader")]);
    const landA = await screen.findByRole("region", { name: "Land A" });
    const lead = within(landA).getByRole("heading", { name: "Person lead-a" });
    expect(lead.closest("li")).toHaveAttribute("id", "person-lead-a");
    expect(within(landA).getByText("Made-up Role")).toBeInTheDocument();
    expect(
      screen.queryByText("The made-up biography of lead-a."),
    ).not.toBeInTheDocument();
    // The leadership's cards are in full, with their own anchors.
    expect(screen.getByText("The made-up biography of leader.")).toBeVisible();
    expect(
      screen.getByRole("heading", { name: "Person leader" }).closest("article"),
    ).toHaveAttribute("id", "person-leader");
  });

  it("leaves out the leadership's heading when everyone leads a chapter", async () => {
    renderGrid([person("lead-a", "land-a")]);
    await screen.findByRole("region", { name: labels.chapterLeads });
    expect(screen.queryByText(labels.leadership)).not.toBeInTheDocument();
  });

  it("renders nothing with no member: no empty band, no empty list", () => {
    const { container } = render(
      <TeamGrid
        members={[]}
        chapters={chapters}
        networkNames={networkNames}
        labels={labels}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
