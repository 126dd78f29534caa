// Writes src/assets/space-grotesk-display.woff2, the site's one web font: Space Grotesk (SIL Open Font
// Licence, variable weight) cut down to the characters of English headings. `npm run font`, then commit it.
// A heading character outside the set is drawn, glyph by glyph, in the system font that follows in the stack;
// the build checks (tests/build/font.test.ts) fail if a page's headings hold one.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { displayCharacters } from "./display-characters.mjs";

const displayFontFile = "src/assets/space-grotesk-display.woff2";

const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
);
const font = await subsetFont(await readFile(source), displayCharacters, {
  targetFormat: "woff2",
});
await writeFile(displayFontFile, font);
console.log(`${displayFontFile}: ${font.length} bytes`);
