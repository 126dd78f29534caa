// Old Chromium builds from npm: the brotli-compressed binary of a serverless Chromium package,
// unpacked once into node_modules/.cache (the packages' own unpacking shares /tmp/chromium between
// versions, so it could hand one version's binary to the other).
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";

const require = createRequire(import.meta.url);

export const oldChromiums = [
  { name: "Chromium 79", version: 79, packageName: "chrome-aws-lambda" },
  { name: "Chromium 92", version: 92, packageName: "@sparticuz/chromium" },
] as const;

/** The path of the package's Chromium, unpacked on first use. */
export function oldChromiumPath(packageName: string): string {
  const packageDir = dirname(require.resolve(`${packageName}/package.json`));
  const { version } = JSON.parse(
    readFileSync(join(packageDir, "package.json"), "utf8"),
  ) as { version: string };
  const dir = join(
    "node_modules/.cache/old-chromium",
    `${packageName.replace("/", "+")}@${version}`,
  );
  const binary = join(dir, "chromium");
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      binary,
      brotliDecompressSync(readFileSync(join(packageDir, "bin/chromium.br"))),
    );
    chmodSync(binary, 0o755);
  }
  return binary;
}
