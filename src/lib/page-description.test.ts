// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  chaptersDescription,
  eventsDescription,
  leadSentences,
} from "./page-description";

const page = { title: "Chapters", description: "Local hubs." };

describe("chaptersDescription", () => {
  it("names every chapter, in the order given", () => {
    expect(
      chaptersDescription(page, [{ name: "Kenya" }, { name: "Ghana" }]),
    ).toBe("Local hubs. Chapters: Kenya, Ghana.");
  });

  it("is the description alone when there is no chapter", () => {
    expect(chaptersDescription(page, [])).toBe("Local hubs.");
  });
});

describe("eventsDescription", () => {
  const events = [
    { title: "First", date: "2024-03-01" },
    { title: "Fourth", date: "2027-01-09" },
    { title: "Second", date: "2025-08-22" },
    { title: "Third", date: "2026-05-30" },
  ];

  it("names the three latest events, latest first, with their dates", () => {
    expect(eventsDescription({ description: "Workshops." }, events)).toBe(
      "Workshops. Fourth, 9 January 2027. Third, 30 May 2026. Second, 22 August 2025.",
    );
  });

  it("is the description alone when there is no event", () => {
    expect(eventsDescription({ description: "Workshops." }, [])).toBe(
      "Workshops.",
    );
  });
});

describe("leadSentences", () => {
  it("takes the first two sentences when they are short", () => {
    expect(
      leadSentences(
        "A day of talks. Bring a laptop! Every exercise runs in the browser.",
      ),
    ).toBe("A day of talks. Bring a laptop!");
  });

  it("takes the first sentence alone when the second would make it too long", () => {
    expect(leadSentences("A day of talks. Bring a laptop.", 20)).toBe(
      "A day of talks.",
    );
  });

  it("cuts a long first sentence at a word", () => {
    expect(leadSentences("An example workshop of many days", 20)).toBe(
      "An example workshop…",
    );
  });
});
