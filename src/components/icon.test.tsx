import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";
import { iconNames } from "../lib/icon-names";

describe("Icon", () => {
  it("draws every named icon from a symbol of the sprite", () => {
    const sprite = readFileSync("src/assets/icons.svg", "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(symbols).toEqual([...iconNames]);
  });

  it("is hidden from assistive technology and points at the sprite", () => {
    const { container } = render(<Icon name="menu" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(
      /icons\.svg.*#menu$/,
    );
  });

  it.each([
    [undefined, "20"],
    ["size-6 group-aria-expanded:hidden", "24"],
    ["size-16 sm:size-20", "64"],
  ])(
    "with the class %s, is %s px wide and high without the stylesheet",
    (className, size) => {
      const { container } = render(<Icon name="menu" className={className} />);
      const svg = container.querySelector("svg");
      expect(svg).toHaveAttribute("width", size);
      expect(svg).toHaveAttribute("height", size);
    },
  );
});
