// `npm test`: every check, in steps that stop at the first that fails (checks that need nothing of each
// other side by side in one step), then one line counting every test run.
// Three production builds: the site as its content stands, an edited copy of the content
// (tests/content-variant.mjs), on which the same checks must pass as an editor's valid changes would, and
// a copy with the community's whole content (tests/content-scale.mjs --factor 1): every kind of page.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const results = resolve("test-results");
const variant = join(tmpdir(), `quantum-africa-edited-${process.pid}`);
/** The day the edited copy is built and checked as of: the visual tests' (tests/e2e/visual.spec.ts). */
const variantDay = "2026-01-15";
const scaled = join(tmpdir(), `quantum-africa-scaled-${process.pid}`);
const vitest = (name, config = "") =>
  `npx vitest run ${config} --reporter=default --reporter=json --outputFile.json=${join(results, `${name}.json`)}`;
const playwright = (name, args = "") =>
  `PLAYWRIGHT_JSON_OUTPUT_FILE=${join(results, `${name}.json`)} npx playwright test ${args}`;
// The browser specs that read the content run on the copy with the community's whole content, at a
// phone's width (what differs by width is checked on the real content), with the offline tests, which
// need pages beyond the menu's. The edited copy runs the visual tests, whose baselines are of its fixed
// content, and the specs of what only it changes: delivery through Netlify Forms and a menu entry.
const variantSpecs = `--project=phone --project=visual --workers=1 contact hash-links navigation mobile-menu visual`;
const scaledSpecs = `--project=phone pages events navigation hash-links mobile-menu no-javascript keyboard contact budgets chapters-map calendar-feed offline`;

/** Commands side by side (two cores are busier so), each one's output kept together. */
const together = (commands) => {
  const quoted = Object.values(commands).map((c) => JSON.stringify(c));
  return `concurrently --group --names ${Object.keys(commands)} ${quoted.join(" ")}`;
};

const steps = [
  [
    "format, lint, typecheck, unit",
    together({
      format: "npm:format:check",
      lint: "npm:lint",
      typecheck: "npm:typecheck",
      unit: vitest("unit"),
    }),
  ],
  ["build", "npm run build"],
  ["build checks", vitest("build", "--config vitest.build.config.ts")],
  ["browser", playwright("e2e", "--project=phone --project=desktop")],
  // Each copy's checks one after the other, the copies and the other browsers side by side.
  [
    "other browsers; edited and whole content",
    together({
      browsers: `tsc -p tests/browsers && ${vitest("browsers", "--config vitest.browsers.config.ts")}`,
      // Its checks as of the visual tests' day, which its fixed dates are set around.
      edited: [
        `node tests/content-variant.mjs ${variant}`,
        `cd ${variant}`,
        `export BUILD_DATE=${variantDay}`,
        vitest("edited-unit"),
        "npm run build",
        vitest("edited-build", "--config vitest.build.config.ts"),
        `VISUAL_BASELINES=${resolve("tests/e2e/visual.spec.ts-snapshots")} ${playwright("edited-e2e", variantSpecs)}`,
      ].join(" && "),
      // The unit tests too: they read the content, which here has every kind the edited copy lacks.
      scaled: [
        `node tests/content-scale.mjs ${scaled} --factor 1`,
        `cd ${scaled}`,
        vitest("scaled-unit"),
        "npm run build",
        vitest("scaled-build", "--config vitest.build.config.ts"),
        playwright("scaled-e2e", scaledSpecs),
      ].join(" && "),
    }),
  ],
];

/** The other engines' drivers are packages of their own, installed the first time they are needed. */
function installOtherBrowsers() {
  if (fs.existsSync("tests/browsers/node_modules")) return true;
  console.log(
    "Installing the other browsers' drivers into tests/browsers/ (once).",
  );
  const command =
    "npm install --prefix tests/browsers --no-audit --no-fund --loglevel=error";
  return spawnSync(command, { stdio: "inherit", shell: true }).status === 0;
}

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

let failedStep;
const started = Date.now();
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  const ready = !name.startsWith("other browsers") || installOtherBrowsers();
  const status = ready
    ? spawnSync(command, { stdio: "inherit", shell: true }).status
    : 1;
  console.log(`▶ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  if (status !== 0) {
    failedStep = name;
    break;
  }
}
console.log(`\n▶ all steps: ${Math.round((Date.now() - started) / 1000)} s`);
fs.rmSync(variant, { recursive: true, force: true });
fs.rmSync(scaled, { recursive: true, force: true });

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(results).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(join(results, file), "utf8"));
  // Playwright's report (stats) counts a test that passed when tried again as flaky; Vitest's counts tests.
  const { stats } = report;
  passed += stats ? stats.expected + stats.flaky : report.numPassedTests;
  failed += stats ? stats.unexpected : report.numFailedTests;
}
if (failedStep) {
  console.log(`\n✖ ${failedStep} failed`);
  // A step that failed with no failed test (format, lint, typecheck, a build) counts as one failed check.
  if (failed === 0) failed += 1;
}
const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(join(results, "summary.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failedStep ? 1 : 0);
