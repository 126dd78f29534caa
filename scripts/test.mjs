// `npm test`: every check, in two steps (what needs nothing of the others runs side by side in one step),
// the second only if the first passed, then one line counting every test run.
// Two production builds: the site as its content stands, and the test copy (tests/content-variant.mjs),
// whose content is the launch content edited as an editor would, with every kind of page, the community's
// whole content and entries as long as the schemas allow, on fixed dates. Each check runs once, where it
// is declared to (docs/testing.md, "Where a test runs"): the checks that read the content run on the site
// and, the unit tests and build checks among them, again on the test copy; the browser tests of the pages
// the content makes (@content) and the visual tests run on the test copy only.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const results = resolve("test-results");
const copy = join(tmpdir(), `quantum-africa-test-copy-${process.pid}`);
/** The day the test copy's dates are set around, and the day it is built and browsed as of. */
const copyDay = "2026-01-15";
/** Where the tests that passed only when tried again are named, one a line. */
const retried = join(results, "retried.txt");
const vitest = (name, args = "") =>
  `RETRIED_TESTS=${retried} npx vitest run ${args} --reporter=default --reporter=json --reporter=${resolve("scripts/retried-reporter.mjs")} --outputFile.json=${join(results, `${name}.json`)}`;
const playwright = (name, args) =>
  `PLAYWRIGHT_JSON_OUTPUT_FILE=${join(results, `${name}.json`)} npx playwright test ${args}`;
/** The test files of these folders that say they read the content (`// @module-tag content`). */
const contentTests = (...folders) =>
  folders
    .flatMap((folder) =>
      fs
        .readdirSync(folder, { recursive: true })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => join(folder, file)),
    )
    .filter((file) =>
      /^\/\/ @module-tag content$/m.test(fs.readFileSync(file, "utf8")),
    );
/** Commands run in the test copy, as of its day. */
const inCopy = (...commands) =>
  [`cd ${copy}`, `export BUILD_DATE=${copyDay}`, ...commands].join(" && ");

/** Commands side by side (two cores are busier so), each one's output kept together. */
const together = (commands) => {
  const quoted = Object.values(commands).map((c) => JSON.stringify(c));
  return `concurrently --group --names ${Object.keys(commands)} ${quoted.join(" ")}`;
};

const unitTests = contentTests("src", "tests");
const buildChecks = contentTests("tests/build");
const steps = [
  [
    "format, lint, typecheck, unit tests; the site and the test copy built",
    together({
      format: "npm:format:check",
      lint: "npm:lint",
      unit: vitest("unit"),
      // One after the other: both write Astro's types (.astro/), which the typecheck reads.
      "typecheck+build": "npm run typecheck && npm run build",
      copy: [
        `node tests/content-variant.mjs ${copy}`,
        inCopy("npm run build"),
      ].join(" && "),
    }),
  ],
  [
    "build checks, browser tests and other engines, of the site and of the test copy",
    together({
      build: vitest("build", "--config vitest.build.config.ts"),
      e2e: playwright("e2e", "--project=phone --project=desktop"),
      copy: inCopy(
        vitest("copy-unit", `--tags-filter=content ${unitTests.join(" ")}`),
        vitest(
          "copy-build",
          `--config vitest.build.config.ts --tags-filter=content ${buildChecks.join(" ")}`,
        ),
        `VISUAL_BASELINES=${resolve("tests/e2e/visual.spec.ts-snapshots")} ${playwright("copy-e2e", "--project=content --project=content-desktop --project=visual")}`,
      ),
      browsers: `tsc -p tests/browsers && ${vitest("browsers", "--config vitest.browsers.config.ts")}`,
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
  const ready = !name.includes("other engines") || installOtherBrowsers();
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
fs.rmSync(copy, { recursive: true, force: true });

/** The tests of a Playwright report that passed only when tried again ("flaky"), by project, file and title. */
function flakyTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "flaky")
        .map((test) => [test.projectName, ...path, spec.title].join(" › ")),
    ),
    ...(suite.suites ?? []).flatMap((child) => flakyTests(child, path)),
  ];
}

let passed = 0;
let failed = 0;
const passedOnRetry = fs.existsSync(retried)
  ? fs.readFileSync(retried, "utf8").split("\n").filter(Boolean)
  : [];
for (const file of fs.readdirSync(results).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(join(results, file), "utf8"));
  // Playwright's report (stats) counts a test that passed when tried again as flaky; Vitest's counts tests.
  const { stats } = report;
  passed += stats ? stats.expected + stats.flaky : report.numPassedTests;
  failed += stats ? stats.unexpected : report.numFailedTests;
  if (stats)
    passedOnRetry.push(
      ...(report.suites ?? []).flatMap((suite) => flakyTests(suite)),
    );
}
// A test that passed only when tried again is named, never hidden in the count.
if (passedOnRetry.length > 0)
  console.log(
    `\n⚠ passed only when tried again:\n${passedOnRetry.map((name) => `  ${name}`).join("\n")}`,
  );
console.log(`\n${passedOnRetry.length} passed only when tried again`);
if (failedStep) {
  console.log(`\n✖ ${failedStep} failed`);
  // A step that failed with no failed test (format, lint, typecheck, a build) counts as one failed check.
  if (failed === 0) failed += 1;
}
const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(join(results, "summary.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failedStep ? 1 : 0);
