import { afterEach, describe, expect, it, vi } from "vitest";
import near from "./near";

type Entry = { isIntersecting: boolean };

/** A browser's intersection observers, played by the test: `show(entries)` reports to each of them. */
function stubIntersections() {
  const observers: {
    options?: IntersectionObserverInit;
    observed: Element[];
    disconnect: () => void;
    report: (entries: Entry[]) => void;
  }[] = [];
  class FakeObserver {
    observed: Element[] = [];
    disconnect = vi.fn();
    constructor(
      callback: (entries: Entry[]) => void,
      public options?: IntersectionObserverInit,
    ) {
      observers.push({
        options,
        observed: this.observed,
        disconnect: this.disconnect,
        report: callback,
      });
    }
    observe(element: Element) {
      this.observed.push(element);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const show = (entries: Entry[]) => {
    for (const observer of observers) observer.report(entries);
  };
  return { observers, show };
}

/** Starts the directive on an island holding a form, on a page in the given state of loading. */
function start(readyState: DocumentReadyState) {
  vi.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  const island = document.createElement("astro-island");
  const form = document.createElement("form");
  island.append(form);
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  near(load, { name: "ContactForm", value: "" }, island);
  return { load, hydrate, form };
}

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("client:near", () => {
  it("watches nothing until the page has loaded, then the island's content from the next frame", async () => {
    const { observers } = stubIntersections();
    const { form } = start("interactive");
    await nextFrame();
    expect(observers[0]?.observed).toEqual([]);

    window.dispatchEvent(new Event("load"));
    expect(observers[0]?.observed).toEqual([]);
    await nextFrame();

    expect(observers[0]?.observed).toEqual([form]);
    expect(observers[0]?.options?.rootMargin).toBe("100% 0px");
  });

  it("loads nothing while the island is far from the viewport, and hydrates it once it nears it", async () => {
    const { observers, show } = stubIntersections();
    const { load, hydrate } = start("complete");
    await nextFrame();

    show([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    show([{ isIntersecting: true }]);

    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });
});
