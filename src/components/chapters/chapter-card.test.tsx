// @module-tag content
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chapters, chaptersPage } from "../../content/chapters";
import { ChapterCard } from "./chapter-card";

describe("ChapterCard", () => {
  it.each(chapters)(
    "shows $name's flag, name linked to its page, description and status",
    (chapter) => {
      render(
        <ChapterCard
          chapter={chapter}
          statusLabels={chaptersPage.statusLabel}
        />,
      );
      const heading = screen.getByRole("heading", { name: chapter.name });
      expect(heading).toContainElement(
        screen.getByRole("link", { name: chapter.name }),
      );
      expect(screen.getByRole("link", { name: chapter.name })).toHaveAttribute(
        "href",
        `/chapters/${chapter.id}`,
      );
      if (chapter.description)
        expect(screen.getByText(chapter.description)).toBeInTheDocument();
      expect(
        screen.getByText(chaptersPage.statusLabel.active),
      ).toBeInTheDocument();
      // The flag names the country, whatever the chapter's name.
      const flag = screen.getByRole("img", {
        name: `Flag of ${chapter.country}`,
      });
      expect(flag).toHaveAttribute("src", chapter.flagUrl);
      expect(flag).toHaveAttribute("width", "48");
      expect(flag).toHaveAttribute("height", "32");
      // A list of many chapters draws only the flags near the screen at load.
      expect(flag).toHaveAttribute("loading", "lazy");
      // The country is written out, once: in the name, or beside it.
      expect(screen.getAllByText(new RegExp(chapter.country))).toHaveLength(
        1 + (chapter.description?.includes(chapter.country) ? 1 : 0),
      );
    },
  );

  it("is one link target, its name's link covering the card, with an arrow that says so, unread", () => {
    const [chapter] = chapters;
    if (!chapter) return;
    render(
      <ChapterCard chapter={chapter} statusLabels={chaptersPage.statusLabel} />,
    );
    const card = screen.getByRole("article");
    const [link, ...others] = screen.getAllByRole("link");
    expect(others).toHaveLength(0);
    expect(link).toHaveAccessibleName(chapter.name);
    // The link's ::after covers the card, the nearest positioned box.
    expect(card).toHaveClass("relative");
    expect(link).toHaveClass("after:absolute", "after:inset-0");
    expect(
      screen.getByText("→").closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it("writes the country of a chapter whose name does not say it", () => {
    const [chapter] = chapters;
    if (!chapter) return;
    render(
      <ChapterCard
        chapter={{ ...chapter, name: "Made-up Chapter", country: "Kenya" }}
        statusLabels={chaptersPage.statusLabel}
      />,
    );
    expect(screen.getByText("Kenya")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Flag of Kenya" })).toBeVisible();
  });
});
