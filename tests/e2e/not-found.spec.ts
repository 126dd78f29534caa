import { expect, test } from "./fixtures";
import { copyright, hero, notFound } from "./site-facts";

test("an unknown address answers 404 with the error screen inside the site", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectNotFound(notFound.path);
  const response = await page.goto(notFound.path);
  expect(response?.status()).toBe(404);

  await expect(page).toHaveURL(notFound.path);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: notFound.title }),
  ).toBeVisible();
  await expect(main.getByText(notFound.detail, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("navigation", { name: "Main" }),
  ).toBeAttached();
  await expect(
    page.getByRole("contentinfo").getByText(copyright, { exact: true }),
  ).toBeVisible();

  await main.getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("heading", { level: 1, name: hero.headline }),
  ).toBeVisible();
});
