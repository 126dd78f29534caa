import { screen, waitFor } from "@testing-library/react";
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
import { enhanceHashLinks } from "./hash-links";

let scrollIntoView: Mock<Element["scrollIntoView"]>;
let stopEnhancing: () => void = () => {};
/** What the browser was left to do with each click: true when the script took the click over. */
let taken: boolean[];
const recordAndStay = (event: MouseEvent) => {
  taken.push(event.defaultPrevented);
  // jsdom cannot open another page.
  event.preventDefault();
};

function setUpPage(address = "/") {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = `
    <a href="#main">Skip to content</a>
    <a href="/#contact">Contact Us</a>
    <a href="/event">Events</a>
    <a href="/event#top">Top of the event page</a>
    <main id="main" tabindex="-1" aria-label="Content">
      <section id="about" tabindex="-1" aria-label="About Us"></section>
      <section id="contact" tabindex="-1" aria-label="Contact"></section>
    </main>`;
  stopEnhancing = enhanceHashLinks();
  return userEvent.setup();
}

beforeEach(() => {
  // jsdom does not lay pages out, so it has no scrollIntoView of its own.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  taken = [];
  window.addEventListener("click", recordAndStay);
});

afterEach(() => {
  stopEnhancing();
  window.removeEventListener("click", recordAndStay);
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  document.body.innerHTML = "";
});

describe("enhanceHashLinks", () => {
  it("lands a link to a section of this page on the section, focused, and puts it in the address", async () => {
    const user = setUpPage();
    const historyLength = window.history.length;

    await user.click(screen.getByRole("link", { name: "Contact Us" }));

    const contact = screen.getByRole("region", { name: "Contact" });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([contact]);
    expect(window.location.hash).toBe("#contact");
    expect(window.history.length).toBe(historyLength + 1);
    expect(taken).toEqual([true]);
  });

  it("lands again when the same link is chosen twice, without a second history entry", async () => {
    const user = setUpPage();
    const link = screen.getByRole("link", { name: "Contact Us" });
    await user.click(link);
    const historyLength = window.history.length;

    await user.click(link);

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    expect(window.history.length).toBe(historyLength);
  });

  it("moves focus to the content with the skip link", async () => {
    const user = setUpPage("/event");

    await user.click(screen.getByRole("link", { name: "Skip to content" }));

    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });

  it("lands on the section of an address that arrives with a hash", async () => {
    setUpPage("/#about");
    const about = screen.getByRole("region", { name: "About Us" });
    await waitFor(() => expect(about).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([about]);
  });

  it("leaves links to other pages to the browser", async () => {
    const user = setUpPage();

    await user.click(screen.getByRole("link", { name: "Events" }));
    await user.click(
      screen.getByRole("link", { name: "Top of the event page" }),
    );

    expect(taken).toEqual([false, false]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves a click with a modifier key, such as one for a new tab, to the browser", async () => {
    const user = setUpPage();

    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Contact Us" }));
    await user.keyboard("{/Control}");

    expect(taken).toEqual([false]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
