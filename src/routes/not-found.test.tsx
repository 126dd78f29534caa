// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import App from "../root";
import NotFound, { meta } from "./not-found";
import { errorPage, site } from "../content/site";
import { forgetRegions } from "../lib/prerendered-regions";
import { readRegionsOf } from "../test/prerendered";

afterEach(forgetRegions);

describe("the not-found route", () => {
  it("answers any unknown address with the error screen inside the site", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: App,
        children: [{ path: "*", Component: NotFound }],
      },
    ]);
    // The header's and footer's regions, as the page the visitor came from has them.
    readRegionsOf(<Stub initialEntries={["/"]} />);
    render(<Stub initialEntries={["/no/such/page"]} />);

    const main = await screen.findByRole("main");
    expect(
      within(main).getByRole("heading", {
        level: 1,
        name: errorPage.title,
      }),
    ).toBeInTheDocument();
    expect(within(main).getByText("404 Not Found")).toBeInTheDocument();
    expect(
      within(main).getByRole("link", { name: errorPage.homeLink }),
    ).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("keeps the page out of search engines", () => {
    expect(meta()).toContainEqual({
      title: `${errorPage.notFound} · ${site.name}`,
    });
    expect(meta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});
