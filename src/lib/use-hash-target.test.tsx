import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
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
  window.history.replaceState(null, "", "/");
});

/** A page whose one island runs the hook, as the site's menu does. */
function Page() {
  useHashTarget();
  return (
    <main>
      <a href="#contact">Contact Us</a>
      <a href="#later">Later</a>
      <h1 tabIndex={-1}>Quantum Africa</h1>
      <section id="about" tabIndex={-1} aria-label="About Us" />
      <section id="contact" tabIndex={-1} aria-label="Contact" />
    </main>
  );
}

/** The page at `address`, its scripts run. */
function renderAt(address: string) {
  window.history.replaceState(null, "", address);
  render(<Page />);
  return userEvent.setup();
}

/** A section that appears in the page after the scripts have run. */
function addLateSection() {
  const late = document.createElement("section");
  late.id = "later";
  late.tabIndex = -1;
  late.setAttribute("aria-label", "Later");
  document.body.append(late);
  return late;
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

  it("does nothing on an address without a hash", async () => {
    renderAt("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("lands a link to a section of the same page on it, focused and smoothly", async () => {
    const user = renderAt("/");

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    const contact = screen.getByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(window.location.hash).toBe("#contact");
    expect(scrollIntoView).toHaveBeenCalledWith({
      behavior: "smooth",
      block: "start",
    });
  });

  it("lands on the section whenever the hash changes", async () => {
    renderAt("/#about");
    const about = screen.getByRole("region", { name: "About Us" });
    await waitFor(() => expect(about).toHaveFocus());

    window.location.hash = "#contact";

    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Contact" })).toHaveFocus(),
    );
  });

  it("lands again on a link to the section the address already names", async () => {
    const user = renderAt("/#contact");
    const contact = screen.getByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());
    screen.getByRole("heading", { level: 1 }).focus();

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    await waitFor(() => expect(contact).toHaveFocus());
  });

  it("waits for a section that is not in the page yet", async () => {
    const user = renderAt("/");
    await user.click(screen.getByRole("link", { name: "Later" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrollIntoView).not.toHaveBeenCalled();

    const late = addLateSection();

    await waitFor(() => expect(late).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([late]);
  });

  it("gives up waiting for one section when the visitor asks for another", async () => {
    const user = renderAt("/");
    await user.click(screen.getByRole("link", { name: "Later" }));
    await user.click(screen.getByRole("link", { name: "Contact Us" }));
    const contact = screen.getByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());

    addLateSection();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(contact).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([contact]);
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
  });
});
