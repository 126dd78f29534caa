import type { Locator, Page } from "@playwright/test";
import {
  expect,
  holdScripts,
  mainNav,
  test,
  waitForFirstPaint,
  waitForHydration,
} from "./fixtures";
import { hashLinks, pages } from "./site-facts";

// What a visitor on a slow phone does between the first paint and the moment React takes the page over
// is never undone: the CPU is slowed through the DevTools protocol, as a cheap phone's would be, and the
// visitor acts at several moments after the header has painted.
const rates = [4, 8];
// A tap with the page's scripts held back until it is made, so surely before hydration; then a tap soon
// after the first paint, which races with hydration on the slowed CPU. A later tap would repeat one or
// the other: the race, or the hydrated menu of mobile-menu.spec.ts.
const held = "with the scripts held back";
const moments = [held, 300] as const;

/** A page whose CPU runs `rate` times slower, opened at `path`, resolved once its text has painted. */
async function openSlowly(page: Page, path: string, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
}

/**
 * The menu's toggle, whichever form it has: the native disclosure's summary before hydration, React's
 * button after it. The summary has no role of its own, so it is found by its element.
 */
const menuToggle = (page: Page) =>
  mainNav(page).locator("summary, button[aria-controls]").first();

const isHydrated = (page: Page) =>
  mainNav(page)
    .getByRole("button", { name: "Menu", includeHidden: true })
    .count()
    .then((count) => count > 0);

/** Hydration is over and React's transition to the scripted forms has had time to land. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForTimeout(1500);
}

const [aboutLink] = hashLinks;

test.describe("before hydration, on a phone", () => {
  for (const rate of rates)
    test(`a tap on the menu icon at ${rate}× CPU opens the menu and it stays open`, async ({
      page,
    }) => {
      test.slow();
      const early: boolean[] = [];
      for (const moment of moments) {
        const release = moment === held ? await holdScripts(page) : undefined;
        await openSlowly(page, pages.event.path, rate);
        if (moment !== held) await page.waitForTimeout(moment);
        early.push(!(await isHydrated(page)));
        await menuToggle(page).click();
        release?.();
        await settle(page);
        // The later taps load the scripts as a first visit does, with nothing held back.
        await page.unrouteAll({ behavior: "wait" });
        const button = page.getByRole("button", { name: "Menu" });
        await expect(
          button,
          moment === held
            ? `tapped ${held}`
            : `tapped ${moment} ms after the first paint`,
        ).toHaveAttribute("aria-expanded", "true");
        await expect(
          mainNav(page).getByRole("link", {
            name: pages.team.nav,
            exact: true,
          }),
        ).toBeVisible();
        // A second tap closes it.
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "false");
      }
      expect(early, "some taps must come before hydration").toContain(true);
    });

  test("a tap, then a second tap, both before hydration, leave the menu closed", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(pages.event.path, { waitUntil: "commit" });
    await waitForFirstPaint(page);
    await menuToggle(page).click();
    await menuToggle(page).click();
    expect(await isHydrated(page), "both taps before hydration").toBe(false);
    release();
    await settle(page);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

/** The section is the focused element, in view. */
async function expectLandedOnAbout(page: Page) {
  if (!aboutLink) throw new Error("the menu has no in-page link");
  await expect(page).toHaveURL(`/#${aboutLink.id}`);
  const section: Locator = page.getByRole("region", {
    name: aboutLink.heading,
  });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
}

// The menu behind its button on a phone, the row of items on a desk: both widths.
for (const rate of rates)
  test(
    `a section of the home page chosen early from the menu at ${rate}× CPU is where the visitor lands, focused`,
    { tag: "@each-width" },
    async ({ page, isMobile }) => {
      if (!aboutLink) throw new Error("the menu has no in-page link");
      await openSlowly(page, pages.event.path, rate);
      if (isMobile) await menuToggle(page).click();
      await mainNav(page)
        .getByRole("link", { name: aboutLink.name, exact: true })
        .click();
      await settle(page);
      await expectLandedOnAbout(page);
    },
  );

test("the focus and the scroll position a visitor gave the page before hydration are kept", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await waitForFirstPaint(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(
    () => document.activeElement?.outerHTML ?? "",
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(focused).not.toBe("");
  expect(await isHydrated(page), "acted before hydration").toBe(false);
  release();
  await settle(page);
  expect(
    await page.evaluate(() => document.activeElement?.outerHTML ?? ""),
  ).toBe(focused);
  expect(
    Math.abs((await page.evaluate(() => window.scrollY)) - scrolled),
  ).toBeLessThanOrEqual(2);
});
