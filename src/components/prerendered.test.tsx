import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
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
      <Prerendered>
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
