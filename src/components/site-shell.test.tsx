// @module-tag content
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteShell } from "./site-shell";

/** The shell of a page, with a menu of the test's own in its header. */
function renderSite() {
  render(
    <SiteShell menu={<nav aria-label="Main" />}>
      <p>Page content</p>
    </SiteShell>,
  );
}

describe("SiteShell", () => {
  it("wraps the page in the header with its menu, a main landmark and the footer", () => {
    renderSite();
    expect(screen.getByRole("banner")).toContainElement(
      screen.getByRole("navigation", { name: "Main" }),
    );
    expect(screen.getByRole("main")).toContainElement(
      screen.getByText("Page content"),
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("offers a link that skips to the content, which the content can take focus for", () => {
    renderSite();
    expect(
      screen.getByRole("link", { name: "Skip to content" }),
    ).toHaveAttribute("href", "#main");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveAttribute("tabindex", "-1");
  });
});
