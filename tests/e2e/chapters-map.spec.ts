import { countries } from "countries-list";
import { expect, test } from "./fixtures";
import { chapters as allChapters } from "./site-facts";

const regionName = new Intl.DisplayNames(["en"], { type: "region" });
/** The chapters in Africa, which the map marks: a chapter elsewhere has its card alone. */
const chapters = allChapters.filter(
  (chapter) =>
    (countries as Record<string, { continent: string } | undefined>)[
      chapter.code.toUpperCase()
    ]?.continent === "AF",
);

test.describe("the map of chapters", { tag: "@content" }, () => {
  test("the map names every chapter's country, and each leads to its page", async ({
    page,
  }) => {
    await page.goto("/chapters");
    const map = page.getByRole("group", { name: /map of africa/i });
    await expect(map).toBeVisible();
    const links = map.getByRole("link");
    await expect(links).toHaveCount(chapters.length);

    for (const chapter of chapters) {
      const name = regionName.of(chapter.code.toUpperCase()) ?? "";
      const country = map.getByRole("link", { name, exact: true });
      await expect(country).toBeVisible();
      // Shapes, not points: each country covers an area of the map.
      const box = await country.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBeGreaterThan(100);
      // The same page as the card's name.
      const card = page
        .getByRole("heading", { level: 2, name: chapter.name, exact: true })
        .getByRole("link");
      await expect(country).toHaveAttribute(
        "href",
        (await card.getAttribute("href")) ?? "",
      );
    }

    const [first] = chapters;
    if (first) {
      const name = regionName.of(first.code.toUpperCase()) ?? "";
      await map.getByRole("link", { name, exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: first.name }),
      ).toBeVisible();
      await page.goto("/chapters");
    }

    // The map fits the screen: nothing scrolls sideways.
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const mapBox = await map.boundingBox();
    expect(mapBox?.width).toBeLessThanOrEqual(clientWidth);
  });

  test("the map is there without JavaScript", async ({ newGuardedContext }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/chapters");
    const map = page.getByRole("group", { name: /map of africa/i });
    await expect(map.getByRole("link")).toHaveCount(chapters.length);
  });

  // WCAG 2.2's least target (2.5.8): a small country, such as an island state, is drawn a few pixels wide,
  // and its link covers an unseen circle around it (src/pipeline/map-of-africa.ts).
  test("every country is a target a tap reaches over 24 × 24 px or more, at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/chapters");
    const map = page.getByRole("group", { name: /map of africa/i });
    const links = map.getByRole("link");
    await expect(links).toHaveCount(chapters.length);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      // How far, across and down, the points that a tap would take to this link reach, in steps of 1 px.
      const reach = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const xs: number[] = [];
        const ys: number[] = [];
        for (let x = Math.ceil(box.left); x <= box.right; x += 1)
          for (let y = Math.ceil(box.top); y <= box.bottom; y += 1)
            if (document.elementFromPoint(x, y)?.closest("a") === element) {
              xs.push(x);
              ys.push(y);
            }
        const extent = (values: number[]) =>
          values.length === 0
            ? 0
            : Math.max(...values) - Math.min(...values) + 1;
        return { width: extent(xs), height: extent(ys) };
      });
      const name = (await link.getAttribute("aria-label")) ?? "";
      expect(reach.width, name).toBeGreaterThanOrEqual(24);
      expect(reach.height, name).toBeGreaterThanOrEqual(24);
    }
  });

  test("the map fits a 320 px screen @phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/chapters");
    const map = page.getByRole("group", { name: /map of africa/i });
    const box = await map.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(320);
  });
});
