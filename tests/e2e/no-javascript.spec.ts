import { expect, test } from "./fixtures";
import {
  copyright,
  footerColumns,
  navItems,
  notFound,
  routes,
} from "./site-facts";

// Every page is prerendered: a visitor without JavaScript reads the whole text.
test.describe("with JavaScript off", () => {
  for (const route of routes) {
    test(`${route.path} holds its whole text in the HTML`, async ({
      newGuardedContext,
      page: scriptedPage,
    }) => {
      const context = await newGuardedContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      const main = page.getByRole("main");
      for (const text of route.texts) {
        await expect(main.getByText(text).first()).toBeAttached();
      }
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const item of navItems) {
        await expect(
          nav.getByRole("link", {
            name: item.name,
            exact: true,
            includeHidden: true,
          }),
        ).toHaveAttribute("href", item.href);
      }
      const footer = page.getByRole("contentinfo");
      for (const entry of footerColumns.flatMap((column) => column.entries)) {
        await expect(footer.getByText(entry, { exact: true })).toBeVisible();
      }
      await expect(footer.getByText(copyright)).toBeVisible();

      // The script adds behaviour, not words: the page reads the same with JavaScript on.
      await scriptedPage.goto(route.path);
      expect(await main.innerText()).toBe(
        await scriptedPage.getByRole("main").innerText(),
      );
    });
  }

  test("an unknown address answers 404 with the error screen", async ({
    newGuardedContext,
    siteGuard,
  }) => {
    siteGuard.expectNotFound(notFound.path);
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(notFound.path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: notFound.title }),
    ).toBeVisible();
    await expect(main.getByText(notFound.detail)).toBeVisible();
  });
});
