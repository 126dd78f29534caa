import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetRegions,
  loadRegions,
  loadRegionsAndData,
  regionHtml,
} from "../lib/prerendered-regions";
import { hydrateInPage, prerenderInPage } from "../test/prerendered";
import { Prerendered } from "./prerendered";

const rendered = vi.fn();
function Counted() {
  rendered();
  return <p>Counted content</p>;
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function Page() {
  return (
    <main>
      <Prerendered id="page">
        <Counted />
        {/* As React Router's <Link> renders a link to a page of this site. */}
        <a href="/chapters" data-discover="true">
          <span>Chapters</span>
        </a>
        <a href="https://example.org/" target="_blank" rel="noreferrer">
          Elsewhere
        </a>
      </Prerendered>
    </main>
  );
}

const site = () =>
  createRoutesStub([
    { path: "/", Component: Page },
    { path: "/chapters", Component: Where },
  ]);

/** The page as the build prerenders it, then hydrated as the browser does. */
function prerenderAndHydrate() {
  const Stub = site();
  vi.stubEnv("SSR", true);
  const container = prerenderInPage(<Stub initialEntries={["/"]} />);
  vi.stubEnv("SSR", false);
  rendered.mockClear();
  const onRecoverableError = hydrateInPage(
    container,
    <Stub initialEntries={["/"]} />,
  );
  return { container, onRecoverableError };
}

describe("Prerendered", () => {
  it("keeps the prerendered HTML through hydration, without rendering its children", () => {
    const { container, onRecoverableError } = prerenderAndHydrate();

    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByText("Counted content")).toBeInTheDocument();
    expect(container.querySelector(".contents")?.children).toHaveLength(3);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("renders its children in the browser, as after a client-side navigation", () => {
    const Stub = site();
    rendered.mockClear();
    render(<Stub initialEntries={["/"]} />);

    expect(rendered).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Counted content")).toBeInTheDocument();
  });

  it("renders its children when React replaces HTML it could not hydrate", () => {
    const Stub = site();
    vi.stubEnv("SSR", true);
    const container = prerenderInPage(<Stub initialEntries={["/"]} />);
    vi.stubEnv("SSR", false);
    // A browser extension or a translation changed the page before React ran.
    container.querySelector("main")?.prepend("Changed text");

    const onRecoverableError = hydrateInPage(
      container,
      <Stub initialEntries={["/"]} />,
    );

    expect(onRecoverableError).toHaveBeenCalled();
    expect(screen.getByText("Counted content")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Chapters" })).toBeInTheDocument();
  });

  it("moves to a page of this site through the router when one of its links is clicked", async () => {
    prerenderAndHydrate();

    // On the link's text, inside it, as a visitor's click lands.
    await userEvent.setup().click(screen.getByText("Chapters"));

    expect(await screen.findByText("At /chapters")).toBeInTheDocument();
  });

  it("moves by the router from the keyboard too", async () => {
    prerenderAndHydrate();
    const user = userEvent.setup();
    act(() => screen.getByRole("link", { name: "Chapters" }).focus());

    await user.keyboard("{Enter}");

    expect(await screen.findByText("At /chapters")).toBeInTheDocument();
  });

  it("leaves a click with a modifier key, and a link to another site, to the browser", async () => {
    prerenderAndHydrate();
    const user = userEvent.setup();
    const leftToBrowser: string[] = [];
    const noteAndStop = (event: MouseEvent) => {
      if (!event.defaultPrevented)
        leftToBrowser.push((event.target as Element).closest("a")?.href ?? "");
      event.preventDefault();
    };
    document.addEventListener("click", noteAndStop);

    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Chapters" }));
    await user.keyboard("{/Control}");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    document.removeEventListener("click", noteAndStop);

    expect(leftToBrowser).toEqual([
      "http://localhost:3000/chapters",
      "https://example.org/",
    ]);
    expect(screen.queryByText(/^At /)).not.toBeInTheDocument();
  });
});

/** A page as the browser builds it: its region has no children, as in the browser's bundle. */
function BrowserPage() {
  return (
    <main>
      <Prerendered id="page">{false}</Prerendered>
    </main>
  );
}

const prerenderedDocument = `<!DOCTYPE html><html><body><main>
  <div class="contents" data-prerendered-id="page"><h1>Chapters</h1>
    <a href="/chapters" data-discover="true">Chapters</a></div>
</main></body></html>`;

describe("Prerendered without children, in the browser", () => {
  afterEach(forgetRegions);

  it("renders the region as its page's prerendered document has it, after a client-side navigation", async () => {
    const fetched = vi.fn((url: string) => {
      void url;
      return Promise.resolve(new Response(prerenderedDocument));
    });
    vi.stubGlobal("fetch", fetched);
    const Stub = createRoutesStub([
      { path: "/", Component: () => <Link to="/page">Open the page</Link> },
      { path: "/page", Component: BrowserPage, loader: loadRegions },
      { path: "/chapters", Component: Where },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("link", { name: "Open the page" }));

    expect(
      await screen.findByRole("heading", { name: "Chapters" }),
    ).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledWith("/page", expect.anything());
    await user.click(screen.getByRole("link", { name: "Chapters" }));
    expect(await screen.findByText("At /chapters")).toBeInTheDocument();
  });

  it("loads the address as a document when the page's HTML cannot be had", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));

    const answer: unknown = await loadRegions({
      request: new Request("http://localhost:3000/event"),
    }).catch((thrown: unknown) => thrown);

    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.headers.get("Location")).toBe("/event");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("gives a page its build-time data with its regions, or loads it as a document without either", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(new Response(prerenderedDocument)),
    );
    const request = new Request("http://localhost:3000/event/example");
    const data = { id: "example", title: "Example Workshop" };

    await expect(
      loadRegionsAndData({ request, serverLoader: async () => data }),
    ).resolves.toEqual(data);
    expect(regionHtml("page")).toContain("<h1>Chapters</h1>");

    const answer: unknown = await loadRegionsAndData({
      request,
      serverLoader: () => Promise.reject(new TypeError("offline")),
    }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/event/example");
  });

  it("renders again the HTML it kept through hydration when React mounts it anew", () => {
    function Moving() {
      const [moved, setMoved] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setMoved(true)}>
            Move
          </button>
          {moved ? (
            <section key="past" aria-label="Past">
              <Prerendered id="card">
                {import.meta.env.SSR && <Counted />}
              </Prerendered>
            </section>
          ) : (
            <section key="upcoming" aria-label="Upcoming">
              <Prerendered id="card">
                {import.meta.env.SSR && <Counted />}
              </Prerendered>
            </section>
          )}
        </main>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: Moving }]);
    vi.stubEnv("SSR", true);
    const container = prerenderInPage(<Stub initialEntries={["/"]} />);
    vi.stubEnv("SSR", false);
    hydrateInPage(container, <Stub initialEntries={["/"]} />);
    // Another element of the page with the region's id, first in the page, is not where the HTML comes
    // from: the region React hydrated is.
    const other = document.createElement("div");
    other.dataset.prerenderedId = "card";
    other.textContent = "Another region";
    document.body.prepend(other);

    act(() => screen.getByRole("button", { name: "Move" }).click());

    const past = screen.getByRole("region", { name: "Past" });
    expect(past).toHaveTextContent("Counted content");
    expect(past).not.toHaveTextContent("Another region");
    other.remove();
  });
});
