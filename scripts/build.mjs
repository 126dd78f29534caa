// `npm run build`: builds the site into build.next/ and puts it in place of build/ only when every step
// has succeeded, so a build that stops (on a mistake in the content, say) leaves the site served as it was.
import { execSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

const next = "build.next";
// A production build whoever runs it: a test runner sets NODE_ENV=test, which would bundle React for development.
const env = { ...process.env, BUILD_DIR: next, NODE_ENV: "production" };
rmSync(next, { recursive: true, force: true });
try {
  for (const step of [
    "astro build",
    "vite build --config vite.admin.config.ts",
    "node scripts/postbuild.mjs",
  ])
    execSync(`npx --no-install ${step}`, { stdio: "inherit", env });
} catch {
  rmSync(next, { recursive: true, force: true });
  console.error("\nThe build stopped: the site in build/ is unchanged.");
  process.exit(1);
}
// Two renames: a server reading build/client between them finds no build for an instant, never half of one.
rmSync("build.old", { recursive: true, force: true });
if (existsSync("build")) renameSync("build", "build.old");
renameSync(next, "build");
rmSync("build.old", { recursive: true, force: true });
