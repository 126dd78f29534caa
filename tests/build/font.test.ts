// @module-tag content
// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { displayCharacters } from "../../generators/display-characters.mjs";
import { htmlFiles, readBuilt } from "./build-output";

const drawn = new Set(displayCharacters);

/** The characters of a page's text set in the display face (headings and font-display) that it lacks. */
function missingCharacters(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const text = [...document.querySelectorAll("h1, h2, h3, .font-display")].map(
    (element) => element.textContent ?? "",
  );
  const missing = new Set(
    [...text.join("")].filter((char) => !/\s/.test(char) && !drawn.has(char)),
  );
  return [...missing];
}

describe("the display font", () => {
  it.each(htmlFiles)("%s: draws every character of its headings", (file) => {
    expect(missingCharacters(readBuilt(file))).toEqual([]);
  });

  it("reports a heading character the subset lacks", () => {
    expect(missingCharacters("<h2>Sénégal – 2025</h2>")).toEqual(["é"]);
  });
});
