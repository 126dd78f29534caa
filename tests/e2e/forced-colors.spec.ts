import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pageRoutes } from "../build/build-output";
import { notFound, onePerKind } from "./site-facts";

// Windows High Contrast and other forced-colour themes replace the site's colours with the system's:
// every control keeps an edge of its own. A page of each kind, on the test copy, which has every kind; the
// home page, whose header is laid out differently on a desk, at both widths. (axe reads the same page in
// forced colours as without them, with the contrast left to the system: accessibility.spec.ts runs it.)
test.describe("forced colours", { tag: "@content" }, () => {
  test.use({ forcedColors: "active" });

  const pages = [...onePerKind(pageRoutes), notFound.path];

  async function checkPage(page: Page, path: string, projectName: string) {
    await page.goto(path);

    // A control drawn only by its background colour vanishes in forced colours: every button and
    // button-shaped link needs an edge of its own there.
    const edgeless = await page
      .locator("main button, main a")
      .evaluateAll((elements) =>
        elements
          .filter((element) => {
            const style = getComputedStyle(element);
            const shaped = parseFloat(style.paddingLeft) >= 16;
            const edged =
              style.borderStyle !== "none" && parseFloat(style.borderWidth) > 0;
            return shaped && !edged && element.getClientRects().length > 0;
          })
          .map((element) => element.textContent?.trim() ?? element.outerHTML),
      );
    expect(edgeless, "controls without an edge in forced colours").toEqual([]);

    await page.screenshot({
      path: `test-results/forced-colors/${projectName}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`,
      fullPage: true,
    });
  }

  for (const path of pages) {
    test(
      `${path} keeps every control visible in forced colours`,
      { tag: path === "/" ? "@each-width" : [] },
      async ({ page, siteGuard }, testInfo) => {
        if (path === notFound.path) siteGuard.expectNotFound(path);
        await checkPage(page, path, testInfo.project.name);
      },
    );
  }

  test("the focus ring shows in forced colours", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
