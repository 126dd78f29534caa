import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import type { EventSummary } from "../../schemas/types";
import { EventOverview } from "./event-overview";

const { labels } = eventPage;

// An event of the test's own, with every optional fact.
const workshop: EventSummary = {
  id: "example-workshop-2027",
  title: "Example Workshop",
  date: "2027-05-04",
  endDate: "2027-05-05",
  abstractDeadline: "2027-03-01",
  registrationDeadline: "2027-04-20",
  language: "English",
  cost: "Free",
  location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  registrationLink: "https://example.org/register",
  picture: {
    src: "/assets/example-poster.svg",
    width: 600,
    height: 800,
    sources: [],
    alt: "Poster of the Example Workshop",
  },
};

const renderOverview = (today: string, event = workshop) =>
  render(<EventOverview event={event} today={today} labels={labels} />, {
    wrapper: MemoryRouter,
  });

/** The value a term of the facts gives. */
const fact = (term: string) =>
  screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("EventOverview", () => {
  it("titles the page with the event, and shows its poster at once", () => {
    renderOverview("2027-04-01");
    expect(
      screen.getByRole("heading", { level: 1, name: workshop.title }),
    ).toBeInTheDocument();
    const poster = screen.getByRole("img", { name: workshop.picture?.alt });
    expect(poster).toHaveAttribute("loading", "eager");
  });

  it("gives every fact, the registration deadline, language and cost too", () => {
    renderOverview("2027-04-01");
    expect(fact(labels.date)).toBe("4 May 2027 to 5 May 2027");
    expect(fact(labels.location)).toBe("Example City, Kenya");
    expect(fact(labels.registrationDeadline)).toBe("20 April 2027(in 19 days)");
    expect(fact(labels.deadline)).toBe(`1 March 2027(${labels.closed})`);
    expect(fact(labels.language)).toBe("English");
    expect(fact(labels.cost)).toBe("Free");
  });

  it("leaves out the facts the event does not have", () => {
    const { language, cost, registrationDeadline, ...plain } = workshop;
    void [language, cost, registrationDeadline];
    renderOverview("2027-04-01", plain);
    for (const label of [
      labels.language,
      labels.cost,
      labels.registrationDeadline,
    ])
      expect(screen.queryByText(label, { selector: "dt" })).toBeNull();
  });

  it("offers registration and the calendar file until the registration deadline", () => {
    renderOverview("2027-04-20");
    expect(
      screen.getByText(`${labels.statusUpcoming}: in 14 days`),
    ).toBeVisible();
    expect(
      screen.getByRole("link", {
        name: `${labels.register} (opens in a new tab)`,
      }),
    ).toHaveAttribute("href", workshop.registrationLink);
    expect(
      screen.getByRole("link", { name: labels.addToCalendar }),
    ).toHaveAttribute("href", "/calendar/example-workshop-2027.ics");
  });

  it("reads registration as closed after its deadline", () => {
    renderOverview("2027-04-21");
    expect(
      screen.getByRole("link", {
        name: `${labels.registrationClosed} (opens in a new tab)`,
      }),
    ).toBeVisible();
    expect(fact(labels.registrationDeadline)).toBe(
      `20 April 2027(${labels.closed})`,
    );
  });

  it("says when a past event took place, with no calendar file to add", () => {
    renderOverview("2027-06-01");
    expect(
      screen.getByText(`${labels.statusPastRange} 4 May 2027 to 5 May 2027`),
    ).toBeVisible();
    expect(
      screen.queryByRole("link", { name: labels.addToCalendar }),
    ).toBeNull();
  });
});
