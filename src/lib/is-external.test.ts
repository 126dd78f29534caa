// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isExternal } from "./is-external";

describe("isExternal", () => {
  it.each([
    "https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo",
    "https://lnkd.in/dUJvAMJZ",
    "http://example.org/",
  ])("treats %s as another site", (href) => {
    expect(isExternal(href)).toBe(true);
  });

  it.each(["/", "/event", "/#about", "#contact", "/go?to=https://example.org"])(
    "treats %s as a page of this site",
    (href) => {
      expect(isExternal(href)).toBe(false);
    },
  );
});
