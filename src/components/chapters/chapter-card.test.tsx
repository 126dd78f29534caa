import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chapters, chaptersPage } from "../../content/chapters";
import { ChapterCard } from "./chapter-card";

describe("ChapterCard", () => {
  it.each(chapters)(
    "shows $name's flag, name, description and status",
    (chapter) => {
      render(
        <ChapterCard
          chapter={chapter}
          statusLabels={chaptersPage.statusLabel}
        />,
      );
      expect(
        screen.getByRole("heading", { name: chapter.name }),
      ).toBeInTheDocument();
      if (chapter.description)
        expect(screen.getByText(chapter.description)).toBeInTheDocument();
      expect(
        screen.getByText(chaptersPage.statusLabel.active),
      ).toBeInTheDocument();
      const flag = screen.getByRole("img", { name: `Flag of ${chapter.name}` });
      expect(flag).toHaveAttribute("src", chapter.flagUrl);
      expect(flag).toHaveAttribute("width", "72");
      expect(flag).toHaveAttribute("height", "48");
    },
  );
});
