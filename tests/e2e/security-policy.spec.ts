import { expect, gotoHydrated, test } from "./fixtures";

test("pages are served under the Content-Security-Policy, which blocks inline code it does not know", async ({
  page,
  siteGuard,
}) => {
  const response = await gotoHydrated(page, "/");
  expect(response?.headers()["content-security-policy"]).toContain(
    "script-src 'self' 'sha256-",
  );

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
