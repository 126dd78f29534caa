// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectMediaType } from "./media-type";

const pixel = () =>
  sharp({
    create: { width: 8, height: 8, channels: 4, background: "#3366cc80" },
  });
const bytes = (text: string) => new TextEncoder().encode(text);

/** The start of an ISO media file: an ftyp box with these brands. */
function isoFile(major: string, ...compatible: string[]) {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + brands.length;
  return new Uint8Array([
    0,
    0,
    0,
    size,
    ...bytes("ftyp"),
    ...bytes(brands),
    ...bytes("\0\0\0\x08meta"),
  ]);
}

describe("detectMediaType", () => {
  it.each([
    ["jpeg", () => pixel().jpeg().toBuffer()],
    ["png", () => pixel().png().toBuffer()],
    ["webp", () => pixel().webp().toBuffer()],
    ["avif", () => pixel().avif().toBuffer()],
    ["gif", () => pixel().gif().toBuffer()],
  ] as const)("knows a %s image by its bytes", async (type, make) => {
    expect(detectMediaType(new Uint8Array(await make()))).toBe(type);
  });

  it.each([
    ["an iPhone photo", isoFile("heic", "mif1", "heic")],
    ["a HEIF image", isoFile("mif1", "mif1", "heic")],
    ["a HEIC burst", isoFile("hevc", "msf1")],
  ])("knows %s as HEIC", (_, file) => {
    expect(detectMediaType(file)).toBe("heic");
  });

  it("knows an AVIF image in a HEIF box by its brands", () => {
    expect(detectMediaType(isoFile("mif1", "mif1", "avif"))).toBe("avif");
  });

  it.each([
    ["a bare drawing", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      "a drawing program's export",
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Some Drawing App 1.0 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg version="1.1" viewBox="0 0 10 10"></svg>',
    ],
  ])("knows an SVG: %s", (_, svg) => {
    expect(detectMediaType(bytes(svg))).toBe("svg");
  });

  it.each([
    ["%PDF-1.7\n%âãÏÓ\n1 0 obj", "a PDF document"],
    ["These are my notes, saved as photo.jpg", "a text file"],
    ["<!doctype html><html><body>page</body></html>", "a web page"],
    ["PK\x03\x04\x14\0\x06\0", "a ZIP archive"],
    ["II*\0\x08\0\0\0", "a TIFF image"],
  ])("names what else a file is: %j", (start, description) => {
    const type = detectMediaType(bytes(start));
    expect(type).toEqual({
      description: expect.stringContaining(description),
    });
  });

  it("names a video as a video, not as HEIC", () => {
    expect(detectMediaType(isoFile("isom", "isom", "mp42"))).toEqual({
      description: expect.stringContaining("video"),
    });
  });

  it("says so when it does not know the bytes", () => {
    expect(detectMediaType(new Uint8Array([0, 1, 2, 3, 250, 251, 0]))).toEqual({
      description: "a file of an unknown kind",
    });
  });
});
