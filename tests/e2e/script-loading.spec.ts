import { expect, test, waitForHydration } from "./fixtures";

// A page asks for its scripts only once it has painted its text, then hydrates (the islands' directive
// `client:afterpaint`, decision 0045): until then the HTML, stylesheet and font have the connection to
// themselves. Every page has the same layout: here one page shows that Chromium runs it as intended.
test("a page paints its text before it asks for a script, then hydrates", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map(({ name, startTime }) => ({ name, startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((script) => script.startTime < (paint ?? 0)),
    `scripts asked for before the first paint at ${paint} ms`,
  ).toEqual([]);
});
