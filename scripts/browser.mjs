// The browsers the project drives: $CHROMIUM_PATH if set, else Debian's, else Playwright's own.
import { existsSync } from "node:fs";

const debian = (name) =>
  existsSync(`/usr/bin/${name}`) ? `/usr/bin/${name}` : undefined;
const chosen = process.env.CHROMIUM_PATH;

// The whole browser, as visitors run it, for the benchmark and the visual tests; the other tests run in
// its headless shell, the same engine without the desktop browser, in half the time (decision 0017).
export const chromiumPath = chosen || debian("chromium");
export const testChromiumPath =
  chosen || debian("chromium-headless-shell") || chromiumPath;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
