// @vitest-environment node
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animatedAvif, animation, apng } from "../test/animated-images";
import { ImageRefused, maxPixels, prepareImage } from "./images";
import { slots } from "./prepare";

let dir = "";

/**
 * A JPEG of grain (gaussian noise around mid-grey), made by sharp: the stronger the grain, the more
 * bytes any encoding of it takes, as with a photo full of fine detail.
 */
const grain = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

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
  // Wider and taller than a portrait's widest file (480 px), so that every width is scaled down, and
  // grainy enough that its WebP at the usual quality is over 40 KB at 480 px.
  writeFileSync(join(dir, "photo.jpg"), await grain(600, 500, 30));
  // So grainy that no quality brings its WebP within 40 KB at 480 px.
  writeFileSync(join(dir, "noise.jpg"), await grain(480, 480, 100));
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
    await sharp(await grain(120, 90, 10))
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
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Encoding AVIF and WebP at each width: the slowest case took 2.8 s alone on 2 cores and 5.2 s beside two
// other test runs; a limit of about four times that.
const encoding = { timeout: 20_000 };

describe("prepareImage", encoding, () => {
  it("turns a photo larger than a portrait into square AVIF and WebP files at each of its widths, each within 40 KB", async () => {
    const photo = await sharp(join(dir, "photo.jpg")).metadata();
    expect(Math.min(photo.width, photo.height)).toBeGreaterThan(480);
    expect(statSync(join(dir, "photo.jpg")).size).toBeGreaterThan(40 * 1024);
    const { picture, files } = await prepareImage(
      dir,
      "photo.jpg",
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
      expect(width, fileName).toBe(Number(/-(\d+)\.\w+$/.exec(fileName)?.[1]));
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
  });

  it("encodes a grainy photo at a lower quality where it must, so that each portrait file stays within 40 KB", async () => {
    const { files } = await prepareImage(
      dir,
      "photo.jpg",
      slots.portrait,
      join(dir, "cache"),
    );
    const atUsualQuality = await sharp(join(dir, "photo.jpg"))
      .resize(480, 480)
      .webp({ quality: 75 })
      .toBuffer();
    expect(atUsualQuality.length).toBeGreaterThan(40 * 1024);
    expect(files).toHaveLength(6);
    for (const { fileName, source } of files)
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
  });

  it("leaves out a portrait's widths that no quality brings within 40 KB", async () => {
    const { picture, files } = await prepareImage(
      dir,
      "noise.jpg",
      slots.portrait,
      join(dir, "cache"),
    );
    const atLowestQuality = await sharp(join(dir, "noise.jpg"))
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
  });

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
  });

  it("keeps every poster file within 40 KB", async () => {
    const { files } = await prepareImage(
      dir,
      "photo.jpg",
      slots.poster,
      join(dir, "cache"),
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const { fileName, source } of files)
      expect(source.length, fileName).toBeLessThanOrEqual(40 * 1024);
  });

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
  });
});

