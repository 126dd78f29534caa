import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listFiles } from "../../scripts/build-files.mjs";

export const clientDir = "build/client";

/** Every file of the build, as a path relative to build/client with forward slashes. */
export const builtFiles = listFiles(clientDir);

export const htmlFiles = builtFiles.filter((file) => file.endsWith(".html"));

export function readBuilt(file: string): string {
  return readFileSync(join(clientDir, file), "utf8");
}

/** The built file a site address is answered with, or undefined for an unknown address. */
export function fileForPath(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname)
    .replace(/^\/+/, "")
    .replace(/\/+$/, "");
  const candidates =
    path === "" ? ["index.html"] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((candidate) => builtFiles.includes(candidate));
}
