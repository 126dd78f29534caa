import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort, serveSite } from "../serve-site";
import { copySite, removeSite } from "../site-copy";
import { expect, test, useOrigin, waitForHydration } from "./fixtures";
import { notFound } from "./site-facts";

// A deploy, played out: a copy of the build is served, then the same copy with one page changed and
// its service worker written again by the build's own step, at the same address.
let port = 0;
const offlineTitle = (
  JSON.parse(readFileSync("content/site.json", "utf8")) as {
    pages: { offline: { title: string } };
  }
).pages.offline.title;
const newTitle = `${offlineTitle}, in the new build`;
let copy = "";
let server: Awaited<ReturnType<typeof serveSite>> | undefined;

/** The texts of the worker's caches, as the page sees them. */
const cacheState = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    // Workbox keeps a revisioned file under its address plus "?__WB_REVISION__=…". Only the precache is
    // opened: opening a cache the new worker is deleting at that moment would create it again.
    let offline = "";
    for (const name of names.filter((name) => name.includes("precache"))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === "/offline.html")
          offline = (await (await cache.match(request))?.text()) ?? "";
    }
    return { names, offline };
  });

test.describe("a new build", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ serviceWorkers: "allow" });
  useOrigin(() => `http://localhost:${port}`);

  test.beforeAll(async () => {
    port = await freePort();
    copy = copySite();
    mkdirSync(join(copy, "build"));
    cpSync("build/client", join(copy, "build/client"), { recursive: true });
    server = await serveSite({ cwd: copy, port });
  });

  test.afterAll(() => {
    server?.stop();
    removeSite(copy);
  });

  test("takes over from the old service worker, whose caches go", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A runtime cache of the old version, as a photo seen on a page leaves one (this build's images
    // are all precached vectors): the new version must not keep it.
    await page.evaluate(async () => {
      const images = await caches.open("images");
      await images.put("/media/seen-photo.webp", new Response("photo"));
    });
    const before = await cacheState(page);
    expect(before.names).toContain("images");
    expect(before.offline).toContain(offlineTitle);
    expect(before.offline).not.toContain(newTitle);

    // The new build: the offline page changed, and sw.js written again by the build's step.
    server?.stop();
    const offlineFile = join(copy, "build/client/offline.html");
    writeFileSync(
      offlineFile,
      readFileSync(offlineFile, "utf8").replaceAll(offlineTitle, newTitle),
    );
    const rewrite = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const { writeServiceWorker } = await import("./scripts/service-worker.mjs"); await writeServiceWorker("build/client");',
      ],
      { cwd: copy, encoding: "utf8" },
    );
    expect(rewrite.status, rewrite.stderr).toBe(0);
    server = await serveSite({ cwd: copy, port });

    // The next page load finds the new worker, which takes over and clears the old caches.
    const replaced = page.evaluate(
      () =>
        new Promise((resolve) =>
          navigator.serviceWorker.addEventListener(
            "controllerchange",
            resolve,
            { once: true },
          ),
        ),
    );
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.update()),
    );
    await replaced;
    // Its activation ends with the old caches deleted.
    await expect
      .poll(async () => (await cacheState(page)).names)
      .not.toContain("images");
    expect((await cacheState(page)).offline).toContain(newTitle);

    // And offline, an unknown address gets the new build's page.
    await page.context().setOffline(true);
    await page.goto(notFound.path);
    await expect(
      page.getByRole("heading", { level: 1, name: newTitle }),
    ).toBeVisible();
  });
});
