// The benchmark's pages with nothing to run: every <script> but JSON-LD data, and every modulepreload
// link, taken out. Measured beside the pages as built, they show what the scripts cost on their own.
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const script = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const jsonLd = /\btype="application\/ld\+json"/;

/** @param {string} html */
export const withoutScripts = (html) =>
  html
    .replace(script, (tag, attributes) => (jsonLd.test(attributes) ? tag : ""))
    .replace(modulePreload, "");

/** Copies a built site (all but the editor at /admin/) from `from` to `to`, its pages without scripts. */
export function copyWithoutScripts(from, to) {
  cpSync(from, to, {
    recursive: true,
    filter: (path) => !path.slice(from.length).startsWith("/admin"),
  });
  for (const file of readdirSync(to, { recursive: true }))
    if (file.endsWith(".html")) {
      const path = join(to, file);
      writeFileSync(path, withoutScripts(readFileSync(path, "utf8")));
    }
}
