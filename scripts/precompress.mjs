// The site's text files compressed once per build, at the highest levels (docs/decisions/0043): what
// `npm start` answers a browser that accepts them, and what the byte budgets count.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles } from "./build-files.mjs";

/** The files worth compressing: text, as served (not the editor, whose files the server compresses). */
const compressible = (file) =>
  !file.startsWith("admin/") &&
  !file.split("/").some((part) => part.startsWith("_")) &&
  /\.(html|js|css|svg|xml|txt|ics|json|webmanifest|data)$/.test(file);

/** A file's body as brotli at quality 11, the smallest it makes. */
export const brotli = (body) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * Writes `<file>.br` and `<file>.gz` under `outDir` for each text file of the site in `clientDir`, at
 * the same relative path: beside the build, not in it, so that what a host publishes is unchanged.
 * @param {string} clientDir
 * @param {string} outDir
 * @returns {{ count: number }}
 */
export function precompress(clientDir, outDir) {
  const files = listFiles(clientDir).filter(compressible);
  for (const file of files) {
    const body = readFileSync(join(clientDir, file));
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.br`, brotli(body));
    writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
  }
  return { count: files.length };
}
