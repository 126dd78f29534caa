import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p>You are on {pathname}</p>
      <Link to="/chapters">Chapters</Link>
      <Link to="https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo">
        Listen on Spotify
      </Link>
    </>
  );
}

function renderPage() {
  const Stub = createRoutesStub([{ path: "/*", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("Link", () => {
  it("opens another site in a new tab, safely, and says so", () => {
    renderPage();
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

  it("keeps a page of this site in the same tab, through the router", async () => {
    renderPage();
    const link = screen.getByRole("link", { name: "Chapters" });
    expect(link).toHaveAttribute("href", "/chapters");
    expect(link).not.toHaveAttribute("target");

    await userEvent.setup().click(link);

    expect(screen.getByText("You are on /chapters")).toBeInTheDocument();
  });
});
