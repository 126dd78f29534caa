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

/** Saves the change as a draft, marks it Ready and publishes it: what "Publish" was before drafts. */
export async function publish(page: Page) {
  await saveDraft(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await setStatus(page, "Ready");
  await publishReady(page);
  await expect(page.getByText("Entry published")).toBeVisible();
}

/** What Decap logs when the editor refuses an entry the build would refuse (it also shows the editor). */
export const entryRefused = /^EntryRefused: the site's build would refuse/;
