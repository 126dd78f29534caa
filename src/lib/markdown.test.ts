import { describe, expect, it } from "vitest";
import {
  renderMarkdown,
  withAutoDirection,
  withoutTitleHeading,
} from "./markdown";

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

describe("withAutoDirection", () => {
  it("lets each block of text take the direction of its own first letters", () => {
    const { html } = renderMarkdown(
      "## مرحبا\n\nمرحبا بكم.\n\n- first\n- ثانيا\n\n> quoted\n\n[a link](https://example.org/)",
    );
    const directed = withAutoDirection(html);
    for (const tag of ["h2", "p", "li", "blockquote"])
      expect(directed).toContain(`<${tag} dir="auto">`);
    expect(directed).not.toMatch(/<(?:h2|p|li|blockquote)>/);
    // Lists and links keep their own attributes and direction.
    expect(directed).toContain("<ul>");
    expect(directed).toContain('<a href="https://example.org/">');
  });
});
