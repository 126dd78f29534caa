import ICAL from "ical.js";
import { content } from "./content";
import { expect, test } from "./fixtures";
import { literal } from "./site-facts";

// Every event of the content, past ones included, and the site's host, which names their entries.
const { events } = content;
const host = new URL(content.site.url).host;
const { labels } = content.site.pages.event;

test.describe("calendar feed", { tag: "@content" }, () => {
  test("/event offers the feed of every event, which a calendar reads back", async ({
    page,
    request,
  }) => {
    await page.goto("/event");
    const subscribe = page.getByRole("link", { name: labels.feedSubscribe });
    await expect(subscribe).toHaveAttribute(
      "href",
      `webcal://${host}/calendar/events.ics`,
    );
    const address = page.getByRole("link", {
      name: literal(labels.feedAddress),
    });
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
        // The first day, whether the entry takes whole days or has its times.
        entry.startDate.toString().slice(0, 10),
      ]),
    ).toEqual(
      expect.arrayContaining(
        events.map((event) => [`${event.id}@${host}`, event.title, event.date]),
      ),
    );
    expect(entries).toHaveLength(events.length);
  });
});
