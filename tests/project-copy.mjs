// A copy of the project in another folder, with the launch content (tests/launch-content/) in place of
// content/, for tests/content-variant.mjs and tests/content-scale.mjs to edit. What is built or installed
// stays behind, and the packages are linked; the folders with packages of their own (tests/browsers/,
// bench/, generators/) come without theirs.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

const left = new Set([
  ".git",
  "node_modules",
  "build",
  "build.next",
  ".astro",
  "test-results",
  "playwright-report",
  "bench-results",
]);

/** Copies the project to `folder`; returns its content folder and a writer that writes files as Decap does. */
export function copyProject(folder) {
  const root = resolve(folder);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync("."))
    if (!left.has(entry))
      cpSync(entry, join(root, entry), {
        recursive: true,
        filter: (path) => !path.includes("node_modules"),
      });
  symlinkSync(resolve("node_modules"), join(root, "node_modules"), "dir");
  const content = join(root, "content");
  rmSync(content, { recursive: true, force: true });
  cpSync("tests/launch-content/content", content, { recursive: true });
  // As Decap saves a file: two-space indentation, arrays expanded, no final newline.
  const write = (file, data) =>
    writeFileSync(join(content, file), JSON.stringify(data, null, 2));
  return { root, content, write };
}
