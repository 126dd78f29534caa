import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, Outlet, useNavigate } from "react-router";
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
} from "vitest";
import { SiteShell } from "./site-shell";

function Home() {
  return (
    <>
      <section id="about" tabIndex={-1} aria-label="About Us section">
        About
      </section>
      <section id="contact" tabIndex={-1} aria-label="Contact Us section">
        Contact
      </section>
    </>
  );
}

function Event() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Go back
    </button>
  );
}

function renderSite(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SiteShell>
          <Outlet />
        </SiteShell>
      ),
      children: [
        { index: true, Component: Home },
        { path: "event", Component: Event },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

let scrollIntoView: Mock<Element["scrollIntoView"]>;

beforeEach(() => {
  // jsdom does not lay pages out, so it has no scrollIntoView of its own.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

describe("SiteShell", () => {
  it("wraps the page in the header, a main landmark and the footer", () => {
    renderSite("/event");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("button", { name: "Go back" }),
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("offers a link that skips to the content", () => {
    renderSite("/event");
    expect(
      screen.getByRole("link", { name: "Skip to content" }),
    ).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("lands a section link from another page on the section, focused", async () => {
    const user = renderSite("/event");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    const contact = screen.getByRole("region", { name: "Contact Us section" });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(contact);
  });

  it("lands on the section of an address opened directly", async () => {
    renderSite("/#about");
    const about = screen.getByRole("region", { name: "About Us section" });
    await waitFor(() => expect(about).toHaveFocus());
    expect(scrollIntoView.mock.contexts[0]).toBe(about);
  });

  it("leaves the scroll position to the browser on back and forward", async () => {
    const user = renderSite("/event");
    await user.click(screen.getByRole("link", { name: "About Us" }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledOnce());
    await user.click(
      screen.getByRole("link", { name: "Events & Initiatives" }),
    );

    await user.click(screen.getByRole("button", { name: "Go back" }));

    await screen.findByRole("region", { name: "About Us section" });
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });
});
