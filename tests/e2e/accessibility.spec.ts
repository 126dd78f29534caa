import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { notFound, routes } from "./site-facts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `  ${node.target.join(" ")}: ${node.failureSummary}`)
          .join("\n")}`,
    )
    .join("\n\n");
  expect(violations, `axe-core violations:\n${report}`).toEqual([]);
}

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 A or AA violations`, async ({ page }) => {
    await page.goto(route.path);
    await expectNoViolations(page);
  });
}

test("the error page has no WCAG 2.2 A or AA violations", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectNotFound(notFound.path);
  await page.goto(notFound.path);
  await expectNoViolations(page);
});

test(
  "the open mobile menu has no WCAG 2.2 A or AA violations",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expectNoViolations(page);
  },
);
