import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { notFound, routes } from "./site-facts";

// Windows High Contrast and other forced-colour themes replace the site's colours with the system's.
test.use({ forcedColors: "active" });

const pages = [...routes.map((route) => route.path), notFound.path];

async function checkPage(page: Page, path: string, projectName: string) {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // In forced colours the system picks text and background colours; axe's contrast rule still
    // reads the site's own (it reports #eef2ff text, which Chromium draws black here). Contrast
    // is checked in accessibility.spec.ts, without forced colours.
    .disableRules(["color-contrast"])
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.any[0]?.message ?? ""}`).join("; ")}`,
    ),
    "axe-core violations in forced colours",
  ).toEqual([]);

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
  test(`${path} keeps every control visible and passes axe in forced colours`, async ({
    page,
    siteGuard,
  }, testInfo) => {
    if (path === notFound.path) siteGuard.expectNotFound(path);
    await checkPage(page, path, testInfo.project.name);
  });
}

test("the focus ring shows in forced colours", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
