import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet, useNavigate } from "react-router";
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
} from "vitest";
import { useHashTarget } from "./use-hash-target";

let scrollIntoView: Mock<Element["scrollIntoView"]>;

beforeEach(() => {
  // jsdom does not lay pages out, so it has no scrollIntoView of its own.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  delete document.documentElement.dataset.scroll;
});

/** Like the site shell, the hook lives in the layout that every page shares. */
function Layout() {
  useHashTarget();
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Home() {
  return (
    <>
      <Link to="/#contact">Contact Us</Link>
      <Link to="/event">Events</Link>
      <h1 tabIndex={-1}>Quantum Africa</h1>
      <section id="about" tabIndex={-1} aria-label="About Us" />
      <section id="contact" tabIndex={-1} aria-label="Contact" />
    </>
  );
}

function Event() {
  const navigate = useNavigate();
  return (
    <>
      <h1 tabIndex={-1}>Our Events</h1>
      <Link to="/#contact">Contact Us</Link>
      <Link to="/">Home</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: "/", Component: Home },
        { path: "/event", Component: Event },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

describe("useHashTarget", () => {
  it("lands an address that arrives with a hash on its section, focused", async () => {
    renderAt("/#about");
    const about = screen.getByRole("region", { name: "About Us" });
    await waitFor(() => expect(about).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(about);
  });

  it("leaves the focus where the visitor put it before the page's scripts ran", async () => {
    const field = document.body.appendChild(document.createElement("input"));
    field.focus();
    renderAt("/#about");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    field.remove();
  });

  it("lands a link to a section of the same page on it, smoothly", async () => {
    const user = renderAt("/");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    const contact = screen.getByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({
      behavior: "smooth",
      block: "start",
    });
    expect(document.documentElement.dataset.scroll).toBeUndefined();
  });

  it("lands a link from another page on the section once the page is there", async () => {
    const user = renderAt("/event");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Contact" })).toHaveFocus(),
    );
  });

  it("jumps at once, without gliding, to another page or back through history", async () => {
    const user = renderAt("/");
    await user.click(screen.getByRole("link", { name: "Events" }));
    expect(document.documentElement.dataset.scroll).toBe("instant");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));
    const contact = await screen.findByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(document.documentElement.dataset.scroll).toBeUndefined();
  });

  it("leaves back and forward to the router's own scroll positions", async () => {
    const user = renderAt("/#about");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "About Us" })).toHaveFocus(),
    );
    await user.click(screen.getByRole("link", { name: "Events" }));
    scrollIntoView.mockClear();

    await user.click(screen.getByRole("button", { name: "Back" }));

    await screen.findByRole("region", { name: "About Us" });
    expect(document.documentElement.dataset.scroll).toBe("instant");
    // Give the hook the chance to act: it must not move the view itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("focuses the new page's main heading after a move to another page, and again on the way back", async () => {
    const user = renderAt("/");
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Events" }));
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { level: 1, name: "Our Events" }),
      ).toHaveFocus(),
    );
    expect(scrollIntoView).not.toHaveBeenCalled();

    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { level: 1, name: "Quantum Africa" }),
      ).toHaveFocus(),
    );
  });

  it("follows the visitor's wish for less motion", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query === "(prefers-reduced-motion: reduce)",
      })),
    );
    const user = renderAt("/");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({
        behavior: "instant",
        block: "start",
      }),
    );
    vi.unstubAllGlobals();
  });
});
