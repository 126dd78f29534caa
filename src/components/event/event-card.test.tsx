import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { events } from "../../content/event";
import type { EventEntry } from "../../content/types";
import { EventCard } from "./event-card";

const found = events.find(({ id }) => id === "qml4africa-2025");
if (!found) throw new Error("content/events/qml4africa-2025.json is missing");
const workshop = found;

function renderCard(today: string, event: EventEntry = workshop) {
  render(<EventCard event={event} today={today} />);
  return screen.getByRole("article", { name: event.title });
}

const registerLink = {
  open: { name: "Register (opens in a new tab)" },
  closed: { name: "Registration page (closed) (opens in a new tab)" },
};
const abstractLink = {
  open: { name: "Submit Abstract (opens in a new tab)" },
  closed: { name: "Abstract submission (closed) (opens in a new tab)" },
};

describe("EventCard", () => {
  it("shows the title and the poster with its description", () => {
    renderCard("2026-11-21");
    expect(
      screen.getByRole("heading", {
        name: "QML4Africa: Quantum Machine Learning for Africa",
      }),
    ).toBeInTheDocument();
    const poster = screen.getByRole("img", { name: /^QML4Africa poster/ });
    expect(poster).toHaveAttribute("src", "/media/qml4africa-poster.svg");
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
    expect(screen.getByText(/Stephanie Muller/)).toHaveTextContent(
      "Lebohang Mashatola",
    );
  });

  describe("before the abstract deadline", () => {
    it("opens Register and Submit Abstract at one address, in a new tab, and offers the calendar file", () => {
      const card = renderCard("2025-06-20");
      expect(within(card).getByText("Upcoming: in 2 months")).toBeVisible();
      expect(within(card).getByText("(in 10 days)")).toBeVisible();
      const register = within(card).getByRole("link", registerLink.open);
      const submit = within(card).getByRole("link", abstractLink.open);
      expect(register).toHaveAttribute("href", "https://lnkd.in/dUJvAMJZ");
      expect(submit).toHaveAttribute("href", register.getAttribute("href"));
      for (const link of [register, submit]) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const calendar = within(card).getByRole("link", {
        name: "Add to calendar",
      });
      expect(calendar).toHaveAttribute("href", "/calendar/qml4africa-2025.ics");
      expect(calendar).not.toHaveAttribute("target");
    });
  });

  describe("between the deadline and the event", () => {
    it("keeps Register open and reads the abstract call as closed", () => {
      const card = renderCard("2025-08-10");
      expect(within(card).getByText("Upcoming: in 12 days")).toBeVisible();
      expect(within(card).getByText("(closed)")).toBeVisible();
      expect(
        within(card).getByRole("link", registerLink.open),
      ).toBeInTheDocument();
      const submit = within(card).getByRole("link", abstractLink.closed);
      expect(submit).toHaveAttribute("href", "https://lnkd.in/dUJvAMJZ");
      expect(
        within(card).queryByRole("link", abstractLink.open),
      ).not.toBeInTheDocument();
      expect(
        within(card).getByRole("link", { name: "Add to calendar" }),
      ).toBeInTheDocument();
    });
  });

  describe("on the day", () => {
    it("says it is happening now, with registration still open", () => {
      const card = renderCard("2025-08-22");
      expect(within(card).getByText("Happening now")).toBeVisible();
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
        within(card).getByText("Took place on 22 August 2025"),
      ).toBeVisible();
      for (const name of [registerLink.closed, abstractLink.closed]) {
        const link = within(card).getByRole("link", name);
        expect(link).toHaveAttribute("href", "https://lnkd.in/dUJvAMJZ");
        expect(link).toHaveAttribute("target", "_blank");
      }
      expect(
        within(card).queryByRole("link", registerLink.open),
      ).not.toBeInTheDocument();
      expect(
        within(card).queryByRole("link", { name: "Add to calendar" }),
      ).not.toBeInTheDocument();
      expect(within(card).queryByText(/^Upcoming/)).not.toBeInTheDocument();
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
        "Took place from 26 February 2026 to 2 March 2026",
      ),
    ).toBeVisible();
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
    expect(
      within(card).queryByText("Abstract deadline"),
    ).not.toBeInTheDocument();
  });
});
