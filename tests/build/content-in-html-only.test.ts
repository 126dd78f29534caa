// @module-tag content
import { describe, expect, it } from "vitest";
import { chapters, chaptersPage } from "../../src/content/chapters";
import { contactAside } from "../../src/content/contact-aside";
import { contactSent } from "../../src/content/contact-sent";
import { cardEvents } from "../../src/lib/event-timing";
import { buildDate } from "../../src/pipeline/entries";
import { eventPage, events } from "../../src/content/event";
import {
  about,
  community,
  contact,
  hero,
  initiatives,
  missionFeatures,
  partner,
  podcastSection,
  research,
} from "../../src/content/home";
import { news, newsPage } from "../../src/content/news";
import { partnersPage } from "../../src/content/partners";
import { teamMembers, teamPage } from "../../src/content/team";
import { textPages } from "../../src/content/text-pages";
import { builtFiles, fileForPath, readBuilt } from "./build-output";

// Content with nothing to run is written into the page's HTML, and into none of its scripts
// (docs/decisions/0021-content-in-the-html-only.md): each long text an editor writes, per page.
const bodyText = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const longTexts: Record<string, readonly string[]> = {
  "/": [
    hero.lead,
    about.lead,
    research.lead,
    podcastSection.lead,
    partner.lead,
    community.lead,
    contact.lead,
    ...missionFeatures.map((feature) => feature.content),
    ...initiatives.map((initiative) => initiative.description),
    ...contactAside.elsewhere.links.map((link) => link.text),
  ],
  "/chapters": [
    chaptersPage.intro,
    ...chapters.flatMap((chapter) => chapter.description ?? []),
  ],
  // The leadership's biographies on the team page; a chapter lead's on the chapter's page.
  "/our-team": [
    teamPage.lead,
    ...teamMembers.flatMap((member) =>
      member.chapter ? [] : (member.description ?? []),
    ),
  ],
  ...Object.fromEntries(
    chapters
      .map(
        (chapter) =>
          [
            `/chapters/${chapter.id}`,
            teamMembers.flatMap((member) =>
              member.chapter === chapter.id ? (member.description ?? []) : [],
            ),
          ] as const,
      )
      .filter(([, texts]) => texts.length > 0),
  ),
  // The list gives the first sentence of each event it shows as a card (on the build's day); each
  // event's page, its text in full.
  "/event": [
    eventPage.lead,
    ...cardEvents(events, buildDate()).map((event) => event.summary),
  ],
  ...Object.fromEntries(
    events.map((event) => [`/event/${event.id}`, [event.descriptionText]]),
  ),
  "/contact/sent": [
    contactSent.lead,
    ...contactAside.elsewhere.links.map((link) => link.text),
  ],
  // The pages that exist once their content does (a post's summary is its page's description), their
  // bodies' text read as the page's is: a space for each tag.
  ...(news.length > 0 && { "/news": [newsPage.lead] }),
  ...Object.fromEntries(
    news.map((post) => [`/news/${post.id}`, [bodyText(post.bodyHtml)]]),
  ),
  ...(fileForPath("/partners") && { "/partners": [partnersPage.lead] }),
  ...Object.fromEntries(
    textPages.map((page) => [`/${page.id}`, [bodyText(page.bodyHtml)]]),
  ),
};

/**
 * The longest run of a text that reads the same in HTML, in a script's string and as plain text (no
 * quotes, ampersands or line breaks), up to 80 characters; none under 12.
 */
function fragment(text: string): string | undefined {
  const runs = text.match(/[\p{L}\p{N} ,.;:()?!-]{12,}/gu) ?? [];
  const longest = runs.reduce(
    (best, run) => (run.trim().length > best.length ? run.trim() : best),
    "",
  );
  return longest.length >= 12 ? longest.slice(0, 80).trim() : undefined;
}

/** A page's text, tags left out and entities read, spaces made one. */
const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Every script a page loads: the addresses in its bootstrap, and what each of them imports. */
function pageScripts(html: string): string[] {
  const found = new Set<string>();
  const queue = [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map(
    (match) => (match[1] ?? "").slice(1),
  );
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, imported = ""] of readBuilt(file).matchAll(
      /(?:from|import)\s*\(?\s*["'](\.{0,2}\/[^"']+\.js)["']/g,
    ))
      queue.push(
        imported.startsWith("/")
          ? imported.slice(1)
          : `assets/${imported.replace(/^\.\//, "")}`,
      );
  }
  return [...found];
}

const siteScripts = builtFiles.filter(
  (file) => file.startsWith("assets/") && file.endsWith(".js"),
);

describe.each(Object.entries(longTexts))("%s", (path, texts) => {
  const file = fileForPath(path);
  const html = file ? readBuilt(file) : "";
  const fragments = texts.flatMap((text) => fragment(text) ?? []);
  const scripts = pageScripts(html);

  it("loads the site's scripts, and has texts to look for", () => {
    expect(file).toBeDefined();
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((script) => builtFiles.includes(script))).toBe(true);
    expect(fragments.length).toBeGreaterThan(0);
  });

  it("has every long text of its content in its HTML", () => {
    const text = pageText(html);
    for (const part of fragments) expect(text).toContain(part);
  });

  it("has none of them in the scripts it loads", () => {
    for (const script of scripts) {
      const code = readBuilt(script);
      for (const part of fragments)
        expect(code.includes(part), `"${part}" in ${script}`).toBe(false);
    }
  });

  it("has none of them in any other script of the site, which a later navigation loads", () => {
    for (const script of siteScripts) {
      const code = readBuilt(script);
      for (const part of fragments)
        expect(code.includes(part), `"${part}" in ${script}`).toBe(false);
    }
  });
});
