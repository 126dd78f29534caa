import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { animatedImageRefusal } from "../lib/animated-image.ts";
import { detectMediaType, isAnimated } from "../lib/media-type.ts";
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

export const rasterExtensions = [
  "avif",
  "gif",
  "jpeg",
  "jpg",
  "png",
  "tif",
  "tiff",
  "webp",
];

const formats = [
  { type: "image/avif", extension: "avif", quality: 50 },
  { type: "image/webp", extension: "webp", quality: 75 },
] as const;

// Bump when the encoding settings change, so that cached files are made again.
const pipelineVersion = "5";

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
  const type = detectMediaType(source);
  if (typeof type === "string" && isAnimated(source, type))
    throw new ImageRefused(animatedImageRefusal);
  const metadata = await sharp(source).metadata();
  const upright = await uprightRgb(source, metadata);
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

  const encoded = await Promise.all(
    widths.flatMap((width) =>
      formats.map(async (format) => {
        const cached = join(cacheDir, `${hash}-${width}.${format.extension}`);
        if (!existsSync(cached)) {
          const resized = upright()
            .resize(width, heightAt(width), { fit: "cover" })
            .toColourspace("srgb");
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
 * The picture turned upright and in RGB, as a sharp pipeline to resize. sharp turns a picture with an
 * ICC profile (CMYK, Display P3, Adobe RGB…) into sRGB by its profile. A CMYK photo without one has
 * no colours of its own: it is read as browsers and image viewers read it, ink by ink (red stays red),
 * rather than through a printing profile, which dulls it (254,0,0 became 231,0,0).
 */
async function uprightRgb(
  source: Buffer,
  metadata: Metadata,
): Promise<() => Sharp> {
  if (metadata.space !== "cmyk" || metadata.hasProfile)
    return () => sharp(source).rotate();
  const { data, info } = await sharp(source)
    .rotate()
    .pipelineColourspace("cmyk")
    .toColourspace("cmyk")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let pixel = 0; pixel < info.width * info.height; pixel += 1) {
    const [c = 0, m = 0, y = 0, k = 0] = data.subarray(
      pixel * 4,
      pixel * 4 + 4,
    );
    const light = (ink: number) => Math.round(((255 - ink) * (255 - k)) / 255);
    rgb.set([light(c), light(m), light(y)], pixel * 3);
  }
  return () =>
    sharp(rgb, {
      raw: { width: info.width, height: info.height, channels: 3 },
    });
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
