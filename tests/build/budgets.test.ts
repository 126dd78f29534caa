// @module-tag content
// Budgets that hold whatever the amount of content: each page's HTML and scripts, and the files that
// list every page or entry (the sitemap and the feeds), which must still parse. tests/content-scale.mjs
// makes copies of the project with N times the community's content to run these on
// (docs/performance.md).
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import ICAL from "ical.js";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { calendarFeedPath } from "../../src/lib/calendar-path";
import { entryIds } from "../../src/pipeline/entries";
import { pagesOverBudget } from "../../scripts/page-budgets.mjs";
import { brotli } from "../../scripts/precompress.mjs";
import {
  laterIslandScripts,
  laterScripts,
  pageScripts,
} from "../../scripts/service-worker.mjs";
import { clientDir, htmlFiles, readBuilt } from "./build-output";

const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as {
  default: { html: number; js: number };
  routes: Record<string, { html?: number; js?: number }>;
};
const gzipped = (file: string) =>
  gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
/** A file as a visitor receives it: as the build compressed it, brotli (docs/decisions/0043). */
const received = (file: string) =>
  statSync(join(clientDir, "..", "compressed", `${file}.br`)).size;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page's address, as budgets.json keys its routes: "event/index.html" is "/event". */
const routeOf = (file: string) =>
  `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");

/** The XML document a file holds; jsdom refuses one that is not well-formed. */
const parseXml = (xml: string) =>
  new JSDOM(xml, { contentType: "application/xml" }).window.document;

const pages = htmlFiles.filter((file) => file !== "offline.html");

/** The bytes of a page's inline scripts, brotli as the page is: Astro's island loader and directives. */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].reduce((sum, [, body]) => sum + brotli(Buffer.from(body ?? "")).length, 0);

describe("budgets at any amount of content", () => {
  it(`every page's HTML is within its budget of budgets.json (${budgets.default.html} KB unless its route has one, gzip level 9)`, () => {
    expect(pagesOverBudget(htmlFiles, gzipped, budgets)).toEqual([]);
  });

  it("names a page over its HTML budget, with its size and its budget", () => {
    const sizes: Record<string, number> = {
      "index.html": 10 * 1024,
      "event/index.html": 61 * 1024,
      "event/archive/2024/2/index.html": 30 * 1024,
    };
    const over = pagesOverBudget(Object.keys(sizes), (f) => sizes[f] ?? 0, {
      default: { html: 60 },
      routes: { "/event/archive/2024/2": { html: 20 } },
    });
    expect(over).toEqual([
      "/event: 61.0 KB of HTML (gzip level 9), over the page budget of 60 KB in budgets.json",
      "/event/archive/2024/2: 30.0 KB of HTML (gzip level 9), over the page budget of 20 KB in budgets.json",
    ]);
  });

  it("every page's scripts are within its budget of budgets.json (as received: brotli)", () => {
    const over = pages.flatMap((file) => {
      const route = routeOf(file);
      const budget = budgets.routes[route]?.js ?? budgets.default.js;
      const html = readBuilt(file);
      const scripts = pageScripts(html, readBuilt);
      const bytes =
        scripts.reduce((sum, script) => sum + received(script), 0) +
        inlineScripts(html);
      return bytes > budget * 1024
        ? [
            `${route}: ${kb(bytes)} of scripts in ${scripts.length} files and inline, over ${budget} KB`,
          ]
        : [];
    });
    expect(over).toEqual([]);
  });

  it("counts a page's scripts and its islands' with the modules they import", () => {
    const modules: Record<string, string> = {
      "assets/a.js": 'import{x}from"./b.js";import"./c.js";import("./d.js")',
      "assets/b.js": 'import{y}from"./c.js"',
      "assets/c.js": "",
      "assets/d.js": "",
      "assets/menu.js": 'import{r}from"./react.js"',
      "assets/client.js": 'import{r}from"./react.js"',
      "assets/react.js": "",
      "assets/list.js": 'import{r}from"./react.js";import{t}from"./dates.js"',
      "assets/dates.js": "",
      "assets/form.js": 'import{r}from"./react.js";import{s}from"./send.js"',
      "assets/send.js": 'import("./d.js")',
    };
    const html =
      '<script type="module" src="/assets/a.js"></script><a href="/x.html">x</a>' +
      '<astro-island component-url="/assets/menu.js" renderer-url="/assets/client.js" client="idle"></astro-island>' +
      '<astro-island component-url="/assets/list.js" renderer-url="/assets/client.js" client="dated"></astro-island>' +
      '<astro-island component-url="/assets/form.js" renderer-url="/assets/client.js" client="near"></astro-island>';
    const read = (f: string) => String(modules[f]);
    const scripts = pageScripts(html, read);
    expect(scripts.sort()).toEqual([
      "assets/a.js",
      "assets/b.js",
      "assets/c.js",
      "assets/client.js",
      "assets/menu.js",
      "assets/react.js",
    ]);
    // What a.js loads later is not part of the page's first load; the worker keeps it (laterScripts).
    expect(laterScripts(["assets/a.js"], read)).toEqual(["assets/d.js"]);
    // An island that loads nothing on a first visit (on the build's day, until it nears the viewport)
    // is not counted either; the worker keeps what it loads later, with what that loads later.
    expect(laterIslandScripts(html, read).sort()).toEqual([
      "assets/client.js",
      "assets/d.js",
      "assets/dates.js",
      "assets/form.js",
      "assets/list.js",
      "assets/react.js",
      "assets/send.js",
    ]);
  });
});

describe("the lists of every page and entry", () => {
  it("the sitemap parses, and lists every page with a canonical address, once", () => {
    const sitemap = parseXml(readBuilt("sitemap.xml"));
    const listed = [...sitemap.getElementsByTagName("loc")].map(
      (loc) => loc.textContent,
    );
    const canonical = htmlFiles.flatMap(
      (file) =>
        readBuilt(file).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ??
        [],
    );
    expect(canonical.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual([...new Set(canonical)].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  // The Atom feed is checked in news-feed.test.ts.
  it("the calendar feed parses, with every event once", () => {
    const feed = new ICAL.Component(
      ICAL.parse(readBuilt(calendarFeedPath.slice(1))),
    );
    const events = feed
      .getAllSubcomponents("vevent")
      .map((entry) => new ICAL.Event(entry));
    expect(events).toHaveLength(entryIds("events").length);
    for (const event of events) {
      expect(event.summary).not.toBe("");
      expect(event.startDate).toBeTruthy();
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });
});
