// @module-tag content
// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { events } from "../content/event";
import { loader } from "./calendar";

type LoaderArgs = Parameters<typeof loader>[0];

function load(file: string) {
  const request = new Request(`https://quantum-africa.org/calendar/${file}`);
  return loader({ params: { file }, request } as LoaderArgs);
}

describe("calendar route", () => {
  it.each(events)("answers $id's file as text/calendar", async (event) => {
    const response = load(`${event.id}.ics`);
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const entry = calendar.getFirstSubcomponent("vevent");
    expect(entry?.getFirstPropertyValue("summary")).toBe(event.title);
  });

  it("answers the feed of every event at events.ics", async () => {
    const response = load("events.ics");
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(
      calendar
        .getAllSubcomponents("vevent")
        .map((entry) => entry.getFirstPropertyValue("summary"))
        .sort(),
    ).toEqual(events.map((event) => event.title).sort());
  });

  const id = events[0]?.id ?? "an-event";
  it.each(["no-such-event.ics", id, `${id}.ics.txt`])(
    "answers 404 for %s",
    (file) => {
      expect(() => load(file)).toThrow(
        expect.objectContaining({
          init: expect.objectContaining({ status: 404 }),
        }),
      );
    },
  );
});
