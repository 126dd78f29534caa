// `npm run test:visual [-- --update-snapshots]`: the visual tests alone, as `npm test` runs them, on the
// test copy of the content (tests/content-variant.mjs), built in a temporary folder; the baselines stay
// in this repository's tests/e2e/visual.spec.ts-snapshots/.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const copy = join(tmpdir(), `quantum-africa-visual-${process.pid}`);
const env = {
  ...process.env,
  VISUAL_BASELINES: resolve("tests/e2e/visual.spec.ts-snapshots"),
  // The copy's pages as of its day, which its fixed dates are set around (and the browsers' clock too).
  BUILD_DATE: "2026-01-15",
};
const run = (command, cwd = copy) =>
  execSync(command, { stdio: "inherit", cwd, env });
try {
  run(`node tests/content-variant.mjs ${copy}`, ".");
  run("npm run build");
  run(
    `npx playwright test --project=visual ${process.argv.slice(2).join(" ")}`,
  );
} catch {
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
