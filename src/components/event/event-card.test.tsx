import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import type { EventEntry } from "../../schemas/types";
import { EventCard } from "./event-card";
import { EventDetails } from "./event-details";

const { labels } = eventPage;

// An event of the test's own, so that the content's events can change freely.
const workshop: EventEntry = {
  id: "workshop-2025",
  title: "Quantum Workshop 2025",
  description: "A half-day workshop.\n\nIt calls for poster abstracts.",
  descriptionHtml:
    "<p>A half-day workshop.</p>\n<p>It calls for poster abstracts.</p>",
  descriptionText: "A half-day workshop. It calls for poster abstracts.",
  date: "2025-08-22",
  endDate: "2025-08-22",
  abstractDeadline: "2025-06-30",
  location: { city: "Kigali", country: "Rwanda", countryCode: "RW" },
  registrationLink: "https://example.org/register",
  abstractLink: "https://example.org/register",
  picture: {
    src: "/media/workshop-poster.svg",
    width: 600,
    height: 800,
    sources: [],
    alt: "Workshop poster: Quantum Workshop 2025",
  },
  topics: ["Quantum machine learning", "Quantum algorithms"],
  coOrganisers: ["Ada Lovelace", "Alan Turing"],
};

function renderCard(today: string, event: EventEntry = workshop) {
  // With its text, as the build writes it (the browser keeps that part as the prerendered HTML).
  render(
    <EventCard
      event={event}
      today={today}
      labels={labels}
      details={<EventDetails event={event} labels={labels} />}
    />,
    { wrapper: MemoryRouter },
  );
  return screen.getByRole("article", { name: event.title });
}

const newTab = (label: string) => ({ name: `${label} (opens in a new tab)` });
const registerLink = {
  open: newTab(labels.register),
  closed: newTab(labels.registrationClosed),
};
const abstractLink = {
  open: newTab(labels.submitAbstract),
  closed: newTab(labels.abstractsClosed),
};

describe("EventCard", () => {
  it("shows the title and the poster with its description", () => {
    renderCard("2026-11-21");
    expect(
      screen.getByRole("heading", {
        name: workshop.title,
      }),
    ).toBeInTheDocument();
    const poster = screen.getByRole("img", { name: workshop.picture?.alt });
    expect(poster).toHaveAttribute("src", workshop.picture?.src);
    expect(poster).toHaveAttribute("width");
    expect(poster).toHaveAttribute("height");
  });

  it("gives the date, the place and the abstract deadline", () => {
    renderCard("2026-11-21");
    expect(screen.getByText("22 August 2025")).toBeInTheDocument();
    expect(screen.getByText("Kigali, Rwanda")).toBeInTheDocument();
    expect(screen.getByText("30 June 2025")).toBeInTheDocument();
  });

  it("shows every paragraph of the description", () => {
    renderCard("2026-11-21");
    for (const paragraph of workshop.description.split("\n\n")) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });

  it("lists the topics and the co-organisers", () => {
    renderCard("2026-11-21");
    expect(screen.getByText("Quantum machine learning")).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace/)).toHaveTextContent("Alan Turing");
  });

  describe("before the abstract deadline", () => {
    it("opens Register and Submit Abstract at one address, in a new tab, and offers the calendar file", () => {
      const card = renderCard("2025-06-20");
      expect(
        within(card).getByText(`${labels.statusUpcoming}: in 2 months`),
      ).toBeVisible();
      expect(within(card).getByText("(in 10 days)")).toBeVisible();
      const register = within(card).getByRole("link", registerLink.open);
      const submit = within(card).getByRole("link", abstractLink.open);
      expect(register).toHaveAttribute("href", workshop.registrationLink);
      expect(submit).toHaveAttribute("href", register.getAttribute("href"));
      for (const link of [register, submit]) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const calendar = within(card).getByRole("link", {
        name: labels.addToCalendar,
      });
      expect(calendar).toHaveAttribute("href", "/calendar/workshop-2025.ics");
      expect(calendar).not.toHaveAttribute("target");
    });
  });

  describe("between the deadline and the event", () => {
    it("keeps Register open and reads the abstract call as closed", () => {
      const card = renderCard("2025-08-10");
      expect(
        within(card).getByText(`${labels.statusUpcoming}: in 12 days`),
      ).toBeVisible();
      expect(within(card).getByText(`(${labels.closed})`)).toBeVisible();
      expect(
        within(card).getByRole("link", registerLink.open),
      ).toBeInTheDocument();
      const submit = within(card).getByRole("link", abstractLink.closed);
      expect(submit).toHaveAttribute("href", workshop.registrationLink);
      expect(
        within(card).queryByRole("link", abstractLink.open),
      ).not.toBeInTheDocument();
      expect(
        within(card).getByRole("link", { name: labels.addToCalendar }),
      ).toBeInTheDocument();
    });
  });

  describe("on the day", () => {
    it("says it is happening now, with registration still open", () => {
      const card = renderCard("2025-08-22");
      expect(within(card).getByText(labels.statusOngoing)).toBeVisible();
      expect(
        within(card).getByRole("link", registerLink.open),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole("link", abstractLink.closed),
      ).toBeInTheDocument();
    });
  });

  describe("after the event", () => {
    it("says it took place, with its date, and keeps both links as closed ones", () => {
      const card = renderCard("2025-08-23");
      expect(
        within(card).getByText(`${labels.statusPast} 22 August 2025`),
      ).toBeVisible();
      for (const name of [registerLink.closed, abstractLink.closed]) {
        const link = within(card).getByRole("link", name);
        expect(link).toHaveAttribute("href", workshop.registrationLink);
        expect(link).toHaveAttribute("target", "_blank");
      }
      expect(
        within(card).queryByRole("link", registerLink.open),
      ).not.toBeInTheDocument();
      expect(
        within(card).queryByRole("link", { name: labels.addToCalendar }),
      ).not.toBeInTheDocument();
      expect(
        within(card).queryByText(new RegExp(`^${labels.statusUpcoming}`)),
      ).not.toBeInTheDocument();
    });
  });

  it("shows the dates of an event over several days, without a poster or a deadline", () => {
    const school: EventEntry = {
      id: "school",
      description: workshop.description,
      descriptionHtml: workshop.descriptionHtml,
      descriptionText: workshop.descriptionText,
      location: workshop.location,
      registrationLink: workshop.registrationLink,
      abstractLink: workshop.abstractLink,
      title: "Quantum School",
      date: "2026-02-26",
      endDate: "2026-03-02",
    };
    const card = renderCard("2026-03-03", school);
    expect(
      within(card).getByText(
        `${labels.statusPastRange} 26 February 2026 to 2 March 2026`,
      ),
    ).toBeVisible();
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card).queryByText(labels.deadline)).not.toBeInTheDocument();
  });
});
