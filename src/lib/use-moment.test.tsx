import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateInPage, prerenderInPage } from "../test/island";
import { useToday } from "./use-today";

// The build's day, as a page passes it to its island.
const buildDate = "2025-07-15";

function Today() {
  return <p>{useToday(buildDate)}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useToday", () => {
  it("renders the build's date on the server, whatever the day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 8, 1, 10, 0));
    expect(renderToString(<Today />)).toBe(`<p>${buildDate}</p>`);
  });

  it("hydrates the build's date without a mismatch, then shows the visitor's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 8, 1, 10, 0));
    const container = prerenderInPage(<Today />);
    expect(container).toHaveTextContent(buildDate);
    const recovered = hydrateInPage(container, <Today />);
    expect(screen.getByText("2025-09-01")).toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();
  });

  it("uses the visitor's calendar date late in the evening", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 7, 21, 23, 45));
    render(<Today />);
    expect(screen.getByText("2025-08-21")).toBeInTheDocument();
  });

  it("moves on to the next day at the visitor's midnight", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date(2025, 7, 21, 23, 59));
    render(<Today />);
    expect(screen.getByText("2025-08-21")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByText("2025-08-22")).toBeInTheDocument();
  });

  it("checks the date again when the tab comes back into view", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 7, 21, 9, 0));
    render(<Today />);
    vi.setSystemTime(new Date(2025, 7, 23, 9, 0));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByText("2025-08-23")).toBeInTheDocument();
  });
});
