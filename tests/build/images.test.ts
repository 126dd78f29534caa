// @module-tag content
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { teamMembers } from "../../src/content/team";
import { builtFiles, clientDir, htmlFiles, readBuilt } from "./build-output";

const documentOf = (file: string) => new JSDOM(readBuilt(file)).window.document;

/** Every file an image may load: its src, its srcset and its picture's sources. */
function imageFiles(image: Element): string[] {
  const sets = [
    image.getAttribute("srcset"),
    ...[...(image.parentElement?.querySelectorAll("source") ?? [])].map(
      (source) => source.getAttribute("srcset"),
    ),
  ];
  return [
    image.getAttribute("src") ?? "",
    ...sets.flatMap((set) =>
      set
        ? set.split(",").map((entry) => entry.trim().split(/\s+/)[0] ?? "")
        : [],
    ),
  ].filter((url) => !url.startsWith("data:"));
}

describe("images of every page", () => {
  it.each(htmlFiles)("%s: every image has width, height and alt", (file) => {
    for (const image of documentOf(file).querySelectorAll("img")) {
      expect(image.outerHTML).toMatch(/\swidth="\d+"/);
      expect(image.outerHTML).toMatch(/\sheight="\d+"/);
      expect(image.hasAttribute("alt"), image.outerHTML).toBe(true);
    }
  });

  it.each(htmlFiles)(
    "%s: every picture offers AVIF and WebP, with sizes",
    (file) => {
      for (const picture of documentOf(file).querySelectorAll("picture")) {
        const sources = [...picture.querySelectorAll("source")];
        expect(sources.map((source) => source.type)).toEqual([
          "image/avif",
          "image/webp",
        ]);
        for (const source of sources) {
          expect(source.getAttribute("srcset")).toMatch(/ \d+w/);
          expect(source.getAttribute("sizes")).not.toBe(null);
        }
      }
    },
  );

  it("keeps every file a portrait on /our-team may load at 40 KB or less", () => {
    // A portrait is named by its person; a person without one has their initials, which load nothing.
    const names = new Set(teamMembers.map((member) => member.name));
    const images = [
      ...documentOf("our-team/index.html").querySelectorAll("main img"),
    ].filter((image) => names.has(image.getAttribute("alt") ?? ""));
    expect(images.length).toBe(
      teamMembers.filter((member) => member.portrait).length,
    );
    for (const url of images.flatMap(imageFiles))
      expect(statSync(join(clientDir, url)).size, url).toBeLessThanOrEqual(
        40 * 1024,
      );
  });

  it("ships no original photo of content/media", () => {
    const photos = readdirSync(
      join(process.env.CONTENT_DIR ?? "content", "media"),
    ).filter((file) => !file.endsWith(".svg"));
    for (const photo of photos)
      expect(builtFiles.some((file) => file.endsWith(`/${photo}`))).toBe(false);
  });

  it("names no page, page data or script after a file of content/media", () => {
    const names = readdirSync(
      join(process.env.CONTENT_DIR ?? "content", "media"),
    ).map((file) => file.replace(/\.[^.]+$/, ""));
    const shipped = builtFiles.filter((file) =>
      /\.(html|data|js|svg)$/.test(file),
    );
    for (const file of shipped) {
      expect(file).not.toMatch(/^media\//);
      const text = readBuilt(file);
      for (const name of names)
        expect(text.includes(`/media/${name}`), `${file} names ${name}`).toBe(
          false,
        );
    }
  });
});
