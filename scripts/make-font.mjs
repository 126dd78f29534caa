// Writes src/assets/space-grotesk-display.woff2, the site's one web font: Space Grotesk (SIL Open Font
// Licence, variable weight) cut down to the characters of English headings. `npm run font`, then commit it.
// A heading character outside the set is drawn, glyph by glyph, in the system font that follows in the stack;
// the build checks (tests/build/font.test.ts) fail if a page's headings hold one.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join("");

/** Every character the display font draws: printable ASCII and the typographic punctuation of English text. */
export const displayCharacters = `${printableAscii}\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026`;

const displayFontFile = "src/assets/space-grotesk-display.woff2";

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const source = createRequire(import.meta.url).resolve(
    "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  );
  const font = await subsetFont(await readFile(source), displayCharacters, {
    targetFormat: "woff2",
  });
  await writeFile(displayFontFile, font);
  console.log(`${displayFontFile}: ${font.length} bytes`);
}
