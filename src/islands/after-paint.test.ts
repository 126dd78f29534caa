import { describe, expect, it, vi } from "vitest";
import afterPaint from "./after-paint";

type Entries = { getEntriesByName: (name: string) => unknown[] };
type Callback = (list: Entries, observer: { disconnect: () => void }) => void;

/** A browser's paint timing, played by the test: `paint(name)` reports that paint to the observers. */
function stubPaintTiming() {
  const observers: { callback: Callback; disconnect: () => void }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "resource"];
    disconnect = vi.fn();
    constructor(private callback: Callback) {}
    observe() {
      observers.push({ callback: this.callback, disconnect: this.disconnect });
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  const paint = (entryName: string) => {
    for (const { callback, disconnect } of observers)
      callback(
        {
          getEntriesByName: (name) => (name === entryName ? [{ name }] : []),
        },
        { disconnect },
      );
  };
  return { paint, observers };
}

/** Starts the directive on an island of a page that is still loading. */
function start() {
  vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  afterPaint(
    load,
    { name: "SiteMenu", value: "" },
    document.createElement("astro-island"),
  );
  return { load, hydrate };
}

describe("client:afterpaint", () => {
  it("loads nothing until the page has painted its text, then hydrates the island", async () => {
    const { paint, observers } = stubPaintTiming();
    const { load, hydrate } = start();

    paint("first-paint");
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    paint("first-contentful-paint");

    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it("without paint timing, waits for the next frame, then hydrates", async () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    const { load, hydrate } = start();
    expect(load).not.toHaveBeenCalled();

    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(load).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it("hydrates after the load and a frame when no paint is ever recorded", async () => {
    stubPaintTiming();
    const { load, hydrate } = start();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));

    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
