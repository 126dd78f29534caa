import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every file below a folder of the build, as a path relative to it with forward slashes
 * ("event/index.html"), the way the site serves it.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"),
    );
}
