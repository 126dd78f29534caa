import { readdirSync, readFileSync } from "node:fs";
import ICAL from "ical.js";
import { expect, test } from "./fixtures";

// Every event of the content, past ones included.
const events = readdirSync("content/events")
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    id: file.slice(0, -".json".length),
    ...(JSON.parse(readFileSync(`content/events/${file}`, "utf8")) as {
      title: string;
      date: string;
    }),
  }));

test("/event offers the feed of every event, which a calendar reads back", async ({
  page,
  request,
}) => {
  await page.goto("/event");
  const subscribe = page.getByRole("link", {
    name: "Subscribe in your calendar app",
  });
  await expect(subscribe).toHaveAttribute(
    "href",
    "webcal://quantum-africa.org/calendar/events.ics",
  );
  const address = page.getByRole("link", { name: /Calendar feed address/ });
  await expect(address).toHaveAttribute("href", "/calendar/events.ics");

  const response = await request.get("/calendar/events.ics");
  expect(response.headers()["content-type"]).toBe(
    "text/calendar; charset=utf-8",
  );
  const feed = new ICAL.Component(ICAL.parse(await response.text()));
  const entries = feed
    .getAllSubcomponents("vevent")
    .map((entry) => new ICAL.Event(entry));
  expect(
    entries.map((entry) => [
      entry.uid,
      entry.summary,
      entry.startDate.toString(),
    ]),
  ).toEqual(
    expect.arrayContaining(
      events.map((event) => [
        `${event.id}@quantum-africa.org`,
        event.title,
        event.date,
      ]),
    ),
  );
  expect(entries).toHaveLength(events.length);
});
