// The browsers the project drives: $CHROMIUM_PATH if set, else Debian's, else Playwright's own.
import { existsSync } from "node:fs";

const installed = (path) => (existsSync(path) ? path : undefined);

// The whole browser, as visitors run it: what the benchmark measures.
export const chromiumPath =
  process.env.CHROMIUM_PATH || installed("/usr/bin/chromium");

// The tests' browser: Chromium's headless shell, the same engine without the desktop browser around it,
// as Playwright uses for headless runs. It runs the browser tests in about half the time.
export const testChromiumPath =
  process.env.CHROMIUM_PATH ||
  installed("/usr/bin/chromium-headless-shell") ||
  chromiumPath;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
