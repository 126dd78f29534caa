// @vitest-environment node
import { describe, expect, it } from "vitest";
import { linksOf, linksTo, missingLinks, type EntryIds } from "./references";

const existing: EntryIds = {
  chapters: new Set(["example-land"]),
  partners: new Set(["example-university"]),
  team: new Set(["amina-example"]),
};

describe("the links between entries", () => {
  it("are an event's chapters and partners, a person's chapter and a post's authors", () => {
    expect(
      linksOf("events", { chapters: ["a", "b"], partners: ["c"] }),
    ).toEqual([
      { field: "chapters[0]", kind: "chapters", id: "a" },
      { field: "chapters[1]", kind: "chapters", id: "b" },
      { field: "partners[0]", kind: "partners", id: "c" },
    ]);
    expect(linksOf("team", { chapter: "a" })).toEqual([
      { field: "chapter", kind: "chapters", id: "a" },
    ]);
    expect(linksOf("team", {})).toEqual([]);
    expect(linksOf("news", { authors: ["x"] })).toEqual([
      { field: "authors[0]", kind: "team", id: "x" },
    ]);
    expect(linksOf("chapters", { chapters: ["a"] })).toEqual([]);
  });

  it("name each one to an entry that does not exist, with an example of one that does", () => {
    expect(
      missingLinks(
        "events",
        {
          chapters: ["example-land", "nowhere-land"],
          partners: ["example-university"],
        },
        existing,
      ),
    ).toEqual([
      {
        field: "chapters[1]",
        message:
          '"nowhere-land" is no chapter of content/chapters/; expected the id of one, such as "example-land"',
      },
    ]);
    expect(
      missingLinks(
        "news",
        { authors: ["ghost"] },
        { ...existing, team: new Set() },
      ),
    ).toEqual([
      {
        field: "authors[0]",
        message:
          '"ghost" is no person of content/team/; expected the id of one, and there is none yet',
      },
    ]);
  });

  it("find the entries that still link to one", () => {
    expect(
      linksTo("chapters", "example-land", [
        {
          folder: "events",
          id: "workshop",
          data: { chapters: ["example-land"] },
        },
        {
          folder: "team",
          id: "amina-example",
          data: { chapter: "example-land" },
        },
        { folder: "team", id: "other-example", data: { chapter: "elsewhere" } },
      ]),
    ).toEqual([
      { folder: "events", id: "workshop", field: "chapters[0]" },
      { folder: "team", id: "amina-example", field: "chapter" },
    ]);
  });
});
