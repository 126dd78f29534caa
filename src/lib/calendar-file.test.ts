// @module-tag content
// @vitest-environment node
import type { APIContext } from "astro";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { events } from "../content/event";
import { site } from "../content/site";
import { GET, getStaticPaths } from "../pages/calendar/[file]";
import { calendarFile } from "./event-calendar";

/** The endpoint's answer for /calendar/<file>, as the build asks it for each of its paths. */
async function load(file: string) {
  return GET({ params: { file } } as unknown as APIContext);
}

const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((entry) => entry.getFirstPropertyValue("summary"));

describe("the calendar files", () => {
  it("are the feed of every event and each event's own file, and no other", () => {
    expect(getStaticPaths().map(({ params }) => params.file)).toEqual([
      "events.ics",
      ...events.map((event) => `${event.id}.ics`),
    ]);
  });

  it.each(events)("answer $id's file as text/calendar", async (event) => {
    const response = await load(`${event.id}.ics`);
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(summaries(await response.text())).toEqual([event.title]);
  });

  it("answer the feed of every event at events.ics", async () => {
    const response = await load("events.ics");
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(summaries(await response.text()).sort()).toEqual(
      events.map((event) => event.title).sort(),
    );
  });

  const id = events[0]?.id ?? "an-event";
  it.each(["no-such-event.ics", id, `${id}.ics.txt`])(
    "have no file at /calendar/%s",
    (file) => {
      expect(calendarFile(`/calendar/${file}`, events, site)).toBeUndefined();
    },
  );
});
