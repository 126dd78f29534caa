// Firefox ESR through puppeteer-core's WebDriver BiDi: every page styled, and the core journeys.
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firefoxEsr } from "./engines";
import {
  alerts,
  expectDesign,
  focusClearOfHeader,
  measureRendering,
  measureState,
  origin,
  pages,
  type Rendering,
  type State,
  isHydrated,
} from "./site";

let browser: Browser;
let page: Page;
const problems: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxEsr,
    protocol: "webDriverBiDi",
    headless: true,
  });
  page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.accept();
  });
});

afterAll(async () => {
  await browser?.close();
});

const state = () => page.evaluate(measureState) as Promise<State>;

describe("Firefox ESR at 390 px", () => {
  it.each(pages)(
    "%s shows the design without sideways scrolling",
    async (path) => {
      problems.length = 0;
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      // Over BiDi, goto can resolve while the new document is still being set up (seen once in CI).
      await page.waitForFunction(
        () => document.readyState === "complete" && document.body !== null,
      );
      // Hydrated, so that no module is still loading when the next page replaces this one: Firefox
      // reports an import cut short by the navigation as an error.
      await page.waitForFunction(isHydrated);
      const rendering = (await page.evaluate(measureRendering)) as Rendering;
      expectDesign(rendering);
      // The missing page's own 404 response is the one error the browser may report.
      expect(problems.filter((text) => !/404/.test(text))).toEqual([]);
    },
  );

  it("opens the menu, closes it, and closes it on Escape", async () => {
    await page.goto(`${origin}/event`, { waitUntil: "load" });
    await page.waitForFunction(isHydrated);
    const menu = "::-p-aria(Menu)";
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
    await page.click(menu);
    expect(await state()).toMatchObject({ expanded: "true", navShown: true });
    await page.click(menu);
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
    await page.click(menu);
    await page.keyboard.press("Escape");
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
  });

  it("follows Contact Us from /event to #contact, focused", async () => {
    await page.goto(`${origin}/event`, { waitUntil: "load" });
    await page.waitForFunction(isHydrated);
    await page.click("::-p-aria(Menu)");
    await page.click("header a::-p-text(Contact Us)");
    await page.waitForFunction(() => document.activeElement?.id === "contact");
    expect(await state()).toMatchObject({
      hash: "#contact",
      focused: "contact",
    });
  });

  it("shows both contact form messages", async () => {
    dialogs.length = 0;
    await page.goto(`${origin}/#contact`, { waitUntil: "load" });
    await page.waitForFunction(isHydrated);
    await page.click("::-p-aria(Send Message)");
    await page.type("::-p-aria(Name)", "Amina Example");
    await page.type("::-p-aria(Email)", "amina@example.org");
    await page.type("::-p-aria(Message)", "Hello");
    await page.click("::-p-aria(Send Message)");
    expect(dialogs).toEqual([alerts.missingFields, alerts.sent]);
    expect(problems).toEqual([]);
  });

  it("keeps a field focused by script clear of the sticky header", async () => {
    await page.goto(`${origin}/`, { waitUntil: "load" });
    expect(
      (await page.evaluate(focusClearOfHeader)) as number,
    ).toBeGreaterThanOrEqual(0);
  });
});
