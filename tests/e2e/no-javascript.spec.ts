import type { Locator } from "@playwright/test";
import { contactForm, expect, test } from "./fixtures";
import { content } from "./content";
import {
  copyright,
  footerColumns,
  navItems,
  notFound,
  pages,
  routes,
  startsWith,
} from "./site-facts";

const supportName = startsWith(content.site.supportLink.title);

/** Every item of the menu and Support Us can be seen. */
async function expectEveryItemVisible(nav: Locator) {
  for (const item of navItems)
    await expect(
      nav.getByRole("link", { name: item.name, exact: true }),
    ).toBeVisible();
  await expect(nav.getByRole("link", { name: supportName })).toBeVisible();
}

// Every page is prerendered: a visitor without JavaScript reads the whole text.
test.describe("without JavaScript", { tag: "@content" }, () => {
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
          await expect(
            footer.getByText(entry.title, { exact: true }),
          ).toBeVisible();
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

  // Phones fold the navigation into a menu: without JavaScript it is a native disclosure that still opens.
  test.describe("with JavaScript off, on a phone", { tag: "@phone" }, () => {
    for (const width of [320, 390]) {
      test(`every nav item and Support Us can be reached at ${width} px`, async ({
        newGuardedContext,
      }) => {
        const context = await newGuardedContext({
          javaScriptEnabled: false,
          viewport: { width, height: 800 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.goto("/event");
        const nav = page.getByRole("navigation", { name: "Main" });
        const support = nav.getByRole("link", { name: supportName });
        await expect(support).toBeHidden();

        await nav.locator("summary", { hasText: "Menu" }).click();

        await expectEveryItemVisible(nav);
        await expect(support).toHaveAttribute("target", "_blank");

        await nav
          .getByRole("link", { name: pages.team.nav, exact: true })
          .click();
        await expect(page).toHaveURL(pages.team.path);
        await expect(
          page.getByRole("heading", { level: 1, name: pages.team.heading }),
        ).toBeVisible();
      });
    }
  });

  test("on a wide screen the items show in a row, with no menu to open", async ({
    newGuardedContext,
  }) => {
    const context = await newGuardedContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/event");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expectEveryItemVisible(nav);
    await expect(nav.locator("summary")).toBeHidden();
  });

  test("the contact form keeps what was typed and sends nothing incomplete", async ({
    newGuardedContext,
  }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/#contact");
    const { name, email, message, submit: send } = contactForm(page);
    await name.fill("Amina Example");
    await message.fill("Hello from London");

    if (content.site.contactDelivery === "netlify") {
      // The browser's own validation refuses the message.
      await send.click();
      expect(
        await email.evaluate(
          (input: HTMLInputElement) => input.validity.valueMissing,
        ),
      ).toBe(true);
    } else {
      // With no delivery, nothing would take the message: it is not offered for sending.
      await expect(send).toBeDisabled();
    }

    await expect(page).toHaveURL("/#contact");
    await expect(name).toHaveValue("Amina Example");
    await expect(message).toHaveValue("Hello from London");
  });
});
