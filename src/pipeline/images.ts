import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { animatedImageRefusal } from "../lib/animated-image.ts";
import {
  detectMediaType,
  isAnimated,
  mediaTypeNames,
  type MediaType,
} from "../lib/media-type.ts";
import { sanitizeSvg, type SvgWindow } from "../lib/sanitize-svg.ts";
import type { PreparedImage } from "../schemas/types";

/**
 * The widths an image slot is shown at (1×, 2×, 3×), whether it is cropped to a square, and the most
 * bytes one of its files may weigh.
 */
export type Slot = {
  widths: readonly number[];
  square: boolean;
  maxBytes?: number;
};

/** A file the build ships, at `fileName` under build/client. */
export type ImageFile = { fileName: string; source: Uint8Array };

/** The photos the build takes, by their bytes: what the editor saves, and what docs/editors.md lists. */
export const photoTypes = ["jpeg", "png", "webp", "avif"] as const;

export const rasterExtensions = ["avif", "jpeg", "jpg", "png", "webp"];

/**
 * The most pixels a photo may have. A photo is decoded whole when it must be turned or is not a JPEG
 * (which is decoded at a fraction of its size): a 16-bit RGBA PNG of 50 megapixels, turned, peaked at
 * 0.87 GB, a CMYK JPEG at 0.68 GB, both under the 1.5 GB a build may take.
 */
export const maxPixels = 50_000_000;

/** The widest and tallest any slot's intermediate may be: a very long strip is no photo either. */
const maxSide = 16_383;

const formats = [
  { type: "image/avif", extension: "avif", quality: 50 },
  { type: "image/webp", extension: "webp", quality: 75 },
] as const;

// Bump when the encoding settings change, so that cached files are made again.
const pipelineVersion = "6";

// AVIF's effort 2 encodes 3 to 15 times faster than its default 4, for files a few per cent larger: the
// first build after many new photos stays within a few times a build without them.
const avifEffort = 2;

// The lowest quality a photo is encoded at to stay within its slot's bytes.
const lowestQuality = 10;

/**
 * An SVG ships sanitised. A photo ships as AVIF and WebP at the slot's widths (never wider than the
 * original), with no metadata; the original never ships. Every file is named by the hash of its
 * source in /assets/media/, so no original file name reaches a page. Encoded files are cached in
 * cacheDir by the hash of the original and the settings.
 */
