// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareImage } from "./images";
import { slots } from "./prepare";

let dir = "";
let photoBytes = 0;

/** A JPEG of a gradient with grain: at 4000×3000 it weighs several MB, as a phone's photo does. */
async function makePhoto(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = (((index / 3) % width) / width) * 170 + Math.random() * 80;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A square JPEG of hard-edged fine detail that no quality brings within 40 KB at 480 px as WebP. */
async function makePattern(size: number) {
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      pixels.set(
        [(x * 7 + y * 3) % 256, (x * y) % 256, (y * 5) % 256],
        (y * size + x) * 3,
      );
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Whether EXIF data (as sharp gives it: "Exif\0\0" and a TIFF structure) points to a GPS block. */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) =>
    little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at);
  const u32 = (at: number) =>
    little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at);
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry += 1)
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "media-"));
  const photo = await makePhoto(4000, 3000);
  photoBytes = photo.length;
  writeFileSync(join(dir, "phone-photo.jpg"), photo);
  writeFileSync(join(dir, "grainy.jpg"), await makePhoto(600, 600));
  writeFileSync(join(dir, "pattern.jpg"), await makePattern(600));
  writeFileSync(
    join(dir, "small.png"),
    await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer(),
  );
  writeFileSync(
    join(dir, "poster.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"><rect width="800" height="1000"/></svg>',
  );
  writeFileSync(
    join(dir, "hostile poster.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" onload="alert(1)">
      <script>alert(2)</script><rect width="400" height="500" fill="#036"/>
      <image href="https://tracker.example/pixel.png" width="1" height="1"/></svg>`,
  );
  writeFileSync(
    join(dir, "IMG_20250101_120000 Amina's phone.jpg"),
    await sharp(await makePhoto(900, 675))
      .withExif({
        IFD0: { Make: "Example Phone Co", Model: "Phone 1", Artist: "Amina" },
        IFD2: { BodySerialNumber: "SN-0000-1234" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "1/1 17/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "36/1 49/1 0/1",
        },
      })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("prepareImage", () => {
  it("turns a several-MB 4000×3000 photo into square AVIF and WebP portraits of a few KB", async () => {
    expect(photoBytes).toBeGreaterThan(3 * 1024 * 1024);
    const { picture, files } = await prepareImage(
      dir,
      "phone-photo.jpg",
      slots.portrait,
      join(dir, "cache"),
    );

    expect(files.map(({ fileName }) => fileName)).toEqual(
      [160, 320, 480].flatMap((width) =>
        ["avif", "webp"].map((extension) =>
          expect.stringMatching(
            new RegExp(`^assets/media/[0-9a-f]{10}-${width}\\.${extension}$`),
          ),
        ),
      ),
    );
    for (const { fileName, source } of files) {
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
      const { width, height, format } = await sharp(source).metadata();
      expect(width).toBe(height);
      expect(format).toBe(fileName.endsWith(".avif") ? "heif" : "webp");
    }
    expect(picture).toMatchObject({ width: 480, height: 480 });
    expect(picture.src).toMatch(/^\/assets\/media\/[0-9a-f]{10}-320\.webp$/);
    expect(picture.sources.map(({ type }) => type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(picture.sources[0]?.srcSet).toMatch(
      /^\/assets\/media\/[0-9a-f]{10}-160\.avif 160w, \/\S+-320\.avif 320w, \/\S+-480\.avif 480w$/,
    );
  }, 60_000);

  it("encodes a grainy photo at a lower quality where it must, so that each portrait file stays within 40 KB", async () => {
    const { files } = await prepareImage(
      dir,
      "grainy.jpg",
      slots.portrait,
      join(dir, "cache"),
    );
    const atUsualQuality = await sharp(join(dir, "grainy.jpg"))
      .resize(480, 480)
      .webp({ quality: 75 })
      .toBuffer();
    expect(atUsualQuality.length).toBeGreaterThan(40 * 1024);
    expect(files).toHaveLength(6);
    for (const { fileName, source } of files)
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
  }, 60_000);

  it("leaves out a portrait's widths that no quality brings within 40 KB", async () => {
    const { picture, files } = await prepareImage(
      dir,
      "pattern.jpg",
      slots.portrait,
      join(dir, "cache"),
    );
    const atLowestQuality = await sharp(join(dir, "pattern.jpg"))
      .resize(480, 480)
      .webp({ quality: 10 })
      .toBuffer();
    expect(atLowestQuality.length).toBeGreaterThan(40 * 1024);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const { fileName, source } of files) {
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
      expect(fileName).not.toMatch(/-480\./);
    }
    expect(picture.width).toBe(picture.height);
    expect(picture.width).toBeLessThan(480);
    for (const { srcSet } of picture.sources)
      expect(srcSet).not.toMatch(/480w/);
  }, 60_000);

  it("keeps a photo's proportions in a poster, and never makes it wider than it is", async () => {
    const { picture, files } = await prepareImage(
      dir,
      "small.png",
      slots.poster,
      join(dir, "cache"),
    );
    expect(picture).toMatchObject({ width: 300, height: 200 });
    expect(files).toHaveLength(2);
    const { width, height } = await sharp(files[0]?.source).metadata();
    expect({ width, height }).toEqual({ width: 300, height: 200 });
  });

  it("ships an SVG under the hash of its content, with the size of its viewBox", async () => {
    const { picture, files } = await prepareImage(
      dir,
      "poster.svg",
      slots.poster,
      join(dir, "cache"),
    );
    expect(picture).toEqual({
      src: expect.stringMatching(/^\/assets\/media\/[0-9a-f]{10}\.svg$/),
      width: 800,
      height: 1000,
      sources: [],
    });
    expect(files.map(({ fileName }) => `/${fileName}`)).toEqual([picture.src]);
  });

  it("ships an SVG sanitised, whatever way it got into content/media", async () => {
    const { picture, files } = await prepareImage(
      dir,
      "hostile poster.svg",
      slots.poster,
      join(dir, "cache"),
    );
    expect(picture).toMatchObject({ width: 400, height: 500 });
    const svg = Buffer.from(files[0]?.source ?? []).toString("utf8");
    expect(svg).toContain('fill="#036"');
    expect(svg).not.toMatch(/script|onload|alert|<image|tracker/);
  });

  it("names no file after the original, so no space or odd character can break a srcset", async () => {
    const original = "IMG_20250101_120000 Amina's phone.jpg";
    const { picture, files } = await prepareImage(
      dir,
      original,
      slots.poster,
      join(dir, "cache"),
    );
    const addresses = [
      picture.src,
      ...picture.sources.flatMap(({ srcSet }) =>
        srcSet.split(", ").map((entry) => entry.split(" ")[0]),
      ),
      ...files.map(({ fileName }) => `/${fileName}`),
    ];
    for (const address of addresses)
      expect(address).toMatch(
        /^\/assets\/media\/[0-9a-f]{10}-\d+\.(avif|webp)$/,
      );
    expect(JSON.stringify(picture)).not.toMatch(/IMG|Amina|phone/);
  }, 60_000);

  it("keeps every poster file within 40 KB", async () => {
    const { files } = await prepareImage(
      dir,
      "phone-photo.jpg",
      slots.poster,
      join(dir, "cache"),
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const { fileName, source } of files)
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
  }, 60_000);

  it("ships no GPS position, camera serial number or name: the files carry no metadata", async () => {
    const original = "IMG_20250101_120000 Amina's phone.jpg";
    const input = await sharp(join(dir, original)).metadata();
    const exif = input.exif?.toString("latin1") ?? "";
    expect(hasGps(input.exif)).toBe(true);
    expect(exif).toContain("SN-0000-1234");
    expect(exif).toContain("Amina");

    const { files } = await prepareImage(
      dir,
      original,
      slots.portrait,
      join(dir, "cache"),
    );
    for (const { fileName, source } of files) {
      const output = await sharp(source).metadata();
      expect(output.exif, fileName).toBeUndefined();
      expect(output.xmp, fileName).toBeUndefined();
      expect(Buffer.from(source).toString("latin1"), fileName).not.toMatch(
        /SN-0000-1234|Amina|Example Phone/,
      );
    }
  }, 60_000);
});
