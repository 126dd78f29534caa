import { expect, flagService, test } from "./fixtures";
import { chapters } from "./site-facts";

test("when the flag service fails, every chapter shows its country code instead", async ({
  page,
}) => {
  await page.route(`${flagService}**`, (route) => route.abort("failed"));
  await page.goto("/chapters");

  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(chapters.length);
  for (const chapter of chapters) {
    const card = cards.filter({
      has: page.getByRole("heading", { name: chapter.name, exact: true }),
    });
    // Lazy images only load, and so only fail, once they come near the viewport.
    await card.scrollIntoViewIfNeeded();
    const fallback = card.getByRole("img", { name: `Flag of ${chapter.name}` });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveText(new RegExp(`^${chapter.code}$`, "i"));
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
  }

  const brokenImages = await page.evaluate(() =>
    Array.from(document.images)
      .filter(
        (image) => !image.hidden && image.complete && image.naturalWidth === 0,
      )
      .map((image) => image.src),
  );
  expect(brokenImages, "broken images left in view").toEqual([]);
});

test("when the flag service fails before the page is ready, the fallback still shows", async ({
  page,
  viewport,
}) => {
  // A window tall enough for every card: the lazy flags load, and fail, before the page's script runs.
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 3000 });
  await page.route(`${flagService}**`, (route) => route.abort("failed"));
  await page.goto("/chapters");
  for (const chapter of chapters) {
    await expect(
      page.getByRole("img", { name: `Flag of ${chapter.name}` }),
    ).toHaveText(new RegExp(`^${chapter.code}$`, "i"));
  }
});