export async function prepareImage(
  mediaDir: string,
  file: string,
  slot: Slot,
  cacheDir: string,
): Promise<{ picture: PreparedImage; files: ImageFile[] }> {
  const source = readFileSync(join(mediaDir, file));
  if (extname(file).toLowerCase() === ".svg") {
    const svg = sanitizeSvg(source.toString("utf8"), await svgWindow());
    const { width, height } = svgSize(svg, file);
    const fileName = `assets/media/${contentHash(svg)}.svg`;
    return {
      picture: { src: `/${fileName}`, width, height, sources: [] },
      files: [{ fileName, source: Buffer.from(svg) }],
    };
  }

  // Read from its bytes, as the editor's upload does: sharp sees one frame of an animated PNG, and cannot
  // read an AVIF image sequence at all.
  const type = photoType(source);
  const name = mediaTypeNames[type];
  let metadata;
  try {
    // The header only: a photo too large is refused before a pixel is decoded.
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRefused(
      `it looks like a ${name} but cannot be opened (${firstLine(error)}): it may be damaged or cut short. Open it on your computer, save a copy as JPEG or PNG, and add the copy`,
    );
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > maxPixels || Math.max(metadata.width, metadata.height) > maxSide)
    throw new ImageRefused(
      `this ${name} is ${size(metadata.width)} × ${size(metadata.height)} pixels (${megapixels(pixels)} megapixels); a photo can be at most ${megapixels(maxPixels)} megapixels and ${size(maxSide)} pixels on a side, such as 8,000 × 6,000. Make it smaller (about 2000 pixels wide is plenty) and add it again`,
    );
  const rotated = (metadata.orientation ?? 1) >= 5;
  const naturalWidth = rotated ? metadata.height : metadata.width;
  const naturalHeight = rotated ? metadata.width : metadata.height;
  const widest = slot.square
    ? Math.min(naturalWidth, naturalHeight)
    : naturalWidth;
  const fitting = slot.widths.filter((width) => width <= widest);
  const widths =
    fitting.length > 0 ? fitting : [Math.min(widest, slot.widths[0] ?? widest)];
  const heightAt = (width: number) =>
    slot.square ? width : Math.round((width * naturalHeight) / naturalWidth);

  const hash = contentHash(
    source,
    JSON.stringify({ slot, formats, pipelineVersion }),
  );
  mkdirSync(cacheDir, { recursive: true });

  const cachedFile = (width: number, format: (typeof formats)[number]) =>
    join(cacheDir, `${hash}-${width}.${format.extension}`);
  const missing = widths.some((width) =>
    formats.some((format) => !existsSync(cachedFile(width, format))),
  );
  // Decoded once, one photo at a time, to the widest file: memory follows the largest photo, not the
  // sum of all of them.
  const upright = missing
    ? await oneAtATime(() =>
        uprightSrgb(source, Math.max(...widths), slot.square, name),
      )
    : undefined;

  const encoded = await Promise.all(
    widths.flatMap((width) =>
      formats.map(async (format) => {
        const cached = cachedFile(width, format);
        if (!existsSync(cached) && upright) {
          const resized = upright().resize(width, heightAt(width), {
            fit: "cover",
          });
          writeFileSync(cached, await encode(resized, format, slot.maxBytes));
        }
        return {
          type: format.type,
          width,
          fileName: `assets/media/${hash}-${width}.${format.extension}`,
          source: readFileSync(cached),
        };
      }),
    ),
  );

  // A width whose files are over the slot's bytes even at the lowest quality is left out, but for the
  // narrowest: the browser takes the next width down.
  const maxBytes = slot.maxBytes ?? Infinity;
  const kept = widths.filter(
    (width, index) =>
      index === 0 ||
      encoded.every(
        (made) => made.width !== width || made.source.length <= maxBytes,
      ),
  );
  const files = encoded.filter((made) => kept.includes(made.width));

  const srcSet = (type: string) =>
    files
      .filter((made) => made.type === type)
      .map((made) => `/${made.fileName} ${made.width}w`)
      .join(", ");
  const fallbackWidth = kept[Math.floor((kept.length - 1) / 2)];
  const fallback = files.find(
    (made) => made.type === "image/webp" && made.width === fallbackWidth,
  );
  const largest = Math.max(...kept);
  return {
    picture: {
      src: `/${fallback?.fileName ?? ""}`,
      width: largest,
      height: heightAt(largest),
      sources: formats.map(({ type }) => ({ type, srcSet: srcSet(type) })),
    },
    files: files.map(({ fileName, source: bytes }) => ({
      fileName,
      source: bytes,
    })),
  };
}

/** A picture the site will not publish, with what to do about it, in words an editor understands. */
export class ImageRefused extends Error {
  override name = "ImageRefused";
}

/**
 * The kind of photo the bytes hold, or ImageRefused saying what they are: the extension may lie (a
 * HEIC photo renamed .jpg), and only the four kinds every browser shows are published.
 */
