import type { Request } from "@playwright/test";
import { content } from "./content";
import {
  contactForm,
  expect,
  recordAlerts,
  test,
  waitForContactForm,
} from "./fixtures";

// The form's two messages, as the content words them.
const { missingFields, sent } = content.home.contact.messages;
const missing = `alert: ${missingFields}`;

// The form that delivers nothing, on the site's own content while it has no delivery (with delivery
// through Netlify Forms, contact-delivery.spec.ts checks it on the test copy).
if (content.site.contactDelivery !== "netlify")
  test.describe("the contact form without delivery", () => {
    test.beforeEach(async ({ page }) => {
      await page.goto("/#contact");
      // The form's own alerts come with React; before it, the browser's validation answers.
      await waitForContactForm(page);
    });

    test("the three fields are labelled and required", async ({ page }) => {
      const { name, email, message } = contactForm(page);
      for (const field of [name, email, message]) {
        await expect(field).toBeVisible();
        await expect(field).toHaveAttribute("required", "");
      }
      await expect(email).toHaveAttribute("type", "email");
    });

    test("an empty form is refused and what was typed is kept", async ({
      page,
    }) => {
      const alerts = recordAlerts(page);
      const { name, email, message, submit } = contactForm(page);

      await submit.click();
      await expect.poll(() => alerts).toEqual([missing]);

      await name.fill("Amina Example");
      await submit.click();
      await expect.poll(() => alerts).toEqual([missing, missing]);
      await expect(name).toHaveValue("Amina Example");
      await expect(email).toHaveValue("");
      await expect(message).toHaveValue("");

      // Spaces alone do not count as an answer.
      await email.fill("amina@example.org");
      await message.fill("   ");
      await submit.click();
      await expect.poll(() => alerts).toEqual([missing, missing, missing]);
      await expect(name).toHaveValue("Amina Example");
      await expect(email).toHaveValue("amina@example.org");
    });

    test("a complete form is logged, acknowledged and cleared, without a request", async ({
      page,
    }) => {
      const alerts = recordAlerts(page);
      const logged: unknown[][] = [];
      page.on("console", async (entry) => {
        if (entry.type() !== "log") return;
        logged.push(
          await Promise.all(entry.args().map((arg) => arg.jsonValue())),
        );
      });
      const { name, email, message, submit } = contactForm(page);
      const draft = {
        name: "Amina Example",
        email: "amina@example.org",
        message: "Hello from Kigali!",
      };
      await name.fill(draft.name);
      await email.fill(draft.email);
      await message.fill(draft.message);

      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      await submit.click();

      await expect.poll(() => alerts).toEqual([`alert: ${sent}`]);
      await expect
        .poll(() =>
          logged.some((args) => JSON.stringify(args).includes(draft.message)),
        )
        .toBe(true);
      const entry = logged.find((args) =>
        JSON.stringify(args).includes(draft.message),
      );
      expect(entry).toContainEqual(draft);
      await expect(name).toHaveValue("");
      await expect(email).toHaveValue("");
      await expect(message).toHaveValue("");
      await expect(page).toHaveURL("/#contact");
      expect(requests.map((request) => request.url())).toEqual([]);
    });

    test("after sending, the focus goes to the message below the button, which is announced", async ({
      page,
    }) => {
      recordAlerts(page);
      const { form, name, email, message, submit } = contactForm(page);
      await name.fill("Amina Example");
      await email.fill("amina@example.org");
      await message.fill("Hello from Kigali!");

      await submit.click();

      // A status: a live region, which a screen reader reads when its text appears.
      const said = form.getByRole("status");
      await expect(said).toHaveText(sent);
      await expect(said).toBeFocused();
      // Where the visitor was, not back up the page: just below the button, on the screen.
      await expect(said).toBeInViewport();
      const [button, below] = await Promise.all([
        submit.boundingBox(),
        said.boundingBox(),
      ]);
      expect(below?.y).toBeGreaterThanOrEqual(
        (button?.y ?? 0) + (button?.height ?? 0),
      );
      // The next Tab goes on from there, to what follows the form.
      await page.keyboard.press("Tab");
      expect(
        await form.evaluate((element) =>
          Boolean(
            document.activeElement &&
            element.compareDocumentPosition(document.activeElement) &
              Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        ),
      ).toBe(true);
    });
  });
