// @vitest-environment node
import { describe, expect, it } from "vitest";
import { unlistedPages } from "./footer-pages";

const columns = [
  { entries: [{ link: "/terms" }, {}] },
  { entries: [{ link: "/news" }] },
];

describe("unlistedPages", () => {
  it("gives the pages no entry links to, in their order, each with its address", () => {
    expect(
      unlistedPages(columns, [
        { id: "terms", title: "Made-up Terms" },
        { id: "privacy", title: "Made-up Privacy" },
        { id: "code-of-conduct", title: "Made-up Conduct" },
      ]),
    ).toEqual([
      { title: "Made-up Privacy", link: "/privacy" },
      { title: "Made-up Conduct", link: "/code-of-conduct" },
    ]);
  });

  it("gives none with no page, as with the launch content", () => {
    expect(unlistedPages(columns, [])).toEqual([]);
  });
});
