import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { enhanceFlag } from "../../enhance/flag";
import { Flag } from "./flag";

const props = {
  code: "mr",
  src: "https://flagcdn.com/mr.svg",
  country: "Mauritania",
};

function renderFlag() {
  const { container } = render(<Flag {...props} />);
  const image = container.querySelector("img");
  if (!image) throw new Error("Flag renders no image");
  enhanceFlag(image);
  return image;
}

/** The image's state when the script runs: complete and of what width (0 when it failed). */
function stubLoadState(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(
    complete,
  );
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(
    naturalWidth,
  );
}

describe("Flag", () => {
  it("loads the flag lazily from the flag service, sized and without a referrer", () => {
    renderFlag();
    const flag = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(flag.tagName).toBe("IMG");
    expect(flag).toHaveAttribute("src", "https://flagcdn.com/mr.svg");
    expect(flag).toHaveAttribute("width", "72");
    expect(flag).toHaveAttribute("height", "48");
    expect(flag).toHaveAttribute("loading", "lazy");
    expect(flag).toHaveAttribute("referrerpolicy", "no-referrer");
  });

  it("shows the country code on a tile when the image fails to load", () => {
    const image = renderFlag();

    fireEvent.error(image);

    const tile = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(tile.tagName).not.toBe("IMG");
    expect(tile).toHaveTextContent("mr");
    expect(image).not.toBeVisible();
  });

  it("shows the tile when the image failed before the script ran", () => {
    stubLoadState(true, 0);
    renderFlag();

    const tile = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(tile.tagName).not.toBe("IMG");
    expect(tile).toHaveTextContent("mr");
  });

  it("keeps an image that loaded before the script ran", () => {
    stubLoadState(true, 72);
    renderFlag();

    expect(
      screen.getByRole("img", { name: "Flag of Mauritania" }).tagName,
    ).toBe("IMG");
  });

  it("keeps a lazy image that has not started loading", () => {
    stubLoadState(false, 0);
    renderFlag();

    expect(
      screen.getByRole("img", { name: "Flag of Mauritania" }).tagName,
    ).toBe("IMG");
  });
});