function photoType(source: Uint8Array): (typeof photoTypes)[number] {
  const type: MediaType | { description: string } = detectMediaType(source);
  if (typeof type === "string" && isAnimated(source, type))
    throw new ImageRefused(animatedImageRefusal);
  const known = photoTypes as readonly string[];
  if (typeof type === "string" && known.includes(type))
    return type as (typeof photoTypes)[number];
  if (type === "heic")
    throw new ImageRefused(
      'it is an iPhone photo (HEIC), which browsers cannot show: upload it in the editor, which converts it to JPEG, or export it as JPEG first (in Photos: Share › Options › "Most Compatible")',
    );
  const what =
    typeof type === "string" ? `a ${mediaTypeNames[type]}` : type.description;
  throw new ImageRefused(
    `it is ${what}, not a photo the site publishes; expected a JPEG, PNG, WebP or AVIF photo (or an SVG drawing): save it as JPEG or PNG, or upload it in the editor, which converts it`,
  );
}

/**
 * The picture turned upright, in sRGB, at the widest the slot needs, as a sharp pipeline to resize:
 * one decode, with sharp's pixel limit. libvips converts by the picture's ICC profile (CMYK, Display
 * P3, Adobe RGB…), and a CMYK picture without one by its generic CMYK profile. A JPEG is decoded at a
 * fraction of its size where it can be.
 */
async function uprightSrgb(
  source: Buffer,
  widest: number,
  square: boolean,
  name: string,
): Promise<() => Sharp> {
  try {
    const { data, info } = await sharp(source, {
      limitInputPixels: maxPixels,
      failOn: "error",
    })
      .rotate()
      .resize({
        width: widest,
        ...(square && { height: widest, fit: "outside" as const }),
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return () =>
      sharp(data, {
        raw: {
          width: info.width,
          height: info.height,
          channels: info.channels,
        },
      });
  } catch (error) {
    throw new ImageRefused(
      `it looks like a ${name} but cannot be read (${firstLine(error)}): it may be damaged or cut short. Open it on your computer, save a copy as JPEG or PNG, and add the copy`,
    );
  }
}

/** The first line of an error, without the library's detail that follows. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split("\n")[0]
    ?.trim()
    .slice(0, 200) ?? "";

const size = (count: number) =>
  String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const megapixels = (pixels: number) =>
  String(Math.round(pixels / 100_000) / 10);

// The decodes, one after the other.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const done = queue.then(work, work);
  queue = done.catch(() => undefined);
  return done;
}

// jsdom is loaded only when a build has an SVG to sanitise, once.
let jsdomWindow: Promise<SvgWindow> | undefined;
const svgWindow = () =>
  (jsdomWindow ??= import("jsdom").then(
    ({ JSDOM }) => new JSDOM("").window as unknown as SvgWindow,
  ));

/** The first ten hex digits of the SHA-256 of what makes a file. */
export const contentHash = (...parts: (string | Uint8Array)[]) =>
  parts
    .reduce((hash, part) => hash.update(part), createHash("sha256"))
    .digest("hex")
    .slice(0, 10);

/**
 * Encodes at the format's quality and, while the file weighs more than maxBytes, again at a quality 10
 * lower, down to lowestQuality: a photo full of fine detail still fits its slot.
 */
async function encode(
  resized: Sharp,
  format: (typeof formats)[number],
  maxBytes = Infinity,
): Promise<Buffer> {
  for (let quality = format.quality; ; quality -= 10) {
    const encoder = resized.clone();
    const output = await (
      format.extension === "avif"
        ? encoder.avif({ quality, effort: avifEffort })
        : encoder.webp({ quality })
    ).toBuffer();
    if (output.length <= maxBytes || quality - 10 < lowestQuality)
      return output;
  }
}

/** An SVG's size from its width and height attributes, else from its viewBox. */
function svgSize(svg: string, file: string) {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const attribute = (name: string) =>
    Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root)?.[1]);
  const viewBox = /\sviewBox="([^"]+)"/.exec(root)?.[1]?.split(/[\s,]+/);
  const width = attribute("width") || Number(viewBox?.[2]);
  const height = attribute("height") || Number(viewBox?.[3]);
  if (!width || !height)
    throw new Error(`${file} has no width, height or viewBox`);
  return { width: Math.round(width), height: Math.round(height) };
}
