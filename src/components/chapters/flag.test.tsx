import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Flag } from "./flag";

const props = {
  code: "mr",
  src: "https://flagcdn.com/mr.svg",
  country: "Mauritania",
};

describe("Flag", () => {
  it("loads the flag lazily from the flag service, sized and without a referrer", () => {
    render(<Flag {...props} />);
    const flag = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(flag.tagName).toBe("IMG");
    expect(flag).toHaveAttribute("src", "https://flagcdn.com/mr.svg");
    expect(flag).toHaveAttribute("width", "72");
    expect(flag).toHaveAttribute("height", "48");
    expect(flag).toHaveAttribute("loading", "lazy");
    expect(flag).toHaveAttribute("referrerpolicy", "no-referrer");
  });

  it("shows the country code on a tile when the image fails to load", () => {
    render(<Flag {...props} />);
    const image = screen.getByRole("img", { name: "Flag of Mauritania" });

    fireEvent.error(image);

    const tile = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(tile.tagName).not.toBe("IMG");
    expect(tile).toHaveTextContent("mr");
    expect(image).not.toBeInTheDocument();
  });

  it("shows the tile when the image failed before the page came to life", () => {
    // A broken image that finished loading before React attached its error handler.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(
      true,
    );
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(
      0,
    );
    render(<Flag {...props} />);

    const tile = screen.getByRole("img", { name: "Flag of Mauritania" });
    expect(tile.tagName).not.toBe("IMG");
    expect(tile).toHaveTextContent("mr");
  });

  it("keeps an image that loaded before the page came to life", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(
      true,
    );
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(
      72,
    );
    render(<Flag {...props} />);

    expect(
      screen.getByRole("img", { name: "Flag of Mauritania" }).tagName,
    ).toBe("IMG");
  });
});
