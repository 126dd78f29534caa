// @module-tag content
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventPage } from "../content/event";
import type { EventSummary } from "../schemas/types";
import { hydrateInPage, prerenderInPage } from "../test/island";
import { noonOn, withTimes } from "../test/moments";
import { DatedEventOverview } from "./dated-event-overview";

const { labels } = eventPage;
const buildDate = "2027-04-01";

// An event of the test's own, whose registration is open on the build's day.
const workshop: EventSummary = withTimes({
  id: "example-workshop-2027",
  title: "Example Workshop",
  date: "2027-05-04",
  registrationDeadline: "2027-04-20",
  location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  registrationLink: "https://example.org/register",
});
const island = (
  <DatedEventOverview
    event={workshop}
    labels={labels}
    built={noonOn(buildDate)}
  />
);
const register = `${labels.register} (opens in a new tab)`;

afterEach(() => {
  vi.useRealTimers();
});

describe("DatedEventOverview", () => {
  it("is written for the build's day: registration open", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 3, 25, 10));
    prerenderInPage(island);
    expect(screen.getByRole("link", { name: register })).toHaveAttribute(
      "href",
      workshop.registrationLink,
    );
  });

  it("on a later day, says the registration has closed, without a mismatch", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 3, 25, 10));
    const container = prerenderInPage(island);

    expect(hydrateInPage(container, island)).not.toHaveBeenCalled();

    expect(screen.queryByRole("link", { name: register })).toBeNull();
    expect(
      screen.getByRole("link", {
        name: `${labels.registrationClosed} (opens in a new tab)`,
      }),
    ).toHaveAttribute("href", workshop.registrationLink);
  });

  it("on the build's own day, once the event has started, says it is happening now", () => {
    // 14:00 in Kigali, two hours after the build's noon, and an hour after that the visitor reads it.
    const talk = withTimes({
      ...workshop,
      date: buildDate,
      startTime: "14:00",
    });
    const page = (
      <DatedEventOverview
        event={talk}
        labels={labels}
        built={noonOn(buildDate)}
      />
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(`${buildDate}T13:00:00Z`));
    // The date's note says how far it is: "today" as built, "happening now" once it has started.
    const dateNote = () =>
      screen.getByText(labels.date, { selector: "dt" }).nextElementSibling
        ?.lastElementChild?.textContent;
    const container = prerenderInPage(page);
    expect(dateNote()).toBe("today");

    expect(hydrateInPage(container, page)).not.toHaveBeenCalled();

    expect(dateNote()).toBe(labels.statusOngoing);
  });
});