describe(
  "prepareImage, with colours and frames a phone or a designer may send",
  encoding,
  () => {
    /** A small picture of one colour: a few pixels are enough, and cheap to encode. */
    const flat = (r: number, g: number, b: number) =>
      sharp({
        create: { width: 16, height: 16, channels: 3, background: { r, g, b } },
      });

    /** The colour of the middle of the WebP the build ships. */
    async function shipped(file: string): Promise<number[]> {
      const { files } = await prepareImage(
        dir,
        file,
        { widths: [8], square: false },
        join(dir, "cache"),
      );
      const webp = files.find((made) => made.fileName.endsWith(".webp"));
      const { data, info } = await sharp(webp?.source)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const middle =
        (Math.floor(info.height / 2) * info.width +
          Math.floor(info.width / 2)) *
        3;
      return [...data.subarray(middle, middle + 3)];
    }

    const near = (found: number[], expected: number[]) =>
      found.every(
        (value, index) => Math.abs(value - (expected[index] ?? 0)) <= 6,
      );

    /** A CMYK JPEG with no profile, as sharp makes it from an sRGB colour. */
    async function cmykJpeg(file: string, r: number, g: number, b: number) {
      writeFileSync(
        join(dir, file),
        await flat(r, g, b)
          .toColourspace("cmyk")
          .jpeg({ quality: 100 })
          .toBuffer(),
      );
      const metadata = await sharp(join(dir, file)).metadata();
      expect([metadata.space, metadata.hasProfile]).toEqual(["cmyk", false]);
    }

    it("turns a CMYK JPEG with no profile into sRGB by libvips' generic CMYK profile", async () => {
      await cmykJpeg("cmyk-red.jpg", 254, 0, 0);
      await cmykJpeg("cmyk-blue.jpg", 31, 96, 192);
      for (const file of ["cmyk-red.jpg", "cmyk-blue.jpg"]) {
        const byProfile = [
          ...(await sharp(join(dir, file))
            .toColourspace("srgb")
            .raw()
            .toBuffer()),
        ].slice(0, 3);
        const found = await shipped(file);
        expect(near(found, byProfile), `${file}: ${found.join(",")}`).toBe(
          true,
        );
      }
      // Red stays red, blue stays blue.
      const [red = 0, green = 0, blue = 0] = await shipped("cmyk-red.jpg");
      expect(red).toBeGreaterThan(200);
      expect(Math.max(green, blue)).toBeLessThan(30);
      const [, , deep = 0] = await shipped("cmyk-blue.jpg");
      expect(deep).toBeGreaterThan(140);
    });

    it("turns a CMYK JPEG with its own ICC profile into sRGB by that profile, as colour-managed viewers show it", async () => {
      // Blue 31,96,192 in inks by sharp's CMYK profile, which the JPEG carries (most of its bytes).
      writeFileSync(
        join(dir, "cmyk-profiled.jpg"),
        await flat(31, 96, 192)
          .toColourspace("cmyk")
          .withIccProfile("cmyk")
          .jpeg({ quality: 100 })
          .toBuffer(),
      );
      const original = sharp(join(dir, "cmyk-profiled.jpg"));
      const metadata = await original.metadata();
      expect([metadata.space, metadata.hasProfile]).toEqual(["cmyk", true]);
      // The colour the profile gives the inks, as lcms reads the whole original.
      const byProfile = [
        ...(await original.clone().toColourspace("srgb").raw().toBuffer()),
      ].slice(0, 3);
      // Ink by ink, as for a CMYK JPEG without a profile: another colour, which would be wrong here.
      const [c = 0, m = 0, y = 0, k = 0] = await original
        .clone()
        .pipelineColourspace("cmyk")
        .toColourspace("cmyk")
        .raw()
        .toBuffer();
      const light = (ink: number) => ((255 - ink) * (255 - k)) / 255;
      expect(near(byProfile, [light(c), light(m), light(y)])).toBe(false);

      const found = await shipped("cmyk-profiled.jpg");
      expect(near(found, byProfile), `${found.join(",")}`).toBe(true);
    });

    it("turns a picture in another colour space (Display P3) into sRGB by its profile", async () => {
      writeFileSync(
        join(dir, "display-p3.png"),
        await flat(254, 0, 0).withIccProfile("p3").png().toBuffer(),
      );
      const found = await shipped("display-p3.png");
      expect(near(found, [254, 0, 0]), `${found.join(",")}`).toBe(true);
    });

    it.each([
      ["moving.gif", () => animation("gif")],
      ["moving.png", apng],
      ["moving.avif", animatedAvif],
    ])(
      "refuses an animated image (%s), saying what to upload instead",
      async (name, make) => {
        writeFileSync(join(dir, name), await make());
        await expect(
          prepareImage(dir, name, slots.photo, join(dir, "cache")),
        ).rejects.toThrow(
          /animated image.*upload the one frame to show, as a JPEG or PNG/,
        );
      },
    );

    it.each([
      ["still.gif", "a GIF image", () => flat(0, 128, 0).gif().toBuffer()],
      ["scan.tif", "a TIFF image", () => flat(0, 128, 0).tiff().toBuffer()],
      ["portrait.jpg", "a TIFF image", () => flat(0, 128, 0).tiff().toBuffer()],
    ])(
      "refuses %s, which no browser shows, naming it and what to send instead",
      async (name, what, make) => {
        writeFileSync(join(dir, name), await make());
        await expect(
          prepareImage(dir, name, slots.photo, join(dir, "cache")),
        ).rejects.toThrow(
          new RegExp(
            `^it is ${what}.*expected a JPEG, PNG, WebP or AVIF photo`,
          ),
        );
      },
    );

    it("refuses an iPhone photo (HEIC) renamed .jpg in one line that names it", async () => {
      // The start of a HEIC file: an ftyp box of its brands, then what sharp cannot decode.
      const brands = "heic\0\0\0\0mif1heicmiaf";
      writeFileSync(
        join(dir, "IMG_0001.jpg"),
        Buffer.concat([
          Buffer.from([0, 0, 0, 8 + brands.length]),
          Buffer.from(`ftyp${brands}`, "latin1"),
          Buffer.alloc(2048, 7),
        ]),
      );
      const error = await prepareImage(
        dir,
        "IMG_0001.jpg",
        slots.portrait,
        join(dir, "cache"),
      ).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ImageRefused);
      const message = (error as Error).message;
      expect(message).toMatch(/^it is an iPhone photo \(HEIC\)/);
      expect(message).not.toContain("\n");
    });
  },
);

