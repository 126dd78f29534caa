// @module-tag content
import { act, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventPage, eventSummaries as events } from "../../content/event";
import type { EventSummary } from "../../schemas/types";
import { HydrationProvider } from "../../lib/use-after-hydration";
import { buildDate, useToday } from "../../lib/use-today";
import { hydrateInPage, prerenderInPage } from "../../test/prerendered";
import { EventList, loadEventGroups } from "./event-list";
import { cardTitles, section } from "../../test/event-sections";

const [found] = events;
if (!found) throw new Error("the content has no event");

describe("EventList in the prerendered page", () => {
  // An event of the content, so that the build writes its text in full; to come on the build's date.
  const held: EventSummary = {
    ...found,
    date: "2025-08-22",
    endDate: undefined,
    abstractDeadline: undefined,
    registrationDeadline: undefined,
  };
  if (buildDate >= held.date)
    throw new Error("the fixture must come after the build's date");

  function List() {
    return <EventList events={[held]} today={useToday()} />;
  }
  const page = (
    <MemoryRouter>
      <HydrationProvider>
        <List />
      </HydrationProvider>
    </MemoryRouter>
  );

  /**
   * The page prerendered on the build's date, then hydrated on the visitor's; `change` may alter the
   * prerendered HTML before React runs.
   */
  async function prerenderAndHydrate(
    visitorsDay: Date,
    change?: (container: HTMLElement) => void,
  ) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(visitorsDay);
    vi.stubEnv("SSR", true);
    const container = prerenderInPage(page);
    vi.stubEnv("SSR", false);
    change?.(container);
    // Until the list's code, which loads only to draw the list anew, has arrived and drawn it.
    let recovered = vi.fn();
    await act(async () => {
      recovered = hydrateInPage(container, page);
      await loadEventGroups();
    });
    return { container, recovered };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    document.body.replaceChildren();
  });

  it("on the build's date, leaves the prerendered list as it is: React neither renders nor checks it", async () => {
    const [year = 0, month = 1, day = 1] = buildDate.split("-").map(Number);
    const { recovered } = await prerenderAndHydrate(
      new Date(year, month - 1, day, 10),
      // A hydrating render would find this title differ from its own, and put its own back.
      (container) => {
        const title = container.querySelector(`#${held.id}-title a`);
        if (title) title.textContent = "Changed in the page";
      },
    );
    expect(recovered).not.toHaveBeenCalled();
    expect(cardTitles(section("Upcoming events"))).toEqual([
      "Changed in the page",
    ]);
  });

  it("moves an event that has taken place since the build to the past", async () => {
    const { recovered } = await prerenderAndHydrate(new Date(2025, 8, 1, 10));
    expect(recovered).not.toHaveBeenCalled();
    expect(
      within(section("Upcoming events")).getByText(eventPage.labels.noUpcoming),
    ).toBeVisible();
    const past = section("Past events");
    expect(cardTitles(past)).toEqual([held.title]);
    expect(
      within(past).queryByText(new RegExp(eventPage.labels.statusUpcoming)),
    ).not.toBeInTheDocument();
  });
});
