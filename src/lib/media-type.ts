// What an uploaded file really is, from its first bytes: a phone or a computer may give any name and
// any extension (a HEIC photo saved as .jpg, a PDF renamed .png).

/** The kinds of file the site takes as an image. */
export type MediaType =
  "jpeg" | "png" | "webp" | "avif" | "gif" | "heic" | "svg";

/** A file that is not one of them, in words an editor knows. */
export type OtherType = { description: string };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const heifBrands = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "mif1",
  "msf1",
]);
const avifBrands = new Set(["avif", "avis"]);

/** The brands of an ISO media file (HEIC, AVIF, MP4, MOV…): its major brand, then the compatible ones. */
function isoBrands(bytes: Uint8Array): string[] {
  if (ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(
    (((bytes[0] ?? 0) << 24) |
      ((bytes[1] ?? 0) << 16) |
      ((bytes[2] ?? 0) << 8) |
      (bytes[3] ?? 0)) >>>
      0,
    bytes.length,
  );
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4)
    brands.push(ascii(bytes, at, at + 4));
  return brands;
}

// An SVG may open with a byte order mark, an XML declaration, comments and a doctype.
const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i;

/**
 * The kind of image the bytes hold, or what else they are. A few KB from the start of the file are
 * enough (an SVG's comments may be long).
 */
export function detectMediaType(bytes: Uint8Array): MediaType | OtherType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  const brands = isoBrands(bytes);
  if (brands.some((brand) => avifBrands.has(brand))) return "avif";
  if (brands.some((brand) => heifBrands.has(brand))) return "heic";
  if (brands.length > 0)
    return { description: "a video or sound file (MP4, MOV or similar)" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { description: "a PDF document" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return {
      description: "a ZIP archive or an office document (Word, PowerPoint…)",
    };
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*")
    return { description: "a TIFF image (or a camera's RAW file)" };
  if (ascii(bytes, 0, 2) === "BM") return { description: "a BMP image" };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (svgStart.test(text)) return "svg";
  if (/^\s*</.test(text))
    return { description: "a web page or another XML file" };
  const control = [...text].some((letter) => {
    const code = letter.charCodeAt(0);
    return code < 32 && letter !== "\n" && letter !== "\r" && letter !== "\t";
  });
  if (!text.includes("\uFFFD") && !control)
    return { description: "a text file" };
  return { description: "a file of an unknown kind" };
}

/** The name of each kind, as an editor knows it. */
export const mediaTypeNames: Record<MediaType, string> = {
  jpeg: "JPEG photo",
  png: "PNG image",
  webp: "WebP image",
  avif: "AVIF image",
  gif: "GIF image",
  heic: "HEIC photo",
  svg: "SVG drawing",
};

const u32 = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;

/** How many frames a GIF holds, read block by block (GIF89a's structure), up to two. */
function gifFrames(bytes: Uint8Array): number {
  const skipSubBlocks = (at: number) => {
    while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] ?? 0) + 1;
    return at + 1;
  };
  const colourTable = (flags: number) =>
    flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
  let at = 13 + colourTable(bytes[10] ?? 0);
  let frames = 0;
  while (at < bytes.length && frames < 2) {
    const block = bytes[at];
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) {
      frames += 1;
      at = skipSubBlocks(at + 10 + colourTable(bytes[at + 9] ?? 0) + 1);
    } else break;
  }
  return frames;
}

/** Whether a PNG is an animated one (APNG): an acTL chunk before its first image data. */
function isApng(bytes: Uint8Array): boolean {
  for (let at = 8; at + 8 <= bytes.length; at += u32(bytes, at) + 12) {
    const type = ascii(bytes, at + 4, at + 8);
    if (type === "acTL") return true;
    if (type === "IDAT") return false;
  }
  return false;
}

/**
 * Whether an image of the kinds the site takes is animated: a GIF of several frames, an animated WebP,
 * PNG (APNG) or AVIF. The whole file is needed for a GIF.
 */
export function isAnimated(bytes: Uint8Array, type: MediaType): boolean {
  switch (type) {
    case "gif":
      return gifFrames(bytes) > 1;
    case "webp":
      return ascii(bytes, 12, 16) === "VP8X" && ((bytes[20] ?? 0) & 0x02) !== 0;
    case "png":
      return isApng(bytes);
    case "avif":
      return isoBrands(bytes).includes("avis");
    default:
      return false;
  }
}
