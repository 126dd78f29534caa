// Every file an editor chooses in the media library is prepared in their browser before Decap saves it:
// a photo is decoded, turned upright, scaled to at most 2000 px and encoded again (so it carries no GPS
// position, serial number or name, and weighs a few hundred KB, which a phone's network sends in
// seconds); an iPhone's HEIC photo is converted first; an SVG is sanitised; an animated image (GIF, WebP,
// PNG, AVIF) and anything else is refused with a reason. The file is then renamed readably (Decap's own
// clean-up drops every non-Latin letter), with a hash of its content (./upload-name.ts); a file the media
// library already has is not uploaded again, as Decap would delete the published one at once to
// "replace" it.
import { sanitizeSvg, SvgRefused, type SvgWindow } from "../lib/sanitize-svg";
import { animatedImageRefusal } from "../lib/animated-image";
import { maxUploadBytes } from "../lib/upload-limit";
import {
  detectMediaType,
  isAnimated,
  mediaTypeNames,
  type OtherType,
} from "../lib/media-type";
import { contentHash, uploadName, type Transliterate } from "./upload-name";

/** The longest side of a photo as it is saved: three times the widest slot's CSS width, and then some. */
export const longestSide = 2000;

const jpegQuality = 0.85;

/** A file the site cannot take, with what to do about it, in the editor's words. */
export class UploadRefused extends Error {
  override name = "UploadRefused";
}

/** What the browser does for prepareUpload; the tests give their own. */
export type Codecs = {
  /** The photo, upright, at most `longest` px on its longer side, as PNG if `keepAlpha` and it has transparency, else as JPEG. */
  encodePhoto(
    source: Blob,
    options: { heic: boolean; keepAlpha: boolean; longest: number },
  ): Promise<Blob>;
  sanitizeSvg(svg: string): string;
  transliterate(): Promise<Transliterate>;
};

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

const accepted =
  "Upload a photo (JPEG, PNG, WebP, AVIF, a still GIF, or an iPhone's HEIC) or an SVG drawing";

/** The file as it will be saved, or UploadRefused with the reason and what to do. */
export async function prepareUpload(
  file: File,
  codecs: Codecs = browserCodecs,
): Promise<File> {
  const quoted = `"${file.name}"`;
  if (file.size > maxUploadBytes)
    throw new UploadRefused(
      `${quoted} weighs ${megabytes(file.size)}, more than the ${megabytes(maxUploadBytes)} an upload may weigh. Upload a smaller copy: on a phone, share the photo at a smaller size ("Large" rather than "Actual size"); on a computer, export it at about 2000 pixels wide.`,
    );
  const type = detectMediaType(
    new Uint8Array(await file.slice(0, 8192).arrayBuffer()),
  );
  if (typeof type !== "string") throw refusal(quoted, type);
  // The site shows still pictures: an animation would lose all but its first frame without a word.
  if (
    type !== "svg" &&
    type !== "jpeg" &&
    type !== "heic" &&
    isAnimated(new Uint8Array(await file.arrayBuffer()), type)
  )
    throw new UploadRefused(
      `${quoted}: ${animatedImageRefusal.replace(/^it is/, "this is")}.`,
    );

  const named = async (content: Blob, extension: string, type: string) =>
    new File(
      [content],
      uploadName(
        file.name,
        extension,
        await contentHash(content),
        await codecs.transliterate(),
      ),
      { type },
    );

  if (type === "svg") {
    let svg: string;
    try {
      svg = codecs.sanitizeSvg(await file.text());
    } catch (error) {
      if (!(error instanceof SvgRefused)) throw error;
      throw new UploadRefused(
        `${quoted} holds no SVG drawing the site can show. Export the drawing again as SVG, or upload it as a PNG image.`,
      );
    }
    return named(new Blob([svg]), "svg", "image/svg+xml");
  }

  let photo: Blob;
  try {
    photo = await codecs.encodePhoto(file, {
      heic: type === "heic",
      keepAlpha: type !== "jpeg" && type !== "heic",
      longest: longestSide,
    });
  } catch {
    throw new UploadRefused(
      type === "heic"
        ? `${quoted} is an iPhone photo (HEIC) that this browser could not convert. Export it as JPEG first (in Photos: Share › Options › "Most Compatible"), or set the camera to take photos in "Most Compatible" mode (Settings › Camera › Formats), then upload it again.`
        : `${quoted} looks like a ${mediaTypeNames[type]} but cannot be opened: it may be damaged or cut short. Open it on your device, save a copy, and upload the copy.`,
    );
  }
  return named(photo, photo.type === "image/png" ? "png" : "jpg", photo.type);
}

