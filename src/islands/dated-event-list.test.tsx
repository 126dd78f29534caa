// @module-tag content
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventListItems, eventPage } from "../content/event";
import type { EventListItem } from "../schemas/types";
import { cardTitles, section } from "../test/event-sections";
import { hydrateInPage, prerenderInPage } from "../test/island";
import { noonOn, withTimes } from "../test/moments";
import { DatedEventList } from "./dated-event-list";

const { labels } = eventPage;
const buildDate = "2025-07-15";

// An event of the content (any one), on a day of the test's own: to come on the build's day.
const [found] = eventListItems;
if (!found) throw new Error("the content has no event");
const held: EventListItem = withTimes({
  ...found,
  date: "2025-08-22",
  endDate: undefined,
});

const island = (
  <DatedEventList events={[held]} labels={labels} built={noonOn(buildDate)} />
);

afterEach(() => {
  vi.useRealTimers();
});

/** The list as the build wrote it on its day, hydrated on the visitor's. */
function prerenderAndHydrate(visitorsDay: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(visitorsDay);
  const container = prerenderInPage(island);
  expect(cardTitles(section(labels.upcoming))).toEqual([held.title]);
  return hydrateInPage(container, island);
}

describe("DatedEventList", () => {
  it("is written for the build's day, whatever the day it is built", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 8, 1, 10));
    prerenderInPage(island);
    expect(cardTitles(section(labels.upcoming))).toEqual([held.title]);
    expect(screen.queryByRole("region", { name: labels.past })).toBeNull();
  });

  it("moves an event that has taken place since the build to the past, without a mismatch", () => {
    const recovered = prerenderAndHydrate(new Date(2025, 8, 1, 10));
    expect(recovered).not.toHaveBeenCalled();
    expect(
      within(section(labels.upcoming)).getByText(labels.noUpcoming),
    ).toBeVisible();
    const past = section(labels.past);
    expect(cardTitles(past)).toEqual([held.title]);
    expect(
      within(past).queryByText(new RegExp(labels.statusUpcoming)),
    ).not.toBeInTheDocument();
  });

  it("keeps an event still to come among the upcoming ones, nearer", () => {
    const recovered = prerenderAndHydrate(new Date(2025, 7, 1, 10));
    expect(recovered).not.toHaveBeenCalled();
    expect(cardTitles(section(labels.upcoming))).toEqual([held.title]);
    expect(
      within(section(labels.upcoming)).getByText(
        `${labels.statusUpcoming}: in 21 days`,
      ),
    ).toBeVisible();
  });
});
