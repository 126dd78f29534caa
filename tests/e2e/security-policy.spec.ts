import { expect, test } from "./fixtures";

test("pages are served under the Content-Security-Policy, which blocks inline code it does not know", async ({
  page,
  siteGuard,
}) => {
  const response = await page.goto("/");
  // The header says what a <meta> policy cannot, and restricts no script: the page's own policy does.
  const header = response?.headers()["content-security-policy"] ?? "";
  expect(header).toContain("frame-ancestors 'none'");
  const policy = await page
    .locator('head > meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  // Scripts of the site itself, and React Router's inline bootstrap by its hash: nothing else.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(`${header}; ${policy}`).not.toMatch(/unsafe-inline|unsafe-eval/);

  await page
    .addScriptTag({ content: "window.injectedByTest = true;" })
    .catch(() => undefined);

  expect(await page.evaluate(() => "injectedByTest" in window)).toBe(false);
  await expect
    .poll(() =>
      siteGuard.problems.some((problem) =>
        problem.startsWith("security policy violation"),
      ),
    )
    .toBe(true);
  // The violation was caused on purpose: the guard saw it, so this test clears it.
  siteGuard.problems.length = 0;
});
