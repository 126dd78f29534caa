// `npm test`: every check in order, stopping at the first that fails, then one line counting every test run.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";

const json = (name) =>
  `--reporter=default --reporter=json --outputFile.json=test-results/${name}.json`;

const steps = [
  // Three checks that read the sources only, side by side, each one's output kept together.
  [
    "format, lint, typecheck",
    'concurrently --group --names format,lint,typecheck "npm:format:check" "npm:lint" "npm:typecheck"',
  ],
  ["unit", `npx vitest run ${json("unit")}`],
  ["build", "npm run build"],
  [
    "build checks",
    `npx vitest run --config vitest.build.config.ts ${json("build")}`,
  ],
  ["browser", "npx playwright test"],
  [
    "other browsers",
    `npx vitest run --config vitest.browsers.config.ts ${json("browsers")}`,
  ],
];
const testSteps = new Set([
  "unit",
  "build checks",
  "browser",
  "other browsers",
]);

/** The other engines' drivers are packages of their own, installed the first time they are needed. */
function installOtherBrowsers() {
  const folder = "tests/browsers";
  const installed = `${folder}/node_modules/.package-lock.json`;
  if (
    existsSync(installed) &&
    statSync(installed).mtimeMs >=
      statSync(`${folder}/package-lock.json`).mtimeMs
  )
    return true;
  console.log(
    `Installing the other browsers' drivers into ${folder}/node_modules (once).`,
  );
  const command = `npm install --prefix ${folder} --no-audit --no-fund --loglevel=error`;
  return spawnSync(command, { stdio: "inherit", shell: true }).status === 0;
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

let failedStep;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const ready = name !== "other browsers" || installOtherBrowsers();
  if (
    !ready ||
    spawnSync(command, { stdio: "inherit", shell: true }).status !== 0
  ) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const name of ["unit", "build", "browsers"]) {
  const file = `test-results/${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync("test-results/e2e.json")) {
  const { stats } = JSON.parse(readFileSync("test-results/e2e.json", "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (failedStep) {
  console.log(`\n✖ ${failedStep} failed`);
  // A step without tests of its own (format, lint, typecheck, build) counts as one failed check.
  if (!testSteps.has(failedStep) || failed === 0) failed += 1;
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync("test-results/summary.txt", `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failedStep ? 1 : 0);
