// The name an uploaded file is saved under in content/media: readable, in plain lower-case letters,
// digits and hyphens, so that Decap's own clean-up keeps it as it is and every system can store it.

/** Turns any script into Latin letters: any-ascii, loaded when a file is uploaded. */
export type Transliterate = (text: string) => string;

const longest = 60;

// Names Windows refuses for a file, whatever its extension.
const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/**
 * `صورة عمرو.HEIC` saved as JPEG → `swrh-mrw.jpg`; `Amélie's portrait (1).PNG` → `amelies-portrait-1.png`.
 * A name with nothing readable left becomes `photo-<date>`.
 */
export function uploadName(
  original: string,
  extension: string,
  today: Date,
  transliterate: Transliterate,
): string {
  const base = original.replace(/\.[^.\s]{1,5}$/, "");
  const words = transliterate(
    base.normalize("NFC").replace(/\p{Extended_Pictographic}/gu, " "),
  )
    .toLowerCase()
    .replace(/['`’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short =
    words.length > longest
      ? words.slice(0, longest).replace(/-[^-]*$/, "") ||
        words.slice(0, longest)
      : words;
  const name = reserved.test(short) ? `${short}-image` : short;
  return `${name || `photo-${today.toISOString().slice(0, 10)}`}.${extension}`;
}
