// @module-tag content
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { forgetRegions } from "../lib/prerendered-regions";
import { readRegionsOf } from "../test/prerendered";
import { SiteShell } from "./site-shell";

afterEach(forgetRegions);

/** The shell rendered in the browser, on a page whose prerendered regions (the footer's) were read. */
function renderSite() {
  const Stub = createRoutesStub([
    {
      path: "/*",
      Component: () => (
        <SiteShell>
          <p>Page content</p>
        </SiteShell>
      ),
    },
  ]);
  readRegionsOf(<Stub initialEntries={["/event"]} />);
  render(<Stub initialEntries={["/event"]} />);
}

describe("SiteShell", () => {
  it("wraps the page in the header, a main landmark and the footer", () => {
    renderSite();
    expect(screen.getByRole("banner")).toBeInTheDocument();
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
