// @vitest-environment node
import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import { contentHash, uploadName } from "./upload-name";

const hash = "3fa9c2d1";
const name = (original: string, extension = "jpg") =>
  uploadName(original, extension, hash, anyAscii);

describe("uploadName", () => {
  it.each([
    ["صورة عمرو.HEIC", "swrh-mrw-3fa9c2d1.jpg"],
    ["Amélie Ñúñez.JPG", "amelie-nunez-3fa9c2d1.jpg"],
    ["Ngozi’s portrait (1).png", "ngozis-portrait-1-3fa9c2d1.jpg"],
    ["IMG_20250814_101530.HEIC", "img-20250814-101530-3fa9c2d1.jpg"],
    ["team   photo 2025.jpeg", "team-photo-2025-3fa9c2d1.jpg"],
    ["Ωμέγα.webp", "omega-3fa9c2d1.jpg"],
    ["photo.backup.jpg", "photo-backup-3fa9c2d1.jpg"],
  ])("%s → %s", (original, expected) => {
    expect(name(original)).toBe(expected);
  });

  it("leaves out emoji rather than spelling them", () => {
    expect(name("🎉 Launch party 🎉.jpg")).toBe("launch-party-3fa9c2d1.jpg");
  });

  it("gives the extension of the file as it is saved, not as it was", () => {
    expect(name("Drawing.SVG", "svg")).toBe("drawing-3fa9c2d1.svg");
    expect(name("Logo.webp", "png")).toBe("logo-3fa9c2d1.png");
  });

  it.each(["!!!.jpg", "🎉🎉.jpg", "....jpg", ".jpg", "", "   "])(
    "never gives an empty name: %j",
    (original) => {
      expect(name(original)).toBe("photo-3fa9c2d1.jpg");
    },
  );

  it.each(["CON.jpg", "nul.png", "Com1.jpeg", "lpt9.jpg", "aux"])(
    "never gives a name Windows refuses: %s",
    (original) => {
      const saved = name(original).replace(/\.jpg$/, "");
      expect(saved).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/);
    },
  );

  it("shortens a very long name at a word, to at most 60 letters before the hash", () => {
    const saved = name(`${"quantum computing workshop ".repeat(12)}.jpg`);
    expect(saved.length).toBeLessThanOrEqual(60 + "-3fa9c2d1.jpg".length);
    expect(saved).toMatch(/^quantum-computing-workshop-.*[a-z]-3fa9c2d1\.jpg$/);
    expect(name(`${"x".repeat(200)}.jpg`)).toBe(
      `${"x".repeat(60)}-3fa9c2d1.jpg`,
    );
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

describe("contentHash", () => {
  it("is the start of the file's SHA-256: the same for the same bytes, another for others", async () => {
    // SHA-256 of "abc": ba7816bf 8f01cfea…
    expect(await contentHash(new Blob(["abc"]))).toBe("ba7816bf");
    expect(await contentHash(new Blob(["abc"]))).toBe("ba7816bf");
    expect(await contentHash(new Blob(["abd"]))).not.toBe("ba7816bf");
  });

  it("tells apart two photos that phones name alike", async () => {
    const first = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1])]);
    const second = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 2])]);
    const names = await Promise.all(
      [first, second].map(async (photo) =>
        uploadName("IMG_4021.HEIC", "jpg", await contentHash(photo), anyAscii),
      ),
    );
    expect(names[0]).toMatch(/^img-4021-[0-9a-f]{8}\.jpg$/);
    expect(names[1]).not.toBe(names[0]);
  });
});
