import type { Page, Route } from "@playwright/test";
import { content } from "./content";
import {
  contactForm,
  expect,
  recordAlerts,
  test,
  waitForContactForm,
} from "./fixtures";

/** The fields of the form a request posts. */
const postedFields = (route: Route) =>
  Object.fromEntries(new URLSearchParams(route.request().postData() ?? ""));

// The contact form with delivery through Netlify Forms, on the test copy (tests/content-variant.mjs),
// whose content delivers through them; contact-form.spec.ts holds the form that delivers nothing, on the
// site's own content while it has no delivery. The host's answers are stubbed here.
test.describe(
  "the contact form with delivery through Netlify Forms",
  { tag: "@content" },
  () => {
    test.describe.configure({ mode: "serial" });

    test.beforeAll(() => {
      if (content.site.contactDelivery !== "netlify")
        throw new Error(
          'These tests need content with "contactDelivery": "netlify": npm test runs them on its test copy of the content (tests/content-variant.mjs).',
        );
    });

    const draft = {
      name: "Amina Example",
      email: "amina@example.org",
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
        bodies.push(postedFields(route));
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
      await waitForContactForm(page);
      await fillIn(page);

      await contactForm(page).submit.click();

      await expect
        .poll(() => alerts)
        .toEqual([`alert: ${content.home.contact.messages.sent}`]);
      expect(bodies).toEqual([
        { "form-name": "contact", "bot-field": "", ...draft },
      ]);
      // Said below the button, where the focus goes, in a live region.
      const said = contactForm(page).form.getByRole("status");
      await expect(said).toHaveText(content.home.contact.messages.sent);
      await expect(said).toBeFocused();
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
        await waitForContactForm(page);
        await fillIn(page);

        await contactForm(page).submit.click();

        const failed = contactForm(page).form.getByRole("alert");
        await expect(failed).toContainText(
          content.home.contact.messages.failed,
        );
        await expect(failed).toBeFocused();
        await expectKept(page);
        expect(alerts).toEqual([]);

        await contactForm(page).submit.click();

        await expect
          .poll(() => alerts)
          .toEqual([`alert: ${content.home.contact.messages.sent}`]);
        expect(bodies).toHaveLength(2);
        await expect(contactForm(page).message).toHaveValue("");
        await expect(failed).toHaveText("");
        await expect(contactForm(page).form.getByRole("status")).toBeFocused();
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
        posted.push(postedFields(route));
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
          name: content.site.pages.contactSent.title,
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", {
          name: content.site.pages.contactSent.homeLink,
        }),
      ).toHaveAttribute("href", "/");
      expect(posted).toEqual([
        { "form-name": "contact", "bot-field": "", ...draft },
      ]);
    });
  },
);
