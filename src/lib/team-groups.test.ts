// @vitest-environment node
import { describe, expect, it } from "vitest";
import { teamGroups } from "./team-groups";

const chapters = [
  { id: "made-up-a" },
  { id: "made-up-b" },
  { id: "made-up-c" },
];

describe("teamGroups", () => {
  it("puts the people with no chapter first, then each chapter's leads in the chapters' order", () => {
    const people = [
      { name: "Lead of B", chapter: "made-up-b" },
      { name: "Leader one" },
      { name: "Lead of A", chapter: "made-up-a" },
      { name: "Second lead of B", chapter: "made-up-b" },
      { name: "Leader two" },
    ];
    const groups = teamGroups(people, chapters);
    expect(groups.leadership.map((person) => person.name)).toEqual([
      "Leader one",
      "Leader two",
    ]);
    expect(
      groups.chapters.map(({ chapter, leads }) => [
        chapter.id,
        leads.map((lead) => lead.name),
      ]),
    ).toEqual([
      ["made-up-a", ["Lead of A"]],
      ["made-up-b", ["Lead of B", "Second lead of B"]],
    ]);
  });

  it("leaves out the chapters nobody leads, and has no group with no chapter lead", () => {
    const people: { name: string; chapter?: string }[] = [{ name: "Leader" }];
    expect(teamGroups(people, chapters).chapters).toEqual([]);
  });
});
