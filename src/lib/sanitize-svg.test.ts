// @vitest-environment node
import { JSDOM } from "jsdom";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeSvg, SvgRefused, type SvgWindow } from "./sanitize-svg";

const { window } = new JSDOM("");
const clean = (svg: string) => sanitizeSvg(svg, window as unknown as SvgWindow);

/** A drawing with every way an SVG can run code or load a file, beside the parts it is made of. */
const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 80" width="100" height="80" onload="alert(1)">
  <script>alert(2)</script>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#123"/></linearGradient></defs>
  <style>.dot { fill: #f60; }</style>
  <style>@import url(https://tracker.example/a.css);</style>
  <rect width="100" height="80" fill="url(#sky)" onclick="alert(3)"/>
  <circle class="dot" cx="50" cy="40" r="10" style="fill: #0a0"/>
  <a href="javascript:alert(4)"><text x="5" y="20">Workshop</text></a>
  <a xlink:href="https://elsewhere.example/"><text x="5" y="40">Elsewhere</text></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <image href="data:image/jpeg;base64,/9j/4AAQ" width="1" height="1"/>
  <use href="#sky"/>
  <use href="https://elsewhere.example/icons.svg#star"/>
  <rect width="1" height="1" style="fill: url(https://tracker.example/b.svg#p)"/>
  <animate attributeName="href" to="javascript:alert(5)"/>
</svg>`;

describe("sanitizeSvg", () => {
  const svg = clean(hostile);

  it("keeps the drawing: its size, gradients, style sheet, shapes and text", () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 100 80"');
    expect(svg).toContain('width="100"');
    expect(svg).toContain("<linearGradient");
    expect(svg).toContain('fill="url(#sky)"');
    expect(svg).toContain(".dot { fill: #f60; }");
    expect(svg).toContain('style="fill: #0a0"');
    expect(svg).toContain(">Workshop</text>");
  });

  it("removes scripts, event handlers and javascript: links", () => {
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    expect(svg).not.toMatch(/javascript:/i);
    expect(svg).not.toMatch(/alert/);
  });

  it("removes foreignObject, images (linked or embedded) and every outside reference", () => {
    expect(svg).not.toMatch(/foreignObject|<image|xhtml/i);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(svg).not.toMatch(/data:/);
    expect(svg).not.toMatch(/@import/);
  });

  it("gives well-formed XML, which a browser shows as an image", () => {
    const parsed = new window.DOMParser().parseFromString(svg, "image/svg+xml");
    expect(parsed.querySelector("parsererror")).toBe(null);
    expect(parsed.documentElement.localName).toBe("svg");
  });

  it("refuses a file that holds no SVG drawing", () => {
    expect(() => clean("<script>alert(1)</script>")).toThrow(SvgRefused);
    expect(() => clean("just some text")).toThrow(SvgRefused);
  });

  it.each([
    ["an escaped @import", "@\\69mport 'https://tracker.example/a.css';"],
    [
      "an escaped url(",
      ".dot { fill: u\\72l(https://tracker.example/b.svg#p) }",
    ],
    [
      "an escape inside url(",
      ".dot { fill: url(\\68ttps://tracker.example/b) }",
    ],
    ["an escaped quote", '.dot { fill: url("\\"https://tracker.example/b") }'],
    [
      "image-set",
      ".dot { fill: image-set('https://tracker.example/c.png' 1x) }",
    ],
    [
      "-webkit-image-set",
      ".dot { background: -webkit-image-set(url(https://tracker.example/c.png) 1x) }",
    ],
    [
      "a comment in the middle",
      "@im/**/port url(https://tracker.example/a.css);",
    ],
    ["upper case", "@IMPORT URL(https://tracker.example/a.css);"],
  ])("drops a style sheet and a style attribute with %s", (_, css) => {
    const cleaned = clean(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>${css}</style><rect width="10" height="10" style="${css.replace(/"/g, "&quot;")}"/></svg>`,
    );
    expect(cleaned).not.toMatch(/tracker|<style|style=/);
    expect(cleaned).toContain("<rect");
  });

  it("keeps no CSS an attacker writes that could load a file, and keeps the drawing", () => {
    const pieces = fc.constantFrom(
      "@",
      "import",
      "\\69",
      "\\72",
      "\\",
      " ",
      "u",
      "r",
      "l",
      "(",
      ")",
      "'",
      "https://tracker.example/x",
      "image-set",
      "/**/",
      "#sky",
      ";",
      "fill:",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }), (parts) => {
        const css = parts.join("");
        const cleaned = clean(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>${css.replace(/</g, "")}</style><rect width="10" height="10"/></svg>`,
        );
        expect(cleaned).toContain("<rect");
        // What is kept holds no escape, no import and no image or url() but of the drawing's parts.
        expect(cleaned).not.toMatch(
          /\\|\/\*|@import|image-set|url\(\s*['"]?\s*(?!#)/i,
        );
      }),
      { numRuns: 500 },
    );
  });
});
