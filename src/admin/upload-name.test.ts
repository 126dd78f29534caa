// @vitest-environment node
import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import { uploadName } from "./upload-name";

const today = new Date("2025-08-14T10:15:30Z");
const name = (original: string, extension = "jpg") =>
  uploadName(original, extension, today, anyAscii);

describe("uploadName", () => {
  it.each([
    ["صورة عمرو.HEIC", "swrh-mrw.jpg"],
    ["Amélie Ñúñez.JPG", "amelie-nunez.jpg"],
    ["Ngozi’s portrait (1).png", "ngozis-portrait-1.jpg"],
    ["IMG_20250814_101530.HEIC", "img-20250814-101530.jpg"],
    ["team   photo 2025.jpeg", "team-photo-2025.jpg"],
    ["Ωμέγα.webp", "omega.jpg"],
    ["photo.backup.jpg", "photo-backup.jpg"],
  ])("%s → %s", (original, expected) => {
    expect(name(original)).toBe(expected);
  });

  it("leaves out emoji rather than spelling them", () => {
    expect(name("🎉 Launch party 🎉.jpg")).toBe("launch-party.jpg");
  });

  it("gives the extension of the file as it is saved, not as it was", () => {
    expect(name("Drawing.SVG", "svg")).toBe("drawing.svg");
    expect(name("Logo.webp", "png")).toBe("logo.png");
  });

  it.each(["!!!.jpg", "🎉🎉.jpg", "....jpg", ".jpg", "", "   "])(
    "never gives an empty name: %j",
    (original) => {
      expect(name(original)).toBe("photo-2025-08-14.jpg");
    },
  );

  it.each(["CON.jpg", "nul.png", "Com1.jpeg", "lpt9.jpg", "aux"])(
    "avoids the names Windows refuses: %s",
    (original) => {
      const saved = name(original).replace(/\.jpg$/, "");
      expect(saved).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/);
      expect(saved).toMatch(/^[a-z0-9]+-image$/);
    },
  );

  it("shortens a very long name at a word, to at most 60 letters", () => {
    const saved = name(`${"quantum computing workshop ".repeat(12)}.jpg`);
    expect(saved.length).toBeLessThanOrEqual(64);
    expect(saved).toMatch(/^quantum-computing-workshop-.*[a-z]\.jpg$/);
    expect(name(`${"x".repeat(200)}.jpg`)).toBe(`${"x".repeat(60)}.jpg`);
  });

  it("gives only lower-case letters, digits and hyphens, which Decap keeps as they are", () => {
    for (const original of [
      "Photo (copy) #2 @ 50%.jpg",
      'a/b\\c:d*e?f"g<h>i|j.jpg',
      "tab\there.jpg",
    ])
      expect(name(original)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.jpg$/);
  });
});
