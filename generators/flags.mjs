// Writes src/lib/flags.json, every country's flag as SVG markup (country-flag-icons, MIT, 3:2), keyed by
// its ISO 3166-1 alpha-2 code, and src/lib/flag-codes.json, the codes of the countries alone: `npm run
// flags`, then commit them. The build writes a chapter's flag into the page from the first; the content
// schema accepts exactly the codes of the second, which the editor loads without the drawings. A flag
// whose code is no assigned country (EU, AC, IC, TA, XK, and XA, which Intl names "Pseudo-Accents") is
// left out of the second: iso-3166 is the site's own package.
import { writeFile } from "node:fs/promises";
import * as flags from "country-flag-icons/string/3x2";
import { iso31661 } from "iso-3166";

const file = "src/lib/flags.json";
const countries = new Set(iso31661.map((country) => country.alpha2));
const sorted = Object.fromEntries(
  Object.entries(flags).sort(([a], [b]) => a.localeCompare(b)),
);
await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
await writeFile(
  "src/lib/flag-codes.json",
  `${JSON.stringify(
    Object.keys(sorted).filter((code) => countries.has(code)),
    null,
    2,
  )}\n`,
);
console.log(`${file}: ${Object.keys(sorted).length} flags`);
