import { init, prefetch } from "astro/virtual-modules/prefetch.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchOnIntent } from "./prefetch-on-intent";

vi.mock("astro/virtual-modules/prefetch.js", () => ({
  init: vi.fn(),
  prefetch: vi.fn(),
}));

/** A page of the test's own: a link, one that asks for no prefetch, and a paragraph. */
function page() {
  document.body.innerHTML = `
    <a href="/example-page">Example page</a>
    <a href="/example-other" data-astro-prefetch="false">Example other</a>
    <p>Some text</p>`;
  const [link, refusing] = document.querySelectorAll("a");
  const text = document.querySelector("p");
  if (!link || !refusing || !text) throw new Error("the page is incomplete");
  return { link, refusing, text };
}

let stop = () => {};
afterEach(() => {
  stop();
  vi.clearAllMocks();
  document.body.innerHTML = "";
});

describe("prefetchOnIntent", () => {
  it("loads nothing until a link is pointed at", async () => {
    const { text } = page();
    stop = prefetchOnIntent();
    text.dispatchEvent(new Event("pointerover", { bubbles: true }));
    text.dispatchEvent(new Event("focusin", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(init).not.toHaveBeenCalled();
  });

  it.each(["pointerover", "touchstart", "focusin"])(
    "starts Astro's prefetch at the first %s on a link, and fetches that link's page",
    async (intent) => {
      const { link } = page();
      stop = prefetchOnIntent();
      link.dispatchEvent(new Event(intent, { bubbles: true }));
      await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce());
      expect(prefetch).toHaveBeenCalledWith(link.href);
      expect(init).toHaveBeenCalledExactlyOnceWith({
        prefetchAll: true,
        defaultStrategy: "hover",
      });
    },
  );

  it("starts once: later links are Astro's own", async () => {
    const { link, refusing } = page();
    stop = prefetchOnIntent();
    link.dispatchEvent(new Event("pointerover", { bubbles: true }));
    link.dispatchEvent(new Event("focusin", { bubbles: true }));
    refusing.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(init).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(init).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it("starts Astro's prefetch, but fetches nothing, for a link that asks for no prefetch", async () => {
    const { refusing } = page();
    stop = prefetchOnIntent();
    refusing.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(init).toHaveBeenCalledOnce());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("listens no more once stopped", async () => {
    const { link } = page();
    prefetchOnIntent()();
    link.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(init).not.toHaveBeenCalled();
  });
});
