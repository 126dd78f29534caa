import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  entryRefused,
  expectSaved,
  openEditor,
  publish,
  saveDraft,
  typeAddress,
} from "./admin-steps";
import {
  localBackend,
  startLocalBackend,
  useLocalBackend,
  type LocalBackend,
} from "./local-backend";

// What the editor refuses, saves and publishes, and what it checks before a deletion, through the real
// editor: Decap's local backend (decap-server), in its git mode, on a repository of its own holding a
// copy of the launch content, so that the real files are never touched. A valid change is saved as a
// draft, then published into `main`, whose files are the working tree's; a refused one leaves no draft.
// The rules themselves (the schemas, the links between entries, the fields' patterns and limits) are
// checked by the unit tests of src/admin/ and src/schemas/: here, one refusal of each kind the editor
// makes. Each test loads the editor once and goes from entry to entry by address.
let backend: LocalBackend;
let repository: string;

// An editor's journey takes 20–100 s on two busy cores (measured beside the rest of `npm test` and
// other work): a limit with room for that, against a hang.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  backend = await startLocalBackend("admin");
  ({ repository } = backend);
});

test.afterAll(() => backend.stop());

test.beforeEach(({ page, siteGuard }) =>
  useLocalBackend(page, siteGuard, backend),
);

// The editor may still be asking its backend when a test ends: those answers are no longer wanted.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const chapterFiles = () =>
  readdirSync(join(repository, "content", "chapters")).sort();
const head = () => backend.git("rev-parse", "main").trim();

/** Picks an option of a select by typing the start of its label, as an editor does. */
async function choose(field: Locator, option: string) {
  await field.fill(option);
  await field.page().getByRole("option", { name: option, exact: true }).click();
}

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true });

/**
 * Resolves once the editor shows the entry's saved draft, at the entry's own address: after a new entry's
 * first save, Decap goes there by itself, and would undo an address typed before.
 */
async function showsDraft(page: Page, address: string) {
  await expect(page).toHaveURL(new RegExp(`#/collections/${address}$`));
  await expectSaved(page);
}

/** The form of the collection's entry is on screen, not another's. */
const formOf = (page: Page, collection: string) =>
  expect(
    page.getByRole("link", {
      name: new RegExp(`Writing in ${collection} collection`),
    }),
  ).toBeVisible();

/**
 * Types a new value in place of a field's, as an editor does: into the field first, then over all of it.
 * After a refused save, Decap draws a field again as it first takes the focus, which drops a selection
 * made at the same moment.
 */
async function retype(field: Locator, value: string) {
  await field.focus();
  await field.fill(value);
}

test("the editor refuses what the build would refuse, in its words, with nothing in git, and writes what it takes @desktop", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectConsoleError(entryRefused);
  const before = chapterFiles();
  const main = head();
  const nothingSaved = () => {
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
    expect(head()).toBe(main);
  };
  await openEditor(page, "chapters/new");
  const country = field(page, "Country");
  const description = field(page, "Description (optional)");

  await test.step("a name that a direction control turns round: the field's pattern", async () => {
    await country.fill("Ghana\u202Egnp.exe");
    await choose(field(page, "Country of the flag"), "Ghana");
    await saveDraft(page);
    await expect(
      page.getByText(
        "Country: expected the country's name, not only spaces, with no hidden characters (such as direction controls).",
      ),
    ).toBeVisible();
    nothingSaved();
  });

  await test.step("a description longer than the card holds: the field's count", async () => {
    await retype(country, "Ghana");
    await description.fill("Quantum Africa Ghana Chapter");
    await expect(description).toHaveAccessibleDescription(
      /28 \/ 200 characters/,
    );
    await description.fill("a".repeat(5012));
    await expect(
      page.getByText("5,012 / 200 characters: 4,812 too many"),
    ).toBeVisible();
    await saveDraft(page);
    await expect(
      page.getByText(
        "Description is 5,012 characters long; at most 200 fit on the page. Shorten it by 4,812.",
      ),
    ).toBeVisible();
    nothingSaved();
  });

  await test.step("a second chapter for a country: the check before saving, which reads the other entries", async () => {
    await retype(country, "Nigeria");
    await retype(description, "A second chapter for Nigeria");
    await choose(field(page, "Country of the flag"), "Nigeria");
    await saveDraft(page);
    await expect(
      page.getByText(
        /Not saved: .*Country of the flag: it is already the country of the chapter Nigeria; expected one chapter per country/,
      ),
    ).toBeVisible();
    nothingSaved();
  });

  await test.step("a text page that has no file yet is written as its file, its preview following the typing", async () => {
    const saved = join(repository, "content", "pages", "privacy.json");
    expect(existsSync(saved)).toBe(false);
    // "Are you sure you want to leave this page?" of the refused chapter: yes.
    page.once("dialog", (dialog) => void dialog.accept());
    await typeAddress(page, "pages");
    const collections = page.getByRole("complementary");
    for (const name of ["Chapters", "Team", "Events", "Site and home page"])
      await expect(collections.getByRole("link", { name })).toBeVisible();
    await page.getByRole("link", { name: /Privacy notice/ }).click();
    await field(page, "Title").fill("Privacy");
    await field(page, "Description for search engines").fill(
      "What becomes of what you send us.",
    );
    // The text's rich-text editor: the form's last text box, after the title, the description and the
    // day it was last updated (left empty: it is optional).
    await page.getByRole("textbox").last().click();
    await page.keyboard.insertText(
      "We keep a message only as long as we answer it.",
    );
    await expect(
      page
        .frameLocator("iframe")
        .first()
        .getByRole("heading", { level: 1, name: "Privacy" }),
    ).toBeVisible();
    await publish(page);
    expect(JSON.parse(readFileSync(saved, "utf8"))).toEqual({
      title: "Privacy",
      description: "What becomes of what you send us.",
      body: "We keep a message only as long as we answer it.",
    });
  });
});

