import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

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

  it("moves to a page of this site in the same tab, through the router", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => <Link to="/chapters">Chapters</Link>,
      },
      { path: "/chapters", Component: Where },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const link = screen.getByRole("link", { name: "Chapters" });
    expect(link).toHaveAttribute("href", "/chapters");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");

    await userEvent.setup().click(link);

    expect(await screen.findByText("At /chapters")).toBeInTheDocument();
  });

  it("leaves a download to the browser, outside the router", () => {
    render(
      <Link to="/calendar/example-workshop.ics" download>
        Add to calendar
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Add to calendar" });
    expect(link).toHaveAttribute("href", "/calendar/example-workshop.ics");
    expect(link).toHaveAttribute("download");
  });

  it.each(["/calendar/events.ics", "/calendar/a-made-up-event.ics"])(
    "leaves a calendar file, %s, to the browser even without download",
    async (path) => {
      const Stub = createRoutesStub([
        { path: "/", Component: () => <Link to={path}>Calendar</Link> },
        { path: "*", Component: Where },
      ]);
      render(<Stub initialEntries={["/"]} />);
      const link = screen.getByRole("link", { name: "Calendar" });
      expect(link).toHaveAttribute("href", path);
      // React Router marks the links it moves by; <Prerendered> takes only those.
      expect(link).not.toHaveAttribute("data-discover");
    },
  );
});
