// @module-tag content
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import type { EventSummary } from "../../schemas/types";
import { noonOn, withTimes } from "../../test/moments";
import { EventOverview } from "./event-overview";

const { labels } = eventPage;

// An event of the test's own, with every optional fact.
const workshop: EventSummary = withTimes(
  {
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
    abstractLink: "https://example.org/abstracts",
    startTime: "09:30",
    endTime: "16:00",
    zoneName: "East Africa Time (UTC+3)",
    venue: "Example Hall",
    format: "hybrid",
    onlineLink: "https://meet.example.org/workshop",
    recap: {
      slides: "https://example.org/slides",
      recording: "https://example.org/recording",
      photos: "https://example.org/photos",
    },
    picture: {
      src: "/assets/example-poster.svg",
      width: 600,
      height: 800,
      sources: [],
      alt: "Poster of the Example Workshop",
    },
  },
  "Africa/Nairobi",
);

const renderOverview = (today: string, event = workshop) =>
  render(<EventOverview event={event} now={noonOn(today)} labels={labels} />);

/** The value a term of the facts gives. */
const fact = (term: string) =>
  screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("EventOverview", () => {
  it("shows its poster at once", () => {
    renderOverview("2027-04-01");
    const poster = screen.getByRole("img", { name: workshop.picture?.alt });
    expect(poster).toHaveAttribute("loading", "eager");
  });

  it("gives every fact: dates, times in the event's zone named, venue and place, format, deadlines, language and cost", () => {
    renderOverview("2027-04-01");
    // The date once, with how far it is.
    expect(fact(labels.date)).toBe("4 May 2027 to 5 May 2027in 33 days");
    expect(fact(labels.time)).toBe("09:30 to 16:00East Africa Time (UTC+3)");
    expect(fact(labels.location)).toBe("Example HallExample City, Kenya");
    expect(fact(labels.format)).toBe(labels.formats.hybrid);
    expect(fact(labels.registrationDeadline)).toBe("20 April 2027(in 19 days)");
    expect(fact(labels.deadline)).toBe(`1 March 2027(${labels.closed})`);
    expect(fact(labels.language)).toBe("English");
    expect(fact(labels.cost)).toBe("Free");
  });

  it("leaves out the facts the event does not have", () => {
    const {
      language,
      cost,
      registrationDeadline,
      startTime,
      endTime,
      venue,
      format,
      ...plain
    } = workshop;
    void [language, cost, registrationDeadline, startTime, endTime, venue];
    void format;
    renderOverview("2027-04-01", plain);
    for (const label of [
      labels.language,
      labels.cost,
      labels.registrationDeadline,
      labels.time,
      labels.format,
    ])
      expect(screen.queryByText(label, { selector: "dt" })).toBeNull();
    expect(fact(labels.location)).toBe("Example City, Kenya");
  });

  it("offers registration, abstracts while their call is open, the online address and the calendar file", () => {
    renderOverview("2027-02-20");
    expect(fact(labels.date)).toBe("4 May 2027 to 5 May 2027in 10 weeks");
    const link = (name: string) =>
      screen.getByRole("link", { name: `${name} (opens in a new tab)` });
    expect(link(labels.register)).toHaveAttribute(
      "href",
      workshop.registrationLink,
    );
    expect(link(labels.submitAbstract)).toHaveAttribute(
      "href",
      workshop.abstractLink,
    );
    expect(link(labels.joinOnline)).toHaveAttribute(
      "href",
      workshop.onlineLink,
    );
    expect(
      screen.getByRole("link", { name: labels.addToCalendar }),
    ).toHaveAttribute("href", "/calendar/example-workshop-2027.ics");
    // The recap is for after the event.
    expect(screen.queryByText(labels.slides)).not.toBeInTheDocument();
  });

  it("links a closed call, marked closed, after the facts, while the event is still to come", () => {
    renderOverview("2027-04-21");
    const link = (name: string) =>
      screen.getByRole("link", { name: `${name} (opens in a new tab)` });
    expect(link(labels.registrationClosed)).toHaveAttribute(
      "href",
      workshop.registrationLink,
    );
    expect(link(labels.abstractsClosed)).toHaveAttribute(
      "href",
      workshop.abstractLink,
    );
    expect(
      screen.queryByRole("link", { name: new RegExp(`^${labels.register}`) }),
    ).not.toBeInTheDocument();
    const facts = screen.getByText(labels.date, { selector: "dt" });
    expect(facts.compareDocumentPosition(link(labels.registrationClosed))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(fact(labels.registrationDeadline)).toBe(
      `20 April 2027(${labels.closed})`,
    );
  });

  it("leaves out the online address of an event in person", () => {
    renderOverview("2027-04-01", { ...workshop, format: "in-person" });
    expect(
      screen.queryByRole("link", { name: new RegExp(labels.joinOnline) }),
    ).not.toBeInTheDocument();
  });

  it("after the event: says how long ago it took place, leads with its recap, keeps its abstract deadline as a past date and links its calls, marked closed", () => {
    renderOverview("2027-06-01");
    expect(fact(labels.date)).toBe("4 May 2027 to 5 May 202727 days ago");
    expect(
      screen
        .getAllByRole("link")
        .filter((link) => link.getAttribute("href")?.startsWith("https://"))
        .map((link) => link.textContent),
    ).toEqual(
      [
        labels.slides,
        labels.recording,
        labels.photos,
        labels.registrationClosed,
        labels.abstractsClosed,
      ].map((label) => `${label} (opens in a new tab)`),
    );
    expect(fact(labels.deadline)).toBe(`1 March 2027(${labels.closed})`);
    expect(
      screen.queryByText(labels.registrationDeadline, { selector: "dt" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: labels.addToCalendar }),
    ).toBeNull();
    expect(
      screen.queryByRole("link", { name: new RegExp(labels.joinOnline) }),
    ).toBeNull();
  });

  it("after an event without a recap or calls, offers no action at all", () => {
    const { recap, registrationLink, abstractLink, ...plain } = workshop;
    void [recap, registrationLink, abstractLink];
    renderOverview("2027-06-01", plain);
    expect(screen.queryByText(labels.recap)).not.toBeInTheDocument();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
