import { afterEach, describe, expect, it, vi } from "vitest";
import dated from "./dated";

const buildDate = "2025-07-15";

/**
 * The directive on an island built on `buildDate`, true until `until` if given, as Astro calls it: a
 * load that fetches the island's code.
 */
function start(until?: Date) {
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  const value = { day: buildDate, ...(until && { until: until.getTime() }) };
  dated(
    load,
    // Astro passes the value as the page wrote it, an object here, though its type says a string.
    { name: "DatedEventList", value: value as unknown as string },
    document.createElement("astro-island"),
  );
  return { load, hydrate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("client:dated", () => {
  it.each([
    ["a later day", new Date(2025, 6, 16, 0, 5)],
    ["an earlier day (a clock behind the build's)", new Date(2025, 6, 14, 23)],
  ])("loads and hydrates the island at once on %s", async (_, now) => {
    vi.useFakeTimers();
    vi.setSystemTime(now);

    const { load, hydrate } = start();
    await vi.advanceTimersByTimeAsync(0);

    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("on the build's day, loads nothing until the visitor's midnight, then hydrates", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 6, 15, 22, 30));

    const { load, hydrate } = start();
    await vi.advanceTimersByTimeAsync(89 * 60_000);
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60_000);

    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("early on the build's day, waits the whole day", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 6, 15, 0, 1));

    const { load } = start();
    await vi.advanceTimersByTimeAsync(23 * 3_600_000 + 58 * 60_000);
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledOnce();
  });

  it("on the build's day, hydrates at once once an event on it has started or ended", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 6, 15, 18, 30));

    const { load } = start(new Date(2025, 6, 15, 18));
    await vi.advanceTimersByTimeAsync(0);

    expect(load).toHaveBeenCalledOnce();
  });

  it("on the build's day, waits for the next instant an event changes, when it comes before midnight", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 6, 15, 13));

    const { load } = start(new Date(2025, 6, 15, 18));
    await vi.advanceTimersByTimeAsync(5 * 3_600_000 - 60_000);
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledOnce();
  });
});
