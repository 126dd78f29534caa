// The name an uploaded file is saved under in content/media: readable, in plain lower-case letters,
// digits and hyphens, so that Decap's own clean-up keeps it as it is and every system can store it, and
// ending in a short hash of the file's content, so that two different files never share a name. Two
// phones name photos alike (IMG_4021.HEIC), and Decap would offer to replace the published one.

/** Turns any script into Latin letters: any-ascii, loaded when a file is uploaded. */
export type Transliterate = (text: string) => string;

const longest = 60;

/** The first 8 hexadecimal digits of the SHA-256 of the file's bytes: the same for the same file only. */
export async function contentHash(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    await file.arrayBuffer(),
  );
  return [...new Uint8Array(digest).slice(0, 4)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * `صورة عمرو.HEIC` saved as JPEG → `swrh-mrw-<hash>.jpg`; `Amélie's portrait (1).PNG` →
 * `amelies-portrait-1-<hash>.png`. A name with nothing readable left becomes `photo-<hash>`.
 */
export function uploadName(
  original: string,
  extension: string,
  hash: string,
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
  return `${short || "photo"}-${hash}.${extension}`;
}
