import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  chromiumArgs,
  chromiumPath,
  testChromiumPath,
} from "./scripts/browser.mjs";
import { freePort } from "./tests/serve-site";

// A port the system gives out when the run starts; Playwright's workers load this file again and
// inherit the same one. E2E_PORT chooses it instead.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

/** The only fonts the visual tests' browser knows: tests/e2e/visual-fonts.conf. */
const visualFonts = resolve("tests/e2e/visual-fonts.conf");

/** A pattern that matches a test's title and tags when it has every one of these tags. */
const every = (...tags: string[]) =>
  new RegExp(tags.map((tag) => `(?=.*${tag}\\b)`).join(""));

const phone = {
  ...devices["Desktop Chrome"],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it, and test-results/ also holds the other reports.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  // A test's limit, about twice the longest measured: on 2026-11-28, in clean clones on a 2-core machine,
  // alone and beside two CPU-bound processes, no test without a limit of its own took more than 27 s
  // (the offline journey). The editor's two longest journeys set their own. An assertion waits at most
  // 15 s for what it expects; a test's waits together stay within the test's limit.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/e2e.json",
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    // A trace costs a quarter of the run's work: it is kept for a test that fails and is tried again
    // (CI tries once more). To see why a test fails here, run it again with --trace=on.
    trace: "on-first-retry",
    // A visitor's browser installs the service worker and precaches the site on the first page; the
    // tests of offline use and of navigation allow it (test.use), and the others spare that work.
    serviceWorkers: "block",
  },
  // Where a test runs is declared in the spec, by tags (docs/testing.md, "Where a test runs"):
  // - by width: none, a phone's only (most behaviours do not depend on it); @desktop, a desk's only;
  //   @each-width, both;
  // - by content: none, the site's own build; @content, the test copy (tests/content-variant.mjs), whose
  //   content has every kind of page on fixed dates, where `npm test` runs the projects content,
  //   content-desktop and visual; @visual, the visual tests, in the whole browser, on that copy.
  projects: [
    {
      name: "phone",
      use: phone,
      grepInvert: /@desktop\b|@content\b|@visual\b/,
    },
    {
      name: "desktop",
      use: desktop,
      grep: /@desktop\b|@each-width\b/,
      grepInvert: /@content\b|@visual\b/,
    },
    {
      name: "content",
      use: phone,
      grep: /@content\b/,
      grepInvert: /@desktop\b|@visual\b/,
    },
    {
      name: "content-desktop",
      use: desktop,
      grep: [every("@content", "@desktop"), every("@content", "@each-width")],
    },
    {
      // Screenshots of fixed content, taken in the whole browser, as visitors see the pages (the headless
      // shell draws text a little differently), with the fonts the project brings (DejaVu, from its
      // packages) in place of the system's, so that a machine's fonts do not change them;
      // VISUAL_BASELINES is where the baselines are when the tests run in a copy of the project.
      name: "visual",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
          env: { ...process.env, FONTCONFIG_FILE: visualFonts },
        },
      },
      grep: /@visual\b/,
      snapshotPathTemplate: `${resolve(process.env.VISUAL_BASELINES ?? "tests/e2e/visual.spec.ts-snapshots")}/{arg}{ext}`,
    },
  ],
  // The production build, served exactly as `npm start` serves it, on a port no other server holds.
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
