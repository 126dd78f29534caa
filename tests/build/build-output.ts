import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listFiles } from "../../scripts/build-files.mjs";

export const clientDir = "build/client";

const allFiles = listFiles(clientDir);
const inAdmin = (file: string) => file.startsWith("admin/");

/**
 * Every file of the public site, as a path relative to build/client with forward slashes. The editing
 * interface (admin/), loaded by editors only, has checks of its own (admin.test.ts).
 */
export const builtFiles = allFiles.filter((file) => !inAdmin(file));

/** The files of the editing interface at /admin/. */
export const adminFiles = allFiles.filter(inAdmin);

export const htmlFiles = builtFiles.filter((file) => file.endsWith(".html"));

/** The address of every prerendered page (`/`, `/event`, `/contact/sent`…): each is a folder's index.html. */
export const pageRoutes = htmlFiles
  .filter((file) => file.endsWith("index.html"))
  .map((file) =>
    `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"),
  );

/** What the service worker shows offline at any address: the site's design and text, and no script. */
export const offlineFile = "offline.html";

/** The pages with islands, which run Astro's inline loader: every page but the offline page. */
export const hydratedFiles = htmlFiles.filter((file) => file !== offlineFile);

export function readBuilt(file: string): string {
  return readFileSync(join(clientDir, file), "utf8");
}

/** The built file a site address is answered with, or undefined for an unknown address. */
export function fileForPath(
  pathname: string,
  files: readonly string[] = builtFiles,
): string | undefined {
  const path = decodeURIComponent(pathname)
    .replace(/^\/+/, "")
    .replace(/\/+$/, "");
  const candidates =
    path === "" ? ["index.html"] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((candidate) => files.includes(candidate));
}

/** The Content-Security-Policy that _headers gives an address ("" for none). */
export function policyOf(path: string): string {
  const rule = readBuilt("_headers")
    .split("\n\n")
    .find((block) => block.split("\n")[0] === path);
  return rule?.match(/^ {2}Content-Security-Policy: (.+)$/m)?.[1] ?? "";
}

/** The policy a page carries itself, in its <meta> element; "" for none. */
export const metaPolicyOf = (file: string): string =>
  readBuilt(file).match(
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/,
  )?.[1] ?? "";
