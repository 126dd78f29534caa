// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import App, { ErrorBoundary } from "./root";
import { copyright, errorPage } from "./content/site";
import { forgetRegions } from "./lib/prerendered-regions";
import { readRegionsOf } from "./test/prerendered";

afterEach(forgetRegions);

function renderApp(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: App,
      ErrorBoundary,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        {
          path: "broken",
          loader: () => {
            throw new Error("The chapters could not be read");
          },
          Component: () => null,
        },
        {
          path: "unavailable",
          loader: () => {
            throw data(null, {
              status: 503,
              statusText: "Service Unavailable",
            });
          },
          Component: () => null,
        },
        {
          path: "failing",
          loader: () => {
            throw new Response(null, { status: 500 });
          },
          Component: () => null,
        },
        {
          path: "gone",
          loader: () => {
            throw new Response(null, { status: 404 });
          },
          Component: () => null,
        },
        {
          path: "odd",
          loader: () => {
            // Something that is neither a response nor an Error.
            throw "odd";
          },
          Component: () => null,
        },
      ],
    },
  ]);
  // The header's and footer's regions, as the home page has them: the browser reads them from its page.
  readRegionsOf(<Stub initialEntries={["/"]} />);
  render(<Stub initialEntries={[path]} />);
}

async function findErrorDetail() {
  const heading = await screen.findByRole("heading", {
    level: 1,
    name: errorPage.title,
  });
  return heading.nextElementSibling?.textContent;
}

describe("the root error boundary", () => {
  it("renders a page inside the header and footer", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Home" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("answers an unknown address with '404 Not Found'", async () => {
    renderApp("/no-such-page");
    expect(await findErrorDetail()).toBe("404 Not Found");
  });

  it("keeps the header and footer around the error screen", async () => {
    renderApp("/no-such-page");
    await findErrorDetail();
    expect(
      within(screen.getByRole("banner")).getByRole("button", { name: "Menu" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent(errorPage.title);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(copyright);
    expect(
      screen.getByRole("link", { name: errorPage.homeLink }),
    ).toHaveAttribute("href", "/");
  });

  it("shows the message of a thrown error", async () => {
    renderApp("/broken");
    expect(await findErrorDetail()).toBe("The chapters could not be read");
  });

  it("shows the status and status text of an error response", async () => {
    renderApp("/unavailable");
    expect(await findErrorDetail()).toBe("503 Service Unavailable");
  });

  it("names a 404 response without a status text 'Not Found'", async () => {
    renderApp("/gone");
    expect(await findErrorDetail()).toBe("404 Not Found");
  });

  it("names any other response without a status text 'Error'", async () => {
    renderApp("/failing");
    expect(await findErrorDetail()).toBe("500 Error");
  });

  it("says 'Unknown error' for anything else", async () => {
    renderApp("/odd");
    expect(await findErrorDetail()).toBe("Unknown error");
  });
});
