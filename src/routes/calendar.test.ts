import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loader } from "./calendar";

type LoaderArgs = Parameters<typeof loader>[0];

function load(file: string) {
  const request = new Request(`https://quantum-africa.org/calendar/${file}`);
  return loader({ params: { file }, request } as LoaderArgs);
}

describe("calendar route", () => {
  it("answers an event's file as text/calendar", async () => {
    const response = load("qml4africa-2025.ics");
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const entry = calendar.getFirstSubcomponent("vevent");
    expect(entry?.getFirstPropertyValue("summary")).toBe(
      "QML4Africa: Quantum Machine Learning for Africa",
    );
  });

  it.each(["no-such-event.ics", "qml4africa-2025", "qml4africa-2025.ics.txt"])(
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
