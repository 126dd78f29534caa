// A copy of what the build needs in a temporary folder, so that a test can change the content and build
// the site without touching the repository.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const needed = [
  "package.json",
  "budgets.json",
  "astro.config.ts",
  "vite.admin.config.ts",
  "tsconfig.json",
  "src",
  "content",
  "public",
  "scripts",
];

export function copySite(): string {
  const copy = mkdtempSync(join(tmpdir(), "site-copy-"));
  for (const entry of needed)
    cpSync(entry, join(copy, entry), { recursive: true });
  symlinkSync(resolve("node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** `npm run build` in the copy: its exit status and everything it printed. */
export function buildSite(copy: string) {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

export function removeSite(copy: string) {
  if (copy) rmSync(copy, { recursive: true, force: true });
}
