// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventListItems as events, eventPage } from "../../content/event";
import type { EventListItem } from "../../schemas/types";
import { listCards } from "../../lib/event-timing";
import { EventGroups } from "./event-groups";
import { cardTitles, section } from "../../test/event-sections";
import { noonOn, withTimes } from "../../test/moments";

// Small fixtures of the test's own, made from an event of the content (any one): dates fixed here.
const [found] = events;
if (!found) throw new Error("the content has no event");
const workshop: EventListItem = withTimes({
  ...found,
  id: "workshop-2025",
  title: "Workshop 2025",
  date: "2025-08-22",
  endDate: "2025-08-22",
});
const school: EventListItem = withTimes({
  ...workshop,
  id: "quantum-school-2027",
  title: "Quantum School 2027",
  date: "2027-02-26",
  endDate: "2027-03-02",
});

const { labels } = eventPage;

describe("EventGroups", () => {
  it("with no event at all, says so in the page's words, with no heading over an empty list", () => {
    render(
      <EventGroups events={[]} now={noonOn("2026-11-21")} labels={labels} />,
    );
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([labels.upcoming]);
    expect(
      within(section(labels.upcoming)).getByText(labels.noUpcoming),
    ).toBeVisible();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows the 2025 workshop under past events when no event is upcoming", () => {
    render(
      <EventGroups
        events={[workshop]}
        now={noonOn("2026-11-21")}
        labels={labels}
      />,
    );
    expect(
      within(section(labels.upcoming)).getByText(labels.noUpcoming),
    ).toBeVisible();
    expect(cardTitles(section(labels.past))).toEqual([workshop.title]);
  });

  it.each([
    ["in date order", [workshop, school]],
    ["in reverse order", [school, workshop]],
  ])("puts an upcoming event first, given two events %s", (_, list) => {
    render(
      <EventGroups events={list} now={noonOn("2026-11-21")} labels={labels} />,
    );
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      labels.upcoming,
      labels.past,
    ]);
    const upcoming = section(labels.upcoming);
    expect(cardTitles(upcoming)).toEqual([school.title]);
    expect(
      within(upcoming).getByText(`${labels.statusUpcoming}: in 14 weeks`),
    ).toBeVisible();
    expect(cardTitles(section(labels.past))).toEqual([workshop.title]);
  });

  const autumn: EventListItem = withTimes({
    ...workshop,
    id: "example-workshop-autumn-2025",
    title: "Example Workshop, autumn",
    date: "2025-10-14",
    endDate: undefined,
  });

  it.each([
    ["in date order", [workshop, autumn]],
    ["in reverse order", [autumn, workshop]],
  ])(
    "lists past events of one year most recent first, with no year heading, given %s",
    (_, list) => {
      render(
        <EventGroups
          events={list}
          now={noonOn("2026-11-21")}
          labels={labels}
        />,
      );
      expect(cardTitles(section(labels.past))).toEqual([
        autumn.title,
        workshop.title,
      ]);
      expect(
        screen.queryByRole("heading", { level: 3, name: "2025" }),
      ).toBeNull();
    },
  );

  it.each([
    ["in date order", [workshop, autumn, school]],
    ["in reverse order", [school, autumn, workshop]],
  ])(
    "groups past events of several years under their years, most recent first, each as a card, given %s",
    (_, list) => {
      render(
        <EventGroups
          events={list}
          now={noonOn("2027-06-01")}
          labels={labels}
        />,
      );
      const past = section(labels.past);
      expect(
        within(past)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(["2027", "2025"]);
      const recent = within(past).getByRole("region", { name: "2027" });
      expect(
        within(recent)
          .getAllByRole("article")
          .map(
            (card) =>
              within(card).getByRole("heading", { level: 4 }).textContent,
          ),
      ).toEqual([school.title]);
      const earlier = within(past).getByRole("region", { name: "2025" });
      expect(
        within(earlier)
          .getAllByRole("article")
          .map(
            (card) =>
              within(card).getByRole("heading", { level: 4 }).textContent,
          ),
      ).toEqual([autumn.title, workshop.title]);
      expect(
        within(earlier).getByRole("link", { name: autumn.title }),
      ).toHaveAttribute("href", `/event/${autumn.id}`);
    },
  );

  it(`shows the first ${listCards} events of the list as cards, and the others as lines that link to their pages`, () => {
    const upcoming = Array.from({ length: listCards + 3 }, (_, index) =>
      withTimes({
        ...school,
        id: `example-meetup-${index + 1}`,
        title: `Example Meetup ${index + 1}`,
        date: `2027-03-${String(1 + index).padStart(2, "0")}`,
        endDate: undefined,
      }),
    );
    render(
      <EventGroups
        events={[autumn, ...upcoming.toReversed()]}
        now={noonOn("2026-11-21")}
        labels={labels}
      />,
    );
    const soon = section(labels.upcoming);
    expect(cardTitles(soon)).toEqual(
      upcoming.slice(0, listCards).map((event) => event.title),
    );
    const lines = within(soon)
      .getAllByRole("listitem")
      // A line is an item of the list itself, neither a card nor an item inside one (its calls).
      .filter(
        (item) =>
          within(item).queryByRole("article") === null &&
          item.closest("article") === null,
      )
      .map((item) => within(item).getByRole("link").textContent);
    expect(lines).toEqual(
      upcoming.slice(listCards).map((event) => event.title),
    );
    expect(
      within(soon).getByRole("link", { name: upcoming.at(-1)?.title }),
    ).toHaveAttribute("href", `/event/${upcoming.at(-1)?.id}`);
    // No card is left for the past: its event is a line.
    const past = section(labels.past);
    expect(within(past).queryByRole("article")).toBeNull();
    expect(
      within(past).getByRole("link", { name: autumn.title }),
    ).toBeVisible();
  });

  it("shows every event as a card in a list of a few", () => {
    const upcoming = Array.from({ length: 12 }, (_, index) =>
      withTimes({
        ...school,
        id: `example-meetup-${index + 1}`,
        title: `Example Meetup ${index + 1}`,
        date: `2027-03-${String(10 + index).padStart(2, "0")}`,
        endDate: undefined,
      }),
    );
    render(
      <EventGroups
        events={[autumn, ...upcoming.toReversed(), workshop]}
        now={noonOn("2026-11-21")}
        labels={labels}
      />,
    );
    expect(cardTitles(section(labels.upcoming))).toEqual(
      upcoming.map((event) => event.title),
    );
    expect(cardTitles(section(labels.past))).toEqual([
      autumn.title,
      workshop.title,
    ]);
  });

  it("links each card's title to its event's page", () => {
    render(
      <EventGroups
        events={[workshop, school]}
        now={noonOn("2026-11-21")}
        labels={labels}
      />,
    );
    for (const event of [workshop, school])
      expect(
        within(screen.getByRole("article", { name: event.title })).getByRole(
          "link",
          { name: event.title },
        ),
      ).toHaveAttribute("href", `/event/${event.id}`);
  });

  it("leaves the past heading out when every event is still to come", () => {
    render(
      <EventGroups
        events={[school]}
        now={noonOn("2026-11-21")}
        labels={labels}
      />,
    );
    expect(
      screen.queryByRole("heading", { name: labels.past }),
    ).not.toBeInTheDocument();
  });
});
