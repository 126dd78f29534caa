// `npm test`: every check in order, stopping at the first that fails, then one summary line of all tests run.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const variant = join(tmpdir(), "quantum-africa-content-variant");
const variantSpecs = [
  "pages",
  "events",
  "navigation",
  "hash-links",
  "mobile-menu",
  "no-javascript",
  "keyboard",
  "contact-form-hydration",
  "contact-delivery",
]
  .map((spec) => `tests/e2e/${spec}.spec.ts`)
  .join(" ");

const steps = [
  ["format", "npm run format:check"],
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  [
    "unit",
    "npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json",
  ],
  ["build", "npm run build"],
  [
    "build checks",
    "npx vitest run --config vitest.build.config.ts --reporter=default --reporter=json --outputFile.json=test-results/build.json",
  ],
  ["browser", "npm run test:e2e"],
  // The same checks on an edited copy of the content (scripts/content-variant.mjs): a seventh chapter, a
  // JPEG portrait, a future event, a member fewer, new page copy and delivery through Netlify Forms.
  ["edited content: copy", `node scripts/content-variant.mjs ${variant}`],
  ["edited content: unit", `cd ${variant} && npx vitest run`],
  ["edited content: build", `cd ${variant} && npm run build`],
  [
    "edited content: build checks",
    `cd ${variant} && npx vitest run --config vitest.build.config.ts`,
  ],
  [
    "edited content: browser",
    `cd ${variant} && E2E_PORT=4190 npx playwright test ${variantSpecs}`,
  ],
  [
    "other browsers",
    "npx vitest run --config vitest.browsers.config.ts --reporter=default --reporter=json --outputFile.json=test-results/browsers.json",
  ],
];

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

let failedStep;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const file of [
  "test-results/unit.json",
  "test-results/build.json",
  "test-results/browsers.json",
]) {
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
  if (
    !["unit", "build checks", "browser", "other browsers"].includes(
      failedStep,
    ) ||
    failed === 0
  )
    failed += 1;
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync("test-results/summary.txt", `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failedStep ? 1 : 0);
