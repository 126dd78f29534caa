import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { forgetRegions } from "../lib/prerendered-regions";
import { DatedRegion, lazyView } from "./dated-region";

afterEach(forgetRegions);

/** The page as prerendered: the region's HTML on the build's date. */
function pageWithRegion() {
  const page = document.createElement("div");
  page.innerHTML =
    '<div class="contents" data-prerendered-id="list"><p>On the build\'s date</p></div>';
  document.body.append(page);
  return page;
}

function Day({ day }: { day: string }) {
  return <p>On {day}</p>;
}

describe("DatedRegion in the browser", () => {
  it("shows the region's HTML until the code that draws it has arrived, then draws it", async () => {
    pageWithRegion();
    let arrive: (view: typeof Day) => void = () => {};
    const View = lazyView(
      () =>
        new Promise<typeof Day>((resolve) => {
          arrive = resolve;
        }),
      () => "list",
    );
    render(
      <DatedRegion id="list" today="2026-01-15">
        <View day="2026-01-15" />
      </DatedRegion>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getAllByText("On the build's date")).toHaveLength(2);

    await act(async () => arrive(Day));

    expect(screen.getByText("On 2026-01-15")).toBeInTheDocument();
    expect(screen.getAllByText("On the build's date")).toHaveLength(1);
  });

  it("keeps the region's HTML when that code cannot be had", async () => {
    pageWithRegion();
    const View = lazyView<{ day: string }>(
      () => Promise.reject(new TypeError("offline")),
      () => "list",
    );
    await act(async () => {
      render(
        <DatedRegion id="list" today="2026-01-15">
          <View day="2026-01-15" />
        </DatedRegion>,
        { wrapper: MemoryRouter },
      );
    });

    expect(screen.getAllByText("On the build's date")).toHaveLength(2);
    expect(screen.queryByText("On 2026-01-15")).not.toBeInTheDocument();
  });
});
