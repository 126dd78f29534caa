import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { chapters, chaptersPage } from "../../content/chapters";
import { ChapterCard } from "./chapter-card";

describe("ChapterCard", () => {
  it.each(chapters)(
    "shows $name's flag, name linked to its page, description and status",
    (chapter) => {
      render(
        <MemoryRouter>
          <ChapterCard
            chapter={chapter}
            statusLabels={chaptersPage.statusLabel}
          />
        </MemoryRouter>,
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
      const flag = screen.getByRole("img", { name: `Flag of ${chapter.name}` });
      expect(flag).toHaveAttribute("src", chapter.flagUrl);
      expect(flag).toHaveAttribute("width", "72");
      expect(flag).toHaveAttribute("height", "48");
      // A list of many chapters draws only the flags near the screen at load.
      expect(flag).toHaveAttribute("loading", "lazy");
    },
  );
});
