import { content } from "./content";
import {
  contactForm,
  expect,
  mainNav,
  recordAlerts,
  holdScripts,
  test,
  waitForContactForm,
  waitForFirstPaint,
  waitForHydration,
} from "./fixtures";

const { messages } = content.home.contact;
const delivery = content.site.contactDelivery;

const draft = {
  name: "Amina Example",
  email: "amina@example.org",
  message: "Typed on a slow link, before the scripts arrived.",
};

test("what a visitor types before React runs is kept, with the focus and the selection", async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  const release = await holdScripts(page);
  // The page is there to type into long before its held scripts (and so its load event).
  await page.goto("/#contact", { waitUntil: "commit" });
  await waitForFirstPaint(page);
  const { name, email, message, submit } = contactForm(page);
  await name.fill(draft.name);
  await email.fill(draft.email);
  await message.fill(draft.message);
  await message.focus();
  await message.evaluate((field: HTMLTextAreaElement) =>
    field.setSelectionRange(6, 10),
  );
  // Still the prerendered page: the menu's button comes with React.
  await expect(
    mainNav(page).getByRole("button", { name: "Menu", includeHidden: true }),
  ).toHaveCount(0);

  release();
  await waitForHydration(page);
  await waitForContactForm(page);

  await expect(name).toHaveValue(draft.name);
  await expect(email).toHaveValue(draft.email);
  await expect(message).toHaveValue(draft.message);
  await expect(message).toBeFocused();
  expect(
    await message.evaluate((field: HTMLTextAreaElement) => [
      field.selectionStart,
      field.selectionEnd,
    ]),
  ).toEqual([6, 10]);

  if (delivery === "netlify")
    await page.route("/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 200, body: "" })
        : route.continue(),
    );
  await submit.click();
  await expect.poll(() => alerts).toEqual([`alert: ${messages.sent}`]);
  await expect(message).toHaveValue("");
});

test("a malformed email address is named next to its field, which gets the focus", async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  await page.goto("/#contact");
  await waitForContactForm(page);
  const { name, email, message, submit } = contactForm(page);
  await name.fill(draft.name);
  await email.fill("not-an-email");
  await message.fill(draft.message);

  await submit.click();

  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const problem = await email.evaluate(
    (field: HTMLInputElement) => field.validationMessage,
  );
  expect(problem).not.toBe("");
  await expect(email).toHaveAccessibleDescription(problem);
  await expect(page.getByText(problem)).toBeVisible();
  await expect(name).toHaveValue(draft.name);
  await expect(email).toHaveValue("not-an-email");
  await expect(message).toHaveValue(draft.message);
  expect(alerts).toEqual([]);

  await email.fill(draft.email);
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText(problem)).toHaveCount(0);
});

test("without JavaScript, the form posts, and its fields never land in an address", async ({
  newGuardedContext,
}) => {
  const context = await newGuardedContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/#contact");
  const { form, name, email, message, submit } = contactForm(page);
  await expect(form).toHaveAttribute("method", "post");
  if (delivery === "netlify") {
    await expect(form).toHaveAttribute("action", "/contact/sent");
    await expect(submit).toBeEnabled();
  } else {
    // Nothing would take the message: the form offers no sending until React runs.
    await expect(submit).toBeDisabled();
    await name.fill(draft.name);
    await email.fill(draft.email);
    await message.fill(draft.message);
    await message.press("Control+Enter");
    await email.press("Enter");
    await expect(page).toHaveURL("/#contact");
  }
});
