// The browser the project drives: $CHROMIUM_PATH, else Debian's Chromium, else Playwright's own.
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";

export const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (existsSync(debianChromium) ? debianChromium : undefined);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
