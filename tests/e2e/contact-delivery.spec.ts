import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import { serveSite } from "../serve-site";
import { buildSite, copySite, removeSite } from "../site-copy";
import {
  contactForm,
  expect,
  recordAlerts,
  test,
  waitForHydration,
} from "./fixtures";

// The contact form with delivery through Netlify Forms: a copy of the site, built with
// "contactDelivery": "netlify", served as `npm start` serves it. The host's answers are stubbed here.
let copy = "";
let server: Awaited<ReturnType<typeof serveSite>> | undefined;

// One copy and one build for the whole file, in the desktop project: the form reads the same at every
// width, and the phone project covers the form with delivery off.
test.describe(
  "the contact form with delivery through Netlify Forms",
  { tag: "@desktop" },
  () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    test.use({
      // Playwright reads a fixture's dependencies from its first parameter: this one has none.
      // eslint-disable-next-line no-empty-pattern
      baseURL: async ({}, provide) => {
        await provide(server?.origin);
      },
    });

    test.beforeAll(async () => {
      copy = copySite();
      const settings = join(copy, "content/site.json");
      const site = JSON.parse(readFileSync(settings, "utf8")) as object;
      writeFileSync(
        settings,
        JSON.stringify({ ...site, contactDelivery: "netlify" }, null, 2),
      );
      const { status, output } = buildSite(copy);
      if (status !== 0) throw new Error(`The build failed:\n${output}`);
      server = await serveSite({ cwd: copy });
    });

    test.afterAll(() => {
      server?.stop();
      removeSite(copy);
    });

    const draft = {
      name: "Ada Lovelace",
      email: "ada@example.org",
      message: "Hello from Kigali! Is there a chapter in Rwanda?",
    };

    async function fillIn(page: Page) {
      const { name, email, message } = contactForm(page);
      await name.fill(draft.name);
      await email.fill(draft.email);
      await message.fill(draft.message);
    }

    async function expectKept(page: Page) {
      const { name, email, message } = contactForm(page);
      await expect(name).toHaveValue(draft.name);
      await expect(email).toHaveValue(draft.email);
      await expect(message).toHaveValue(draft.message);
    }

    /** Answers the form's POST to "/" as told, keeping each body; any other request goes through. */
    async function stubHost(
      page: Page,
      answers: ((route: Route) => Promise<void>)[],
    ) {
      const bodies: Record<string, string>[] = [];
      await page.route("/", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        bodies.push(
          Object.fromEntries(
            new URLSearchParams(route.request().postData() ?? ""),
          ),
        );
        const answer = answers.shift();
        if (!answer) throw new Error("an unexpected POST");
        await answer(route);
      });
      return bodies;
    }

    const ok = (route: Route) => route.fulfill({ status: 200, body: "" });

    test("the prerendered form is a Netlify form with a honeypot no one sees", async ({
      page,
    }) => {
      await page.goto("/#contact");
      const { form } = contactForm(page);
      await expect(form).toHaveAttribute("name", "contact");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/contact/sent");
      await expect(form).toHaveAttribute("data-netlify", "true");
      await expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
      await expect(form.getByRole("textbox")).toHaveCount(3);
      await expect(form.locator('input[name="bot-field"]')).toBeHidden();
    });

    test("a 2xx answer gives the success message and clears the fields", async ({
      page,
    }) => {
      const alerts = recordAlerts(page);
      const bodies = await stubHost(page, [ok]);
      await page.goto("/#contact");
      await waitForHydration(page);
      await fillIn(page);

      await contactForm(page).submit.click();

      await expect
        .poll(() => alerts)
        .toEqual(["alert: Message sent successfully!"]);
      expect(bodies).toEqual([
        { "form-name": "contact", "bot-field": "", ...draft },
      ]);
      const { name, email, message } = contactForm(page);
      await expect(name).toHaveValue("");
      await expect(email).toHaveValue("");
      await expect(message).toHaveValue("");
    });

    for (const [failure, fail] of [
      [
        "a 500 answer",
        (route: Route) => route.fulfill({ status: 500, body: "" }),
      ],
      ["a network failure", (route: Route) => route.abort("failed")],
    ] as const) {
      test(`${failure} keeps every value and says so, and sending again works`, async ({
        page,
        siteGuard,
      }) => {
        siteGuard.expectFailedRequests("/");
        const alerts = recordAlerts(page);
        const bodies = await stubHost(page, [fail, ok]);
        await page.goto("/#contact");
        await waitForHydration(page);
        await fillIn(page);

        await contactForm(page).submit.click();

        await expect(contactForm(page).form.getByRole("alert")).toContainText(
          "Your message could not be sent",
        );
        await expectKept(page);
        expect(alerts).toEqual([]);

        await contactForm(page).submit.click();

        await expect
          .poll(() => alerts)
          .toEqual(["alert: Message sent successfully!"]);
        expect(bodies).toHaveLength(2);
        await expect(contactForm(page).message).toHaveValue("");
        await expect(contactForm(page).form.getByRole("alert")).toHaveText("");
      });
    }

    test("without JavaScript, the form posts natively and lands on the thank-you page", async ({
      newGuardedContext,
      request,
    }) => {
      const context = await newGuardedContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      // Netlify takes the POST and answers with the page of the form's action.
      const thanks = await (await request.get("/contact/sent")).text();
      const posted: Record<string, string>[] = [];
      await page.route("/contact/sent", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posted.push(
          Object.fromEntries(
            new URLSearchParams(route.request().postData() ?? ""),
          ),
        );
        await route.fulfill({
          status: 200,
          contentType: "text/html",
          body: thanks,
        });
      });
      await page.goto("/#contact");
      await fillIn(page);

      await contactForm(page).submit.click();

      await expect(page).toHaveURL("/contact/sent");
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Thank you for your message",
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Back to the home page" }),
      ).toHaveAttribute("href", "/");
      expect(posted).toEqual([
        { "form-name": "contact", "bot-field": "", ...draft },
      ]);
    });
  },
);
