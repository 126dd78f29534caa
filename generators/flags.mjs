// Writes src/lib/flags.json, every country's flag as SVG markup (country-flag-icons, MIT, 3:2), keyed by
// its ISO 3166-1 alpha-2 code, and src/lib/flag-codes.json, the codes alone: `npm run flags`, then commit
// them. The build writes a chapter's flag into the page from the first; the content schema accepts
// exactly the codes of the second, which the editor loads without the drawings.
import { writeFile } from "node:fs/promises";
import * as flags from "country-flag-icons/string/3x2";

const file = "src/lib/flags.json";
const sorted = Object.fromEntries(
  Object.entries(flags).sort(([a], [b]) => a.localeCompare(b)),
);
await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
await writeFile(
  "src/lib/flag-codes.json",
  `${JSON.stringify(Object.keys(sorted), null, 2)}\n`,
);
console.log(`${file}: ${Object.keys(sorted).length} flags`);
