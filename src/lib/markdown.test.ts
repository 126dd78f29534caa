import { describe, expect, it } from "vitest";
import { renderMarkdown, withAutoDirection } from "./markdown";

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
