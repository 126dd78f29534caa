import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateInPage, prerenderInPage } from "../test/island";
import { useMoment } from "./use-moment";

// The build's moment, as a page passes it to its island: noon UTC on its day.
const built = {
  instant: Date.parse("2025-07-15T12:00:00Z"),
  day: "2025-07-15",
};
// An event of the page, which starts at 18:00 UTC on 21 August.
const events = [
  {
    times: {
      start: Date.parse("2025-08-21T18:00:00Z"),
      end: Date.parse("2025-08-21T20:00:00Z"),
    },
  },
];

function Now() {
  const { instant, day } = useMoment(built, events);
  return (
    <p>
      {day} {new Date(instant).toISOString()}
    </p>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useMoment", () => {
  it("renders the build's moment on the server, whatever the time", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 8, 1, 10, 0));
    expect(renderToString(<Now />)).toBe(
      "<p>2025-07-15<!-- --> <!-- -->2025-07-15T12:00:00.000Z</p>",
    );
  });

  it("hydrates the build's moment without a mismatch, then shows the visitor's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 8, 1, 10, 0));
    const container = prerenderInPage(<Now />);
    expect(container).toHaveTextContent("2025-07-15");
    const recovered = hydrateInPage(container, <Now />);
    expect(screen.getByText(/^2025-09-01 /)).toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();
  });

  it("uses the visitor's calendar date late in the evening", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 7, 21, 23, 45));
    render(<Now />);
    expect(screen.getByText(/^2025-08-21 /)).toBeInTheDocument();
  });

  it("moves on to the next day at the visitor's midnight", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date(2025, 7, 22, 23, 59));
    render(<Now />);
    expect(screen.getByText(/^2025-08-22 /)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByText(/^2025-08-23 /)).toBeInTheDocument();
  });

  it("reads the moment again when an event of the page starts, within the day", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(Date.parse("2025-08-21T17:59:00Z"));
    render(<Now />);
    expect(screen.getByText(/T17:59:00.000Z$/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/T18:00:00.000Z$/)).toBeInTheDocument();
  });

  it("checks the moment again when the tab comes back into view", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 7, 21, 9, 0));
    render(<Now />);
    vi.setSystemTime(new Date(2025, 7, 23, 9, 0));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByText(/^2025-08-23 /)).toBeInTheDocument();
  });
});