/**
 * A photo whose header says it is `width` × `height` pixels: a small one, its size rewritten (a JPEG's
 * frame header, a PNG's IHDR with its checksum). The build must refuse it from the header, before it
 * decodes a pixel, so the pixels need not be there.
 */
async function claimedSize(
  type: "jpeg" | "png",
  width: number,
  height: number,
  cmyk = false,
): Promise<Buffer> {
  const base = sharp({
    create: { width: 8, height: 8, channels: 3, background: "#c33" },
  });
  if (type === "png") {
    const png = Buffer.from(await base.png().toBuffer());
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }
  const jpeg = Buffer.from(
    await (cmyk ? base.toColourspace("cmyk") : base).jpeg().toBuffer(),
  );
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2))
    if (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  throw new Error("no frame header");
}

describe("prepareImage, with a photo too large to decode", () => {
  it.each([
    [
      "a CMYK JPEG",
      "huge.jpg",
      "JPEG photo",
      () => claimedSize("jpeg", 16000, 16000, true),
    ],
    ["a PNG", "huge.png", "PNG image", () => claimedSize("png", 16000, 16000)],
  ])(
    "refuses %s of 16000 × 16000 pixels from its header, giving its size, the limit and its format",
    async (_, name, format, make) => {
      writeFileSync(join(dir, name), await make());
      const started = performance.now();
      const error = await prepareImage(
        dir,
        name,
        slots.portrait,
        join(dir, "cache"),
      ).catch((thrown: unknown) => thrown);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(error).toBeInstanceOf(ImageRefused);
      const message = (error as Error).message;
      expect(message).toContain(
        `this ${format} is 16,000 × 16,000 pixels (256 megapixels)`,
      );
      expect(message).toContain(`at most ${maxPixels / 1_000_000} megapixels`);
      expect(message).toMatch(/Make it smaller/);
      expect(message).not.toMatch(/expected a JPEG|\n/);
    },
  );

  it("refuses a strip too long on one side, though its pixels are within the limit", async () => {
    writeFileSync(join(dir, "strip.png"), await claimedSize("png", 20000, 100));
    await expect(
      prepareImage(dir, "strip.png", slots.photo, join(dir, "cache")),
    ).rejects.toThrow(/is 20,000 × 100 pixels.*16,383 pixels on a side/);
  });
});
