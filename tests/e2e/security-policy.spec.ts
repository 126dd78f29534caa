import { expect, test } from "./fixtures";

test("pages are served under the Content-Security-Policy, which blocks inline code it does not know", async ({
  page,
  siteGuard,
}) => {
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain(
    "script-src 'self';",
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
