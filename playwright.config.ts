import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
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

// What the contact form does with a message depends on the content (contactDelivery): the browser tests
// of the delivery the site has run, and those of the other are left out.
const { contactDelivery = "none" } = JSON.parse(
  readFileSync(join(process.env.CONTENT_DIR ?? "content", "site.json"), "utf8"),
) as { contactDelivery?: string };
const otherDelivery =
  contactDelivery === "netlify"
    ? "contact-form.spec.ts"
    : "contact-delivery.spec.ts";

// Checks in which the width plays no part run once, at a phone's width, as most visitors see the site.
const widthFree = [
  "calendar-feed.spec.ts",
  "contact-delivery.spec.ts",
  "contact-form.spec.ts",
  "contact-form-hydration.spec.ts",
  "events.spec.ts",
  "layout.spec.ts",
  "long-content.spec.ts",
  "no-javascript.spec.ts",
  "not-found.spec.ts",
  "offline.spec.ts",
  "page-addresses.spec.ts",
  "security-policy.spec.ts",
];

// The editor's uploads are tried at a desk's width (the file sets it); a phone's upload, by touch, is part
// of admin-phone.spec.ts.
const deskOnly = ["admin-uploads.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it, and test-results/ also holds the other reports.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  // Generous limits: the suite must pass on a machine busy with other work, where a page takes longer.
  timeout: 90_000,
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
  // Tests tagged @phone or @desktop run at that width only, those in widthFree at a phone's, and those in
  // deskOnly at a desk's. The visual tests need fixed content: npm test runs that project on its edited
  // copy of the launch content (tests/content-variant.mjs).
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      grepInvert: /@desktop/,
      testIgnore: [otherDelivery, "visual.spec.ts", ...deskOnly],
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
      grepInvert: /@phone/,
      testIgnore: [otherDelivery, "visual.spec.ts", ...widthFree],
    },
    {
      // Screenshots of fixed content (the visual tests), taken in the whole browser, as visitors see the
      // pages (the headless shell draws text a little differently); VISUAL_BASELINES is where the
      // baselines are when the tests run in a copy of the project.
      name: "visual",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
      testMatch: "visual.spec.ts",
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
