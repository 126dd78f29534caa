import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { typeAddress } from "./admin-steps";
import {
  type LocalBackend,
  startLocalBackend,
  useLocalBackend,
} from "./local-backend";

// An editor's journey on a phone, by touch (the phone project: 390×844, isMobile, hasTouch): open a
// collection, change a member's biography, see it on the site's card and save it as a draft; add an
// event with its dates and a photo, see its card, find its draft in its collection, submit it for
// review and publish it; then, in forced colours, an entry's buttons and the focus still show. Decap's
// local backend (decap-server, git mode) keeps a copy of the launch content, as in admin.spec.ts. At
// every step the page must not scroll sideways, and each control tapped must be whole on the screen.
let backend: LocalBackend;
let repository: string;

// An editor's journey takes 20–100 s on two busy cores (measured beside the rest of `npm test` and
// other work): a limit with room for that, against a hang.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  backend = await startLocalBackend("phone");
  repository = backend.repository;
});

test.afterAll(() => backend.stop());

test.beforeEach(({ page, siteGuard }) =>
  useLocalBackend(page, siteGuard, backend),
);

test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const contentFile = (file: string) =>
  JSON.parse(readFileSync(join(repository, "content", file), "utf8")) as Record<
    string,
    unknown
  >;

/** The page is as wide as the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(
    clientWidth,
  );
}

/** Taps a control once it is whole on the screen, on a page that does not scroll sideways. */
async function tap(control: Locator) {
  // The editor may draw the control anew meanwhile (it reads an entry again once it is published): it is
  // then found again. Each try allows several times what it was measured to take on a busy 2-core
  // machine beside two CPU-bound processes: up to 1.8 s to find and scroll to a control that is still
  // appearing, and 0.2 s for it to be seen whole.
  await expect(async () => {
    await control.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(control).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass();
  await expectNoSidewaysScroll(control.page());
  await control.tap();
}

/** Taps a text field, then types into it, as a phone's keyboard does. */
async function type(field: Locator, text: string) {
  await tap(field);
  await field.fill(text);
}

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true });

