import { expect, test } from "./fixtures";
import { notFound, routes } from "./site-facts";

test.use({ viewport: { width: 320, height: 640 } });

for (const path of [...routes.map((route) => route.path), notFound.path]) {
  test(`${path} does not scroll sideways at 320 px`, async ({
    page,
    siteGuard,
  }) => {
    if (path === notFound.path) siteGuard.expectNotFound(path);
    await page.goto(path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}
