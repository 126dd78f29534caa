import ICAL from "ical.js";
import { expect, test } from "./fixtures";
import { event, eventLink } from "./site-facts";

test.describe("the event page after the 2025 workshop", () => {
  test.beforeEach(async ({ page }) => {
    // The visitor's clock, for the check the page makes once React runs in the browser.
    await page.clock.setFixedTime(new Date("2026-11-21T10:00:00"));
    await page.goto("/event");
  });

  test("lists the workshop under past events and says it took place", async ({
    page,
  }) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Our Events" }),
    ).toBeVisible();
    const groups = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(groups).toHaveText(["Upcoming events", "Past events"]);
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    await expect(upcoming.getByRole("article")).toHaveCount(0);
    await expect(upcoming.getByText(/No event is scheduled/)).toBeVisible();
    const card = page
      .getByRole("region", { name: "Past events" })
      .getByRole("article", { name: event.title });
    await expect(card).toBeVisible();
    await expect(
      card.getByText(`Took place on ${event.date}`, { exact: true }),
    ).toBeVisible();
  });

  test("keeps both links, in a new tab, read as closed and not as calls to action", async ({
    page,
  }) => {
    const card = page.getByRole("article", { name: event.title });
    for (const name of [
      "Registration page (closed) (opens in a new tab)",
      "Abstract submission (closed) (opens in a new tab)",
    ]) {
      const link = card.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", eventLink);
      await expect(link).toHaveAttribute("target", "_blank");
      // A plain underlined link: no filled button.
      await expect(link).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await expect(link).toHaveCSS("text-decoration-line", "underline");
    }
    await expect(
      card.getByRole("link", { name: /^(Register|Submit Abstract)\b/ }),
    ).toHaveCount(0);
    await expect(
      card.getByRole("link", { name: "Add to calendar" }),
    ).toHaveCount(0);
  });
});

test("the workshop's calendar file is served as text/calendar and reads back", async ({
  request,
}) => {
  const response = await request.get("/calendar/qml4africa-2025.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(
    "text/calendar; charset=utf-8",
  );
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const entry = calendar.getFirstSubcomponent("vevent");
  if (!entry) throw new Error("the file holds no event");
  const parsed = new ICAL.Event(entry);
  expect(parsed.summary).toBe(event.title);
  expect(parsed.startDate.toString()).toBe("2025-08-22");
  expect(parsed.location).toBe(`${event.city}, ${event.country}`);
});
