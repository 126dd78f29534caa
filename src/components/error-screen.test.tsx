// @module-tag content
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen";
import { errorPage } from "../content/site";

function renderScreen(props: { detail: string; stack?: string }) {
  render(<ErrorScreen {...props} />);
}

describe("ErrorScreen", () => {
  it("reads 'Unexpected Application Error!' followed by the detail", () => {
    renderScreen({ detail: "404 Not Found" });
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: errorPage.title,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });

  it("links back to the home page", () => {
    renderScreen({ detail: "404 Not Found" });
    const home = screen.getByRole("link", { name: errorPage.homeLink });
    expect(home).toHaveAttribute("href", "/");
    expect(home).not.toHaveAttribute("target");
  });

  it("shows a stack when it is given one", () => {
    renderScreen({ detail: "Boom", stack: "Error: Boom\n    at render" });
    expect(screen.getByText("Boom")).toBeInTheDocument();
    expect(screen.getByText(/at render/)).toBeInTheDocument();
  });
});
