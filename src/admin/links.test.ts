// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { EntryIds } from "../schemas/references";
import {
  deletionRefusal,
  linkProblems,
  mediaRefusal,
  type ListedEntry,
} from "./links";

const existing: EntryIds = {
  chapters: new Set(["nigeria", "ghana"]),
  partners: new Set(["example-university"]),
  team: new Set(["amina-example"]),
};

describe("linkProblems, before an entry is saved", () => {
  it("names each link to a missing entry by its field's label", () => {
    expect(
      linkProblems(
        "events",
        {
          chapters: ["nigeria", "atlantis"],
          partners: ["nowhere-inc"],
        },
        existing,
      ),
    ).toEqual([
      'Chapters 2: "atlantis" is no chapter of content/chapters/; expected the id of one, such as "nigeria".',
      'Partners 1: "nowhere-inc" is no partner of content/partners/; expected the id of one, such as "example-university".',
    ]);
    expect(linkProblems("team", { chapter: "atlantis" }, existing)).toEqual([
      'Chapter led: "atlantis" is no chapter of content/chapters/; expected the id of one, such as "nigeria".',
    ]);
    expect(
      linkProblems(
        "news",
        { authors: ["ghost"] },
        { ...existing, team: new Set() },
      ),
    ).toEqual([
      'Authors 1: "ghost" is no person of content/team/; expected the id of one, and there is none yet.',
    ]);
  });

  it("finds nothing when every entry named exists, or none is named", () => {
    expect(
      linkProblems(
        "events",
        { chapters: ["ghana"], partners: ["example-university"] },
        existing,
      ),
    ).toEqual([]);
    expect(linkProblems("team", { name: "Amina" }, existing)).toEqual([]);
    expect(linkProblems("chapters", { name: "Ghana" }, existing)).toEqual([]);
  });
});

describe("deletionRefusal, before an entry is deleted", () => {
  const entries: ListedEntry[] = [
    {
      folder: "events",
      id: "qml4africa-2025",
      data: { title: "QML4Africa", chapters: ["nigeria"] },
    },
    {
      folder: "team",
      id: "amina-example",
      data: { name: "Amina Example", chapter: "nigeria" },
    },
    {
      folder: "news",
      id: "launch",
      data: { title: "We launch", authors: ["amina-example"] },
    },
  ];

  it("names every entry that still names it, and the field", () => {
    expect(
      deletionRefusal(
        "chapters",
        { id: "nigeria", data: { name: "Nigeria" } },
        entries,
      ),
    ).toBe(
      "the chapter Nigeria is still named by the event QML4Africa (Chapters) and by Amina Example (Chapter led). Remove it there first.",
    );
    expect(
      deletionRefusal(
        "team",
        { id: "amina-example", data: { name: "Amina Example" } },
        entries,
      ),
    ).toBe(
      "Amina Example is still named by the news post We launch (Authors). Remove it there first.",
    );
  });

  it("lets an entry no other names be deleted", () => {
    expect(
      deletionRefusal(
        "chapters",
        { id: "ghana", data: { name: "Ghana" } },
        entries,
      ),
    ).toBeUndefined();
    expect(
      deletionRefusal(
        "partners",
        { id: "example-university", data: { name: "Example University" } },
        entries,
      ),
    ).toBeUndefined();
  });
});

describe("mediaRefusal, before a file of the media library is deleted", () => {
  const entries = [
    {
      folder: "events",
      id: "example-workshop",
      data: {
        title: "Example Workshop",
        gallery: [{ src: "/media/img-4021-3fa9c2d1.jpg", alt: "A room" }],
      },
    },
    {
      folder: "team",
      id: "amina-example",
      data: { name: "Amina Example", img: "/media/img-4021-3fa9c2d1.jpg" },
      draft: true,
    },
    {
      folder: "team",
      id: "other-example",
      data: { name: "Other Example", img: "/media/other.jpg" },
    },
  ];

  it("names every entry that uses the file, published or in a draft, in any field", () => {
    expect(
      mediaRefusal(
        "img-4021-3fa9c2d1.jpg",
        "/media/img-4021-3fa9c2d1.jpg",
        entries,
      ),
    ).toBe(
      "img-4021-3fa9c2d1.jpg is still used by the event Example Workshop and by the draft of Amina Example. Remove it there first.",
    );
  });

  it("lets a file that no entry uses go", () => {
    expect(
      mediaRefusal("unused.jpg", "/media/unused.jpg", entries),
    ).toBeUndefined();
  });
});