function refusal(quoted: string, type: OtherType) {
  return new UploadRefused(
    `${quoted} is ${type.description}, not an image the site can show. ${accepted}; save other files as one of these first.`,
  );
}

/** Whether any pixel of RGBA data is not fully opaque. */
export function hasTransparency(rgba: Uint8ClampedArray): boolean {
  for (let index = 3; index < rgba.length; index += 4)
    if (rgba[index] !== 255) return true;
  return false;
}

async function decode(source: Blob, heic: boolean): Promise<ImageBitmap> {
  if (!heic)
    return createImageBitmap(source, { imageOrientation: "from-image" });
  // libheif (about 3 MB of script): loaded only when an editor chooses a HEIC photo.
  const { heicTo } = await import("heic-to/csp");
  return heicTo({ blob: source, type: "bitmap" });
}

const canvasBlob = (
  canvas: HTMLCanvasElement,
  type: "image/jpeg" | "image/png",
) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error("the photo was not encoded")),
      type,
      jpegQuality,
    );
  });

export const browserCodecs: Codecs = {
  async encodePhoto(source, { heic, keepAlpha, longest }) {
    const original = await decode(source, heic);
    const scale = Math.min(
      1,
      longest / Math.max(original.width, original.height),
    );
    const width = Math.max(1, Math.round(original.width * scale));
    const height = Math.max(1, Math.round(original.height * scale));
    // The browser's own high-quality resampling, then a canvas: what it encodes has no metadata.
    const bitmap =
      scale < 1
        ? await createImageBitmap(original, {
            resizeWidth: width,
            resizeHeight: height,
            resizeQuality: "high",
          })
        : original;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(bitmap, 0, 0);
    original.close();
    bitmap.close();
    const transparent =
      keepAlpha &&
      hasTransparency(context.getImageData(0, 0, width, height).data);
    return canvasBlob(canvas, transparent ? "image/png" : "image/jpeg");
  },
  sanitizeSvg: (svg) => sanitizeSvg(svg, window as unknown as SvgWindow),
  // any-ascii's tables weigh about 0.5 MB: loaded when a file is uploaded.
  transliterate: () => import("any-ascii").then((module) => module.default),
};

/** What the editor is told (Decap's own notification), and the names the media library has. */
export type Library = {
  notify(message: string, kind: "info" | "error"): void;
  taken(): Promise<ReadonlySet<string>>;
};

/**
 * Prepares every file chosen in a file input of the document before anyone else sees the choice:
 * the `change` event is held back in the capture phase, the input's files are replaced with the
 * prepared ones, and the event is sent again, for Decap's media library to save what it holds. A file
 * whose name the library already has is the same file (its name ends in a hash of its content): it is
 * not sent, and the editor is told to choose the one there.
 */
export function prepareChosenFiles(
  root: Document,
  { notify, taken }: Library,
  prepare: (file: File) => Promise<File> = prepareUpload,
) {
  const prepared = new WeakSet<Event>();
  root.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (
        prepared.has(event) ||
        !(input instanceof HTMLInputElement) ||
        input.type !== "file" ||
        !input.files?.length
      )
        return;
      event.stopImmediatePropagation();
      const chosen = [...input.files];
      if (chosen.some((file) => isHeicName(file.name)))
        notify(
          "Converting the iPhone photo to JPEG: this takes a few seconds.",
          "info",
        );
      Promise.all([
        taken(),
        Promise.all(chosen.map((file) => prepare(file))),
      ]).then(
        ([names, files]) => {
          const index = files.findIndex((file) => names.has(file.name));
          if (index >= 0) {
            input.value = "";
            notify(
              `Not uploaded: "${chosen[index]?.name ?? ""}" is already in the media library, as ${files[index]?.name ?? ""}. Choose it in the list, then "Choose selected".`,
              "error",
            );
            return;
          }
          const transfer = new DataTransfer();
          for (const file of files) transfer.items.add(file);
          input.files = transfer.files;
          const again = new Event("change", { bubbles: true });
          prepared.add(again);
          input.dispatchEvent(again);
        },
        (error: unknown) => {
          input.value = "";
          notify(
            error instanceof UploadRefused
              ? `Not uploaded: ${error.message}`
              : `Not uploaded: the file could not be prepared (${String(error)}).`,
            "error",
          );
        },
      );
    },
    true,
  );
}

const isHeicName = (name: string) => /\.(heic|heif)$/i.test(name);
