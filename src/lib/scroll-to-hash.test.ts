import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HASH_TARGET_TIMEOUT_MS,
  prefersReducedMotion,
  scrollToHash,
  waitForElement,
} from "./scroll-to-hash";

function addSection(id: string) {
  const section = document.createElement("section");
  section.id = id;
  section.tabIndex = -1;
  // jsdom does not lay pages out, so it has no scrollIntoView of its own.
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

function stubReducedMotion(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return matchMedia;
}

/** Lets a promise run its course and says whether it has settled yet. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

beforeEach(() => {
  document.body.replaceChildren();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HASH_TARGET_TIMEOUT_MS", () => {
  it("is ten seconds, as the specification says", () => {
    expect(HASH_TARGET_TIMEOUT_MS).toBe(10_000);
  });
});

describe("waitForElement", () => {
  it("resolves at once with an element that is already there", async () => {
    const section = addSection("about");
    await expect(waitForElement("about")).resolves.toBe(section);
  });

  it("resolves when the element appears later", async () => {
    const waiting = waitForElement("contact");
    const state = track(waiting);
    await Promise.resolve();
    expect(state.settled).toBe(false);

    const section = addSection("contact");
    await expect(waiting).resolves.toBe(section);
  });

  it("finds an element added deep inside the page", async () => {
    const waiting = waitForElement("research-initiatives");
    const wrapper = document.createElement("div");
    document.body.append(wrapper);
    const section = document.createElement("section");
    section.id = "research-initiatives";
    wrapper.append(section);
    await expect(waiting).resolves.toBe(section);
  });

  it("gives up with null after ten seconds by default", async () => {
    vi.useFakeTimers();
    const waiting = waitForElement("missing");
    const state = track(waiting);

    await vi.advanceTimersByTimeAsync(HASH_TARGET_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBeNull();
  });

  it("honours a shorter timeout", async () => {
    vi.useFakeTimers();
    const waiting = waitForElement("missing", { timeout: 500 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(waiting).resolves.toBeNull();
  });

  it("does not wait at all when already aborted", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    controller.abort();

    await expect(
      waitForElement("missing", { signal: controller.signal }),
    ).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops waiting with null when aborted", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = waitForElement("late", { signal: controller.signal });

    controller.abort();
    await expect(waiting).resolves.toBeNull();
    // Aborted well before the timeout: no timer was needed to settle it.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops watching the page once it has settled", async () => {
    vi.useFakeTimers();
    const disconnect = vi.spyOn(MutationObserver.prototype, "disconnect");
    const waiting = waitForElement("late", { timeout: 100 });
    expect(vi.getTimerCount()).toBe(1);

    addSection("late");
    await expect(waiting).resolves.not.toBeNull();
    expect(disconnect).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("prefersReducedMotion", () => {
  it("is false where the browser cannot tell", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it("follows the visitor's setting", () => {
    stubReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    stubReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe("scrollToHash", () => {
  it("scrolls smoothly to the target and focuses it", async () => {
    stubReducedMotion(false);
    const section = addSection("about");

    await expect(scrollToHash("#about")).resolves.toBe(true);

    expect(section.scrollIntoView).toHaveBeenCalledWith({
      behavior: "smooth",
      block: "start",
    });
    expect(section).toHaveFocus();
  });

  it("jumps instantly when the visitor prefers reduced motion", async () => {
    const matchMedia = stubReducedMotion(true);
    const section = addSection("contact");

    await expect(scrollToHash("#contact")).resolves.toBe(true);

    expect(matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)");
    expect(section.scrollIntoView).toHaveBeenCalledWith({
      behavior: "instant",
      block: "start",
    });
    expect(section).toHaveFocus();
  });

  it("focuses without a second, unsmooth scroll", async () => {
    stubReducedMotion(false);
    const section = addSection("about");
    const focus = vi.spyOn(section, "focus");

    await scrollToHash("#about");

    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("waits for a target that appears later", async () => {
    stubReducedMotion(false);
    const landing = scrollToHash("#research-initiatives");
    await Promise.resolve();
    const section = addSection("research-initiatives");

    await expect(landing).resolves.toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
    expect(section).toHaveFocus();
  });

  it("accepts a hash without its #, and an encoded one", async () => {
    stubReducedMotion(false);
    const plain = addSection("contact");
    const accented = addSection("café");

    await expect(scrollToHash("contact")).resolves.toBe(true);
    expect(plain).toHaveFocus();

    await expect(scrollToHash("#caf%C3%A9")).resolves.toBe(true);
    expect(accented).toHaveFocus();
  });

  it("does nothing for an empty hash", async () => {
    await expect(scrollToHash("")).resolves.toBe(false);
    await expect(scrollToHash("#")).resolves.toBe(false);
  });

  it("gives up when the target never appears", async () => {
    vi.useFakeTimers();
    const landing = scrollToHash("#nowhere");
    await vi.advanceTimersByTimeAsync(HASH_TARGET_TIMEOUT_MS);
    await expect(landing).resolves.toBe(false);
  });

  it("neither scrolls nor focuses once aborted", async () => {
    stubReducedMotion(false);
    const controller = new AbortController();
    const landing = scrollToHash("#about", { signal: controller.signal });
    controller.abort();
    const section = addSection("about");

    await expect(landing).resolves.toBe(false);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    expect(section).not.toHaveFocus();
  });

  it("neither scrolls nor focuses when aborted before it starts", async () => {
    stubReducedMotion(false);
    const controller = new AbortController();
    controller.abort();
    const section = addSection("about");

    await expect(
      scrollToHash("#about", { signal: controller.signal }),
    ).resolves.toBe(false);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    expect(section).not.toHaveFocus();
  });
});
