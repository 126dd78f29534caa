// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chaptersPage } from "../../content/chapters";
import type { ChapterEntry, ChaptersMap } from "../../schemas/types";
import { ChaptersSection } from "./chapters-section";

const chapter: ChapterEntry = {
  id: "made-up-land",
  name: "Made-up Land",
  description: "A made-up chapter.",
  flagCode: "ke",
  status: "active",
  flagUrl: "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E",
  country: "Kenya",
};

const start = {
  title: "Made-up start heading",
  text: "Made-up words on starting a chapter.",
  cta: { title: "Made-up start", path: "https://forms.example.org/start" },
};

const map: ChaptersMap = {
  width: 400,
  height: 430,
  others: "m0 0 10 0 0 10z",
  chapters: [{ id: chapter.id, name: chapter.name, path: "m20 20 5 0 0 5z" }],
};

describe("ChaptersSection", () => {
  it("shows the map, then each chapter's card, both linking to its page", () => {
    render(
      <ChaptersSection
        chapters={[chapter]}
        map={map}
        statusLabels={chaptersPage.statusLabel}
      />,
    );
    const mapGroup = screen.getByRole("group", { name: chaptersPage.mapLabel });
    // The country and the card's name both lead to the chapter's page.
    expect(
      within(mapGroup).getByRole("link", { name: chapter.name }),
    ).toHaveAttribute("href", `/chapters/${chapter.id}`);
    for (const link of screen.getAllByRole("link", { name: chapter.name }))
      expect(link).toHaveAttribute("href", `/chapters/${chapter.id}`);
    expect(
      screen.getByRole("heading", { name: chapter.name }),
    ).toBeInTheDocument();
  });

  it("renders nothing with no chapter: no bare map, no empty list, no empty band", () => {
    const { container } = render(
      <ChaptersSection
        chapters={[]}
        map={{ ...map, chapters: [] }}
        statusLabels={chaptersPage.statusLabel}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("says how to start a chapter, after the cards, when the page's copy does", () => {
    render(
      <ChaptersSection
        chapters={[chapter]}
        map={map}
        statusLabels={chaptersPage.statusLabel}
        start={start}
      />,
    );
    const region = screen.getByRole("region", { name: start.title });
    expect(within(region).getByText(start.text)).toBeInTheDocument();
    expect(
      within(region).getByRole("link", { name: new RegExp(start.cta.title) }),
    ).toHaveAttribute("href", start.cta.path);
    expect(
      screen
        .getByRole("heading", { name: chapter.name })
        .compareDocumentPosition(region),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("says how to start one with no chapter yet, with no bare map", () => {
    render(
      <ChaptersSection
        chapters={[]}
        map={{ ...map, chapters: [] }}
        statusLabels={chaptersPage.statusLabel}
        start={start}
      />,
    );
    expect(screen.getByRole("region", { name: start.title })).toBeVisible();
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
  });
});
