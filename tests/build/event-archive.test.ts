// @module-tag content
// The pages of each year's events, as built: they exist exactly when /event leaves events out (the past
// ones beyond its cards, at least), each is reached from /event or from its year's first page, and a
// year's pages list every event of that year, each once.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { eventPage, events } from "../../src/content/event";
import { now } from "../../src/content/store";
import { cardEvents, eventStatus } from "../../src/lib/event-timing";
import { htmlFiles, readBuilt } from "./build-output";

const archiveFiles = htmlFiles.filter((file) =>
  file.startsWith("event/archive/"),
);
const addressOf = (file: string) => `/${file.slice(0, -"/index.html".length)}`;

/** The addresses the main content of a page links to. */
const linksOf = (file: string) =>
  [
    ...(new JSDOM(readBuilt(file)).window.document
      .querySelector("main")
      ?.querySelectorAll("a") ?? []),
  ].map((link) => link.getAttribute("href") ?? "");

/** The events a page links to, by id. */
const eventsOn = (file: string) =>
  linksOf(file).flatMap((href) => {
    const id = /^\/event\/([^/]+)$/.exec(href)?.[1];
    return id && events.some((event) => event.id === id) ? [id] : [];
  });

const onList = new Set(eventsOn("event/index.html"));
const cards = new Set(cardEvents(events, now).map(({ id }) => id));
const left = events.filter((event) => !onList.has(event.id));

describe("the pages of each year's events", () => {
  it("exist exactly when /event leaves events out, and it leaves out every past event beyond its cards", () => {
    const pastBeyondCards = events.filter(
      (event) => eventStatus(event, now) === "past" && !cards.has(event.id),
    );
    for (const event of pastBeyondCards) expect(onList).not.toContain(event.id);
    expect(archiveFiles.length > 0).toBe(left.length > 0);
    const headings = [
      ...new JSDOM(
        readBuilt("event/index.html"),
      ).window.document.querySelectorAll("main h2"),
    ].map((heading) => heading.textContent);
    expect(headings.includes(eventPage.labels.archive)).toBe(left.length > 0);
  });

  it("are each reached from /event, or from the first page of their year", () => {
    const fromList = new Set(linksOf("event/index.html"));
    for (const file of archiveFiles) {
      const address = addressOf(file);
      const year = /^\/event\/archive\/(\d{4})/.exec(address)?.[1];
      expect(year, `${address} is a year's`).toBeDefined();
      const first = `/event/archive/${year}`;
      expect(fromList, `/event links to ${first}`).toContain(first);
      if (address !== first)
        expect(linksOf(`${first.slice(1)}/index.html`)).toContain(address);
    }
  });

  it("list every event of their year, each once, and every event /event leaves out", () => {
    const byYear = new Map<string, string[]>();
    for (const file of archiveFiles) {
      const year = addressOf(file).split("/")[3] ?? "";
      byYear.set(year, [...(byYear.get(year) ?? []), ...eventsOn(file)]);
    }
    for (const [year, ids] of byYear)
      expect(ids.sort()).toEqual(
        events
          .filter((event) => event.date.startsWith(`${year}-`))
          .map(({ id }) => id)
          .sort(),
      );
    const archived = new Set([...byYear.values()].flat());
    expect(left.filter((event) => !archived.has(event.id))).toEqual([]);
  });
});
