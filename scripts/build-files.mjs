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

/**
 * The addresses a file of the build is served at, the one a visitor asks for first: "index.html" is
 * "/", "event/index.html" is "/event" (which, as Netlify matches rules, also stands for "/event/").
 * @param {string} file
 */
export function addressesOf(file) {
  if (file === "index.html") return ["/", "/index.html"];
  // As Netlify matches a rule, "/event" also stands for "/event/".
  if (file.endsWith("/index.html"))
    return [`/${file.slice(0, -"/index.html".length)}`, `/${file}`];
  return [`/${file}`];
}
