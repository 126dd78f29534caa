import { describe, expect, it } from "vitest";
import { renderMarkdown, withoutTitleHeading } from "./markdown";

const html = (markdown: string) => renderMarkdown(markdown).html;

describe("withoutTitleHeading", () => {
  it("leaves out a first heading that repeats the title, whatever its level, case and spacing", () => {
    expect(
      withoutTitleHeading(
        html("## Made-up  terms\n\nThe text."),
        "Made-up Terms",
      ),
    ).toBe("<p>The text.</p>");
    expect(
      withoutTitleHeading(html("# Rules & ways\n\nThe text."), "Rules & ways"),
    ).toBe("<p>The text.</p>");
  });

  it("keeps a first heading of other words, a later heading with the title, and a body without heading", () => {
    for (const markdown of [
      "## What we keep\n\nThe text.",
      "The text.\n\n## Made-up Terms",
      "Made-up Terms",
    ])
      expect(withoutTitleHeading(html(markdown), "Made-up Terms")).toBe(
        html(markdown),
      );
  });
});
