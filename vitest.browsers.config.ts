import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { engines } from "./tests/browsers/engines";

// Journeys in engines other than today's Chromium, against the build served by scripts/serve.mjs:
// old Chromium builds from npm, WebKitGTK (a Safari-class engine) and Firefox ESR when installed. Their
// drivers are tests/browsers/' own packages (`npm install --prefix tests/browsers`, which `npm test` runs).

const include = engines
  .filter((engine) => {
    const missing = engine.needs.filter((file) => !existsSync(file));
    if (missing.length > 0)
      console.log(
        `${engine.name}: left out, not installed here (${missing.join(", ")})`,
      );
    return missing.length === 0;
  })
  .map((engine) => engine.file);

export default defineConfig({
  test: {
    environment: "node",
    include,
    globalSetup: ["tests/browsers/server.ts"],
    // One engine at a time: two cores, and each engine is a heavy process.
    fileParallelism: false,
    // As the Playwright tests do in CI: an engine driven from outside may stumble once.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
