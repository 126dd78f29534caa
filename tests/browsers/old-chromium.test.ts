// Chromium 79 and 92, from npm, driven by a puppeteer-core of their time: the engines of phones that
// stopped getting updates and of old WebViews. Every page at 390 px must show the site's design.
import puppeteer, { type Browser, type Page } from "puppeteer-core-10";
import { chromiumArgs } from "../../scripts/browser.mjs";
import { oldChromiumPath, oldChromiums } from "./old-chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectDesign,
  measureRendering,
  measureState,
  origin,
  pages,
  type Rendering,
  type State,
  isHydrated,
} from "./site";

describe.each(oldChromiums)("$name", (engine) => {
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: oldChromiumPath(engine.packageName),
      args: chromiumArgs,
      headless: true,
    });
    page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe(`${engine.name} at phone widths`, () => {
    it(`is ${engine.name}`, async () => {
      expect(await browser.version()).toMatch(`Chrome/${engine.version}.`);
    });

    it.each(pages)(
      "%s shows the design, icons at icon size, no sideways scrolling",
      async (path) => {
        problems.length = 0;
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        const rendering = (await page.evaluate(measureRendering)) as Rendering;
        expectDesign(rendering);
        // The missing page's own 404 response is the one error the browser may report.
        expect(problems.filter((text) => !/404/.test(text))).toEqual([]);
      },
    );

    it.each(pages)(
      "%s does not scroll sideways at 320 px either",
      async (path) => {
        await page.setViewport({ width: 320, height: 640 });
        try {
          await page.goto(`${origin}${path}`, { waitUntil: "load" });
          const rendering = (await page.evaluate(
            measureRendering,
          )) as Rendering;
          expect(rendering.scrollWidth).toBeLessThanOrEqual(320);
        } finally {
          await page.setViewport({ width: 390, height: 844 });
        }
      },
    );

    it("runs the page script: the menu opens and shows every item", async () => {
      await page.goto(`${origin}/event`, { waitUntil: "load" });
      await page.waitForFunction(isHydrated, { timeout: 10_000 });
      expect((await page.evaluate(measureState)) as State).toMatchObject({
        expanded: "false",
        navShown: false,
      });
      await page.click("button[aria-expanded]");
      expect((await page.evaluate(measureState)) as State).toMatchObject({
        expanded: "true",
        navShown: true,
      });
    });
  });
});
