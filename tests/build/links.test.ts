// @module-tag content
import { describe, expect, it } from "vitest";
import { fileForPath, htmlFiles, readBuilt } from "./build-output";

function idsOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ""),
  );
}

/** The href and src values of a built page that point into the site but find no file or no #anchor. */
function brokenReferences(file: string, html: string): string[] {
  const pageUrl = new URL(
    file.replace(/index\.html$/, ""),
    "http://site.test/",
  );
  const references = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)]
    .map((match) => (match[1] ?? "").replaceAll("&amp;", "&"))
    .filter((reference) => !/^(https?:|mailto:|tel:|data:)/.test(reference));
  const broken: string[] = [];
  for (const reference of references) {
    const url = new URL(reference, pageUrl);
    const target = fileForPath(url.pathname);
    const anchor = decodeURIComponent(url.hash.slice(1));
    const targetHtml = target === file ? html : target ? readBuilt(target) : "";
    if (!target) broken.push(`${reference}: no such file`);
    else if (anchor && !idsOf(targetHtml).has(anchor))
      broken.push(`${reference}: no #${anchor} in ${target}`);
  }
  return broken;
}

describe("every internal link and #anchor in the build resolves", () => {
  it.each(htmlFiles)("%s", (file) => {
    expect(brokenReferences(file, readBuilt(file))).toEqual([]);
  });

  it("reports a missing page and a missing anchor", () => {
    const page =
      '<a href="/no-such-page">x</a><a href="/#no-such-section">y</a><a href="/event">z</a>';
    expect(brokenReferences("index.html", page)).toEqual([
      "/no-such-page: no such file",
      "/#no-such-section: no #no-such-section in index.html",
    ]);
  });
});
