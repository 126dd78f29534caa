import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { events } from "../../content/event";
import { EventCard } from "./event-card";

const found = events.find(({ id }) => id === "qml4africa-2025");
if (!found) throw new Error("content/events/qml4africa-2025.json is missing");
const event = found;

function renderCard() {
  render(<EventCard event={event} />);
}

describe("EventCard", () => {
  it("shows the title and the poster with its description", () => {
    renderCard();
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
    renderCard();
    expect(screen.getByText("22 August 2025")).toBeInTheDocument();
    expect(screen.getByText("Kigali, Rwanda")).toBeInTheDocument();
    expect(screen.getByText("30 June 2025")).toBeInTheDocument();
  });

  it("shows every paragraph of the description", () => {
    renderCard();
    for (const paragraph of event.description.split("\n\n")) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });

  it("lists the topics and the co-organisers", () => {
    renderCard();
    expect(screen.getByText("Quantum machine learning")).toBeInTheDocument();
    expect(screen.getByText(/Stephanie Muller/)).toHaveTextContent(
      "Lebohang Mashatola",
    );
  });

  it("opens Register and Submit Abstract at one address, in a new tab", () => {
    renderCard();
    const register = screen.getByRole("link", {
      name: "Register (opens in a new tab)",
    });
    const submit = screen.getByRole("link", {
      name: "Submit Abstract (opens in a new tab)",
    });
    expect(register).toHaveAttribute("href", "https://lnkd.in/dUJvAMJZ");
    expect(submit).toHaveAttribute("href", register.getAttribute("href"));
    for (const link of [register, submit]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