// An editor may type addresses: Decap then kept the form it first opened, and had no entry to check
// before deleting. Each address now opens its own form, and a deletion is checked whatever the editor
// holds, with the entry read from the backend; when that read fails, nothing is deleted.
test("from address to address: each opens its own form, and a deletion is checked whatever the editor holds @desktop", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectConsoleError(/^(DeletionRefused|DeletionUnchecked): /);
  siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
  // The launch content has no event that names a chapter: one does now.
  const event = join(repository, "content", "events", "qml4africa-2025.json");
  writeFileSync(
    event,
    `${JSON.stringify({ ...(JSON.parse(readFileSync(event, "utf8")) as object), chapters: ["egypt"] }, null, 2)}\n`,
  );
  backend.commit("An event names the chapter Egypt");
  // "Are you sure you want to leave this page?", then "… delete this published entry …?": yes.
  page.on("dialog", (dialog) => void dialog.accept());

  await test.step("a new member with no social profiles is saved, with an empty list of them", async () => {
    const draft = "cms/team/example-volunteer";
    await openEditor(page, "team/new");
    await field(page, "Name").fill("Example Volunteer");
    await field(page, "Role").fill("Outreach volunteer");
    await saveDraft(page);
    await showsDraft(page, "team/entries/example-volunteer");
    await expect(page.getByText(/Not saved/)).toHaveCount(0);
    expect(backend.drafts()).toContain(draft);
    expect(
      JSON.parse(
        backend.fileOn("team/example-volunteer.json", draft) ?? "null",
      ),
    ).toMatchObject({
      name: "Example Volunteer",
      role: "Outreach volunteer",
      socialMedia: [],
    });
  });

  await test.step("from an unsaved new member to a new event: a valid event is saved as an event", async () => {
    const draft = "cms/events/example-reading-evening";
    await typeAddress(page, "team/new");
    await formOf(page, "Team");
    await field(page, "Name").fill("Amina Example");
    await typeAddress(page, "events/new");
    await formOf(page, "Events");
    await expect(field(page, "Title")).toBeVisible();
    await expect(field(page, "Name")).toHaveCount(0);
    await field(page, "Title").fill("Example Reading Evening");
    await expect(page.getByRole("button", { name: "Bold" })).toBeVisible();
    await page.getByRole("textbox").nth(1).click();
    await page.keyboard.insertText("An evening of reading together.");
    await page.getByRole("button", { name: "Set date to now" }).click();
    await field(page, "City").fill("Cairo");
    await field(page, "Country").fill("Egypt");
    await choose(field(page, "Country code"), "Egypt");
    await saveDraft(page);
    await showsDraft(page, "events/entries/example-reading-evening");
    expect(backend.drafts()).toContain(draft);
    expect(
      JSON.parse(
        backend.fileOn("events/example-reading-evening.json", draft) ?? "{}",
      ),
    ).toMatchObject({ title: "Example Reading Evening" });
    expect(backend.fileOn("team/amina-example.json", draft)).toBeUndefined();
  });

  await test.step("from an unsaved new member to a chapter that an event names: it is not deleted, and the editor is told why", async () => {
    const main = head();
    await typeAddress(page, "team/new");
    await formOf(page, "Team");
    await field(page, "Name").fill("Amina Example");
    await typeAddress(page, "chapters/entries/egypt");
    await formOf(page, "Chapters");
    await expect(field(page, "Country")).toHaveValue("Egypt");
    await page.getByRole("button", { name: "Delete published entry" }).click();
    await expect(
      page.getByText(
        /Not deleted: the chapter Egypt is still named by the event QML4Africa.* \(Chapters\)\. Remove it there first\./,
      ),
    ).toBeVisible();
    expect(head()).toBe(main);
    expect(backend.fileOn("chapters/egypt.json")).toBeDefined();
  });

  await test.step("a deletion that cannot be checked deletes nothing, and says so", async () => {
    const main = head();
    await typeAddress(page, "chapters/entries/nigeria");
    await formOf(page, "Chapters");
    await expect(field(page, "Country")).toHaveValue("Nigeria");
    // From now on, the entry cannot be read: the connection drops as the editor deletes it.
    await page.route(`${localBackend}/api/v1`, (route) =>
      (route.request().postDataJSON() as { action: string }).action ===
      "getEntry"
        ? route.abort("internetdisconnected")
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Delete published entry" }).click();
    await expect(
      page.getByText(
        "Not deleted: the editor could not check whether other entries still use this entry, so it deleted nothing. Check your connection, then try again",
      ),
    ).toBeVisible();
    expect(head()).toBe(main);
    expect(backend.fileOn("chapters/nigeria.json")).toBeDefined();
  });
});