/** The preview, one tap away: it shows the site's card, then the form comes back. */
async function checkPreview(page: Page, card: (preview: Locator) => Locator) {
  await tap(page.getByRole("button", { name: "Show the preview" }));
  const preview = page.locator("iframe").first();
  await expect(preview).toBeInViewport({ ratio: 1 });
  await expect(
    card(page.frameLocator("iframe").first().locator("body")),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await tap(page.getByRole("button", { name: "Show the form" }));
  await expect(preview).toBeHidden();
}

/** Chooses a draft's status in the toolbar's Status menu, by touch. */
async function setStatus(page: Page, status: "In review" | "Ready") {
  await tap(page.getByRole("button", { name: /^Status: / }));
  await tap(page.getByRole("menuitem", { name: status, exact: true }));
  await expect(
    page.getByRole("button", { name: `Status: ${status}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
}

/** Saves the entry, which has no draft yet, as a draft, by touch: the editor then shows its status. */
async function saveDraft(page: Page) {
  await tap(page.getByRole("button", { name: "Save", exact: true }));
  await expect(
    page.getByRole("button", { name: "Status: Draft" }),
  ).toBeVisible();
}

/**
 * The journey's last step, all by touch: the editor submits the saved draft for review; a maintainer
 * marks it Ready and publishes it, and the entry goes live.
 */
async function finishEntry(page: Page) {
  await setStatus(page, "In review");
  await setStatus(page, "Ready");
  page.once("dialog", (dialog) => void dialog.accept());
  await tap(page.getByRole("button", { name: "Publish", exact: true }));
  await tap(page.getByRole("menuitem", { name: "Publish now" }));
  await expect(page.getByText("Entry published")).toBeVisible();
  // The entry is read again as published: a draft no more, with no status to choose.
  await expect(page.getByRole("button", { name: /^Status: / })).toBeHidden();
  await expectNoSidewaysScroll(page);
}

test("an editor changes a biography and adds an event with a photo, by touch, and the buttons show in forced colours @phone", async ({
  page,
}) => {
  // The whole journey took up to 56 s on a 2-core machine busy with other work and two CPU-bound
  // processes: twice that.
  const biography =
    "Quantum machine learning researcher, and the host of our Cairo meet-ups.";
  const event = {
    title: "Quantum Computing Summer School",
    description: "Two days of lectures and labs for students.",
    photo: "summer-school.jpg",
  };
  // A first day chosen with the widget's "Now" button (the widget keeps dates in UTC), a last day typed.
  const firstDay = new Date().toISOString().slice(0, 10);
  const lastDay = new Date(Date.now() + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  await test.step("open the Team collection", async () => {
    await page.goto("/admin/");
    await tap(page.getByRole("button", { name: "Login" }));
    await tap(page.getByRole("link", { name: "Team" }));
    await expect(
      page.getByRole("link", { name: /Gamal Moneep/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step("change a member's biography", async () => {
    await tap(page.getByRole("link", { name: /Gamal Moneep/ }));
    await type(field(page, "Short biography (optional)"), biography);
    await expectNoSidewaysScroll(page);
  });

  await test.step("see the biography on the site's card", async () => {
    await checkPreview(page, (preview) =>
      preview.getByRole("article").getByText(biography),
    );
  });

  await test.step("save the member's change as a draft", async () => {
    await saveDraft(page);
    expect(
      JSON.parse(
        backend.fileOn("team/gamal-moneep.json", "cms/team/gamal-moneep") ??
          "{}",
      ),
    ).toMatchObject({ description: biography });
  });

  await test.step("add an event with its dates", async () => {
    await tap(page.getByRole("link", { name: /Writing in Team collection/ }));
    await tap(page.getByRole("link", { name: "Events" }));
    await tap(page.getByRole("link", { name: "Create entry of type Event" }));
    await type(field(page, "Title"), event.title);
    // The description's rich-text editor, the text box after the title, once it has loaded.
    await expect(page.getByRole("button", { name: "Bold" })).toBeVisible();
    const description = page.getByRole("textbox").nth(1);
    await tap(description);
    await page.keyboard.insertText(event.description);
    await tap(page.getByRole("button", { name: "Set date to now" }));
    await expect(field(page, "Date")).toHaveValue(firstDay);
    await type(field(page, "Last day (optional)"), lastDay);
    await type(field(page, "City"), "Cairo");
    await type(field(page, "Country"), "Egypt");
    await type(field(page, "Country code"), "Egypt");
    await tap(page.getByRole("option", { name: "Egypt", exact: true }));
  });

  await test.step("upload a photo of the event", async () => {
    await tap(page.getByRole("button", { name: "Choose an image" }));
    const library = page.getByRole("dialog");
    const chooser = page.waitForEvent("filechooser");
    await tap(library.getByText("Upload", { exact: true }));
    await (
      await chooser
    ).setFiles({
      name: event.photo,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: "#225588",
        },
      })
        .jpeg()
        .toBuffer(),
    });
    await tap(library.getByRole("button", { name: "Choose selected" }));
    await expect(library).toBeHidden();
    await type(
      field(page, "Description of the image (optional)"),
      "Students at the summer school",
    );
  });

  await test.step("see the event's card", async () => {
    await checkPreview(page, (preview) =>
      preview.getByRole("heading", { name: event.title }),
    );
  });

  await test.step("save the event, and find its draft in its collection, as the manual says", async () => {
    await saveDraft(page);
    // The editor opens the saved draft, with its status.
    await expect(
      page.getByRole("button", { name: "Status: Draft" }),
    ).toBeVisible();
    await tap(page.getByRole("link", { name: /Writing in Events collection/ }));
    // A new entry's draft is listed after the published entries, under "Unpublished Entries".
    await expect(
      page.getByText("Unpublished Entries", { exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await tap(page.getByRole("link", { name: new RegExp(event.title) }));
    await expect(
      page.getByRole("button", { name: "Status: Draft" }),
    ).toBeVisible();
  });

  await test.step("publish the event", async () => {
    await finishEntry(page);
    const published = contentFile(
      "events/quantum-computing-summer-school.json",
    ) as { image: { src: string } };
    // The photo's name is made readable, and ends in a hash of its content.
    expect(published.image.src).toMatch(
      /^\/media\/summer-school-[0-9a-f]{8}\.jpg$/,
    );
    expect(existsSync(join(repository, "content", published.image.src))).toBe(
      true,
    );
    expect(
      contentFile(`events/quantum-computing-summer-school.json`),
    ).toMatchObject({
      title: event.title,
      date: firstDay,
      endDate: lastDay,
      location: { city: "Cairo", country: "Egypt", countryCode: "EG" },
      image: { alt: "Students at the summer school" },
      // The editor starts the count of its calendar entry's revisions (SEQUENCE).
      calendar: {
        sequence: 0,
        fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      },
    });
  });

  await test.step("in forced colours the entry's buttons keep their outlines, and the focus shows", async () => {
    await page.emulateMedia({ forcedColors: "active" });
    await typeAddress(page, "chapters/entries/nigeria");
    await expect(field(page, "Country")).toHaveValue("Nigeria");
    const previewButton = page.getByRole("button", {
      name: "Show the preview",
    });
    for (const control of [
      page.getByRole("button", { name: "Published", exact: true }),
      page.getByRole("button", { name: "Delete published entry" }),
      previewButton,
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      await expect(control).toHaveCSS("border-top-style", "solid");
      await expect(control).toHaveCSS("border-top-width", "1px");
    }
    await previewButton.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(previewButton).toBeFocused();
    await expect(previewButton).toHaveCSS("outline-style", "solid");
    await expect(previewButton).toHaveCSS("outline-width", "3px");
  });
});
