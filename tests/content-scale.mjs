// `node tests/content-scale.mjs <folder> [--factor N] [--events E] [--date YYYY-MM-DD]`: a copy of the
// project, as tests/project-copy.mjs makes one, whose content is N times the community's own records of
// September 2026 (tests/community-content.mjs), with E events instead of 10 × N if given (a chapter is in
// one country, so N is at most about 30: `--factor 1 --events 5000` makes a community with 5,000 events),
// with the launch content's settings and home page and nothing of its collections. Its dates are set
// around --date (by default today). The build, the budgets, the feeds and the benchmark are then run on
// it (see docs/performance.md).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeCommunityContent } from "./community-content.mjs";
import { copyProject } from "./project-copy.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    factor: { type: "string", default: "1" },
    events: { type: "string" },
    date: { type: "string", default: new Date().toISOString().slice(0, 10) },
  },
});
const [target] = positionals;
const factor = Number(values.factor);
const events = Number(values.events ?? 10 * factor);
if (
  !target ||
  !Number.isInteger(factor) ||
  factor < 1 ||
  !Number.isInteger(events) ||
  events < 0 ||
  !/^\d{4}-\d{2}-\d{2}$/.test(values.date)
) {
  console.error(
    "Usage: node tests/content-scale.mjs <folder> [--factor N] [--events E] [--date YYYY-MM-DD]",
  );
  process.exit(1);
}

const { root, content, write } = copyProject(target);
for (const folder of ["chapters", "team", "events"])
  rmSync(join(content, folder), { recursive: true, force: true });
await writeCommunityContent({
  content,
  write,
  factor,
  events,
  today: values.date,
});

console.log(root);
