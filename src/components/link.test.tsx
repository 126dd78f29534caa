import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

describe("Link", () => {
  it("opens another site in a new tab, safely, and says so", () => {
    render(
      <Link to="https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo">
        Listen on Spotify
      </Link>,
    );
    const link = screen.getByRole("link", {
      name: "Listen on Spotify (opens in a new tab)",
    });
    expect(link).toHaveAttribute(
      "href",
      "https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leads to a page of this site in the same tab, as a plain link", () => {
    render(<Link to="/chapters">Chapters</Link>);
    const link = screen.getByRole("link", { name: "Chapters" });
    expect(link).toHaveAttribute("href", "/chapters");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
    expect(link).toHaveTextContent(/^Chapters$/);
  });

  it("leaves a download to the browser", () => {
    render(
      <Link to="/calendar/example-workshop.ics" download>
        Add to calendar
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Add to calendar" });
    expect(link).toHaveAttribute("href", "/calendar/example-workshop.ics");
    expect(link).toHaveAttribute("download");
  });
});
