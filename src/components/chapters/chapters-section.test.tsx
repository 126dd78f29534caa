import { render, screen } from "@testing-library/react";
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
};

const map: ChaptersMap = {
  width: 400,
  height: 430,
  others: "m0 0 10 0 0 10z",
  chapters: [{ id: chapter.id, name: chapter.name, path: "m20 20 5 0 0 5z" }],
};

describe("ChaptersSection", () => {
  it("shows the map, then each chapter's card", () => {
    render(
      <ChaptersSection
        chapters={[chapter]}
        map={map}
        statusLabels={chaptersPage.statusLabel}
      />,
    );
    expect(
      screen.getByRole("group", { name: chaptersPage.mapLabel }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: chapter.name })).toHaveAttribute(
      "href",
      `#chapter-${chapter.id}`,
    );
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
});
