// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import type { EventListItem, EventSummary } from "../../schemas/types";
import { noonOn, withTimes } from "../../test/moments";
import { EventCard } from "./event-card";

const { labels } = eventPage;
const summary = "A half-day workshop.";

// An event of the test's own, so that the content's events can change freely, with its calls.
const workshop: EventSummary & EventListItem = withTimes({
  id: "workshop-2025",
  summary,
  title: "Quantum Workshop 2025",
  date: "2025-08-22",
  endDate: "2025-08-22",
  abstractDeadline: "2025-06-30",
  location: { city: "Kigali", country: "Rwanda", countryCode: "RW" },
  registrationLink: "https://example.org/register",
  abstractLink: "https://example.org/abstracts",
  format: "in-person",
});

function renderCard(today: string, event: EventListItem = workshop) {
  render(
    <EventCard
      event={event}
      now={noonOn(today)}
      labels={labels}
      summary={summary}
    />,
  );
  return screen.getByRole("article", { name: event.title });
}

const inDays = (days: number) =>
  new Date(Date.UTC(2025, 7, 22 - days)).toISOString().slice(0, 10);

describe("EventCard", () => {
  it("gives, to scan: the first day, the title linked to its page, the place, the format and one line", () => {
    const card = renderCard("2025-06-20");
    expect(within(card).getByRole("time")).toHaveAttribute(
      "datetime",
      workshop.date,
    );
    expect(within(card).getByRole("time")).toHaveTextContent("22 Aug 2025");
    expect(
      within(card).getByRole("link", { name: workshop.title }),
    ).toHaveAttribute("href", "/event/workshop-2025");
    expect(card).toHaveTextContent(
      `Kigali, Rwanda · ${labels.formats["in-person"]}`,
    );
    expect(within(card).getByText(summary)).toBeVisible();
  });

  it("is one target: its title's link, whose box covers the card, with the calls above it", () => {
    const card = renderCard("2025-06-20");
    const title = within(card).getByRole("link", { name: workshop.title });
    expect(title.className).toMatch(/after:absolute/);
    expect(title.className).toMatch(/after:inset-0/);
    expect(card.className).toMatch(/\brelative\b/);
    for (const link of within(card).getAllByRole("link"))
      if (link !== title) expect(link.className).toMatch(/\brelative z-10\b/);
  });

  it("before the event, leads with its calls to register and submit an abstract, and gives the deadline", () => {
    const card = renderCard("2025-06-20");
    expect(
      within(card)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [workshop.title, "/event/workshop-2025"],
      [`${labels.register} (opens in a new tab)`, workshop.registrationLink],
      [`${labels.submitAbstract} (opens in a new tab)`, workshop.abstractLink],
    ]);
    expect(card).toHaveTextContent(
      `${labels.deadline}: 30 June 2025 (in 10 days)`,
    );
  });

  it("says an event online only is online, not in a city", () => {
    const card = renderCard("2025-06-20", { ...workshop, format: "online" });
    expect(card).toHaveTextContent(labels.formats.online);
    expect(card).not.toHaveTextContent("Kigali");
  });

  it("says how soon it is, in words that tell events apart", () => {
    const badges = [83, 92, 101].map((days) => {
      const { unmount } = render(
        <EventCard
          event={workshop}
          now={noonOn(inDays(days))}
          labels={labels}
        />,
      );
      const text = screen.getByText(
        new RegExp(`^${labels.statusUpcoming}`),
      ).textContent;
      unmount();
      return text;
    });
    expect(new Set(badges).size).toBe(3);
    expect(badges[0]).toBe(`${labels.statusUpcoming}: in 12 weeks`);
  });

  it("says it is happening now, on the day", () => {
    const card = renderCard("2025-08-22");
    expect(within(card).getByText(labels.statusOngoing)).toBeVisible();
  });

  it("writes the whole span of an event over several days", () => {
    const card = renderCard(
      "2026-01-01",
      withTimes({
        ...workshop,
        date: "2026-02-26",
        endDate: "2026-03-02",
      }),
    );
    expect(card).toHaveTextContent("26 February 2026 to 2 March 2026");
  });

  describe("after the event", () => {
    it("leads with its slides, recording and photos, then says its abstract deadline has passed and links its calls, marked closed", () => {
      const card = renderCard("2025-08-23", {
        ...workshop,
        recap: {
          photos: "https://example.org/photos",
          slides: "https://example.org/slides",
        },
      });
      expect(
        within(card)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual([
        [workshop.title, "/event/workshop-2025"],
        [`${labels.slides} (opens in a new tab)`, "https://example.org/slides"],
        [`${labels.photos} (opens in a new tab)`, "https://example.org/photos"],
        [
          `${labels.registrationClosed} (opens in a new tab)`,
          workshop.registrationLink,
        ],
        [
          `${labels.abstractsClosed} (opens in a new tab)`,
          workshop.abstractLink,
        ],
      ]);
      expect(
        within(card).getByRole("link", {
          name: `${labels.abstractsClosed} (opens in a new tab)`,
        }),
      ).toHaveAttribute("target", "_blank");
      expect(card).toHaveTextContent(
        `${labels.deadline}: 30 June 2025 (${labels.closed})`,
      );
      expect(
        within(card).queryByText(new RegExp(`^${labels.statusUpcoming}`)),
      ).not.toBeInTheDocument();
    });

    it("without a recap or calls, is its title, day, place and line alone", () => {
      const { registrationLink, abstractLink, abstractDeadline, ...plain } =
        workshop;
      void [registrationLink, abstractLink, abstractDeadline];
      const card = renderCard("2025-08-23", plain);
      expect(within(card).getAllByRole("link")).toHaveLength(1);
      expect(within(card).queryByRole("list")).not.toBeInTheDocument();
    });
  });
});
