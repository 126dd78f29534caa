// What an editor does in the editor's toolbar, through the real interface: with the editorial workflow,
// "Save" makes a draft, its status goes from Draft to In review to Ready, and "Publish now" puts it on
// the site.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Status = "Draft" | "In review" | "Ready";

/** Opens the editor at an address such as "team/entries/gamal-moneep", signed in to the local backend. */
export async function openEditor(page: Page, address: string) {
  await page.goto(`/admin/#/collections/${address}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Goes to another address of the editor in the same page, as someone typing it does: the editor is not
 * loaded again, and opens that address's own form (a form left unsaved asks first).
 */
export async function typeAddress(page: Page, address: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/collections/${address}`);
}

/** Saves the entry as a draft; what the editor answers is the test's to check. */
export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

export async function setStatus(page: Page, status: Status) {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status, exact: true }).click();
  await expect(
    page.getByRole("button", { name: `Status: ${status}` }),
  ).toBeVisible();
}

/**
 * Chooses Publish › Publish now, and answers the editor's question as a maintainer does: "Are you sure
 * you want to publish this entry?" for a draft that is Ready, a refusal for one that is not. Resolves with
 * that question or refusal.
 */
export async function publishReady(page: Page): Promise<string> {
  const asked = page.waitForEvent("dialog").then(async (dialog) => {
    await dialog.accept();
    return dialog.message();
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  return asked;
}

/**
 * Resolves once the editor shows the entry's draft saved: its toolbar says the changes are saved, and
 * offers the draft's status. (A notice such as "Entry saved" may still be on screen from an earlier save.)
 */
export async function expectSaved(page: Page) {
  await expect(
    page.getByRole("link", { name: /Changes saved$/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Status: / })).toBeVisible();
}

/** Resolves once the editor shows the entry as published: a draft no more, with no status to choose. */
export async function expectPublished(page: Page) {
  await expect(page.getByRole("button", { name: /^Status: / })).toBeHidden();
}

/** Saves the change as a draft, marks it Ready and publishes it: what "Publish" was before drafts. */
export async function publish(page: Page) {
  await saveDraft(page);
  await expectSaved(page);
  await setStatus(page, "Ready");
  await publishReady(page);
  await expectPublished(page);
}

/** What Decap logs when the editor refuses an entry the build would refuse (it also shows the editor). */
export const entryRefused = /^EntryRefused: the site's build would refuse/;
