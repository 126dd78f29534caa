// @module-tag content
// Every chapter's page, as built: a way to join or reach the chapter, and a flag that names its country.
// The browser spec (tests/e2e/chapter-pages.spec.ts) shows one page of each case; this reads them all.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { chapterPage, chapters } from "../../src/content/chapters";
import { site } from "../../src/content/site";
import { homeSections } from "../../src/lib/home-sections";
import { fileForPath, readBuilt } from "./build-output";

const regionName = new Intl.DisplayNames(["en"], { type: "region" });

/** The addresses of the main content's links whose text starts with `name`. */
const linksNamed = (main: Element, name: string) =>
  [...main.querySelectorAll("a")]
    .filter((link) => link.textContent?.trim().startsWith(name))
    .map((link) => link.getAttribute("href"));

describe.runIf(chapters.length > 0)("each chapter's page", () => {
  it.each(chapters.map((chapter) => [chapter.id, chapter] as const))(
    "/chapters/%s gives a way to join or reach the chapter, and names its country",
    (id, chapter) => {
      const file = fileForPath(`/chapters/${id}`);
      expect(file, `/chapters/${id} is built`).toBeDefined();
      const main = new JSDOM(
        readBuilt(file ?? ""),
      ).window.document.querySelector("main");
      if (!main) throw new Error(`/chapters/${id} has no main content`);
      const { join, email, contact } = chapterPage;
      if (chapter.joinLink)
        expect(linksNamed(main, join)).toContain(chapter.joinLink);
      if (chapter.email)
        expect(linksNamed(main, email)).toContain(`mailto:${chapter.email}`);
      if (!chapter.joinLink && !chapter.email) {
        expect(linksNamed(main, join)).toContain(site.forms.join);
        expect(linksNamed(main, contact)).toContain(
          `/#${homeSections.contact}`,
        );
      }
      const country = regionName.of(chapter.flagCode.toUpperCase());
      expect(
        [...main.querySelectorAll("img")].map((image) => image.alt),
      ).toContain(`Flag of ${country}`);
    },
  );
});
