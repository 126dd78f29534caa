import { unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, recordAlerts, test } from "./fixtures";
import {
  entryRefused,
  expectPublished,
  expectSaved,
  openEditor,
  publishReady,
  saveDraft,
  setStatus,
  typeAddress,
} from "./admin-steps";
import {
  startLocalBackend,
  useLocalBackend,
  type LocalBackend,
} from "./local-backend";

// Drafts and review, through the real editor and Decap's local backend in its git mode, as `npm run cms`
// runs it: a saved change is a branch cms/<collection>/<slug> of the repository, and reaches `main`, which
// the site is built from, only once it is Ready and published.
let backend: LocalBackend;

// An editor's journey takes 20–100 s on two busy cores (measured beside the rest of `npm test` and
// other work): a limit with room for that, against a hang.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  backend = await startLocalBackend("workflow");
});

test.afterAll(() => backend.stop());

test.beforeEach(({ page, siteGuard }) =>
  useLocalBackend(page, siteGuard, backend),
);

// The editor may still be asking its backend when a test ends (it polls for a draft's deploy preview):
// those answers are no longer wanted.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const biography = (page: Page) =>
  page.getByLabel("Short biography (optional)", { exact: true });
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true });

/** A member's file as it is on a branch. */
const member = (slug: string, branch = "main") =>
  JSON.parse(backend.fileOn(`team/${slug}.json`, branch) ?? "null") as {
    role: string;
    description?: string;
  } | null;

/** The commit a branch points at. */
const head = (branch: string) => backend.git("rev-parse", branch).trim();

/** The status Decap keeps for a draft, in its branch's description. */
const statusOf = (draft: string) =>
  backend.git("config", `branch.${draft}.description`).trim();

test("a change is a draft on a branch of its own until it is reviewed and published, and is checked again then @desktop", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectConsoleError(entryRefused);
  const main = head("main");
  const published = backend.fileOn("team/gamal-moneep.json");
  const text = "Gamal teaches quantum computing to students across Egypt.";
  await openEditor(page, "team/entries/gamal-moneep");

  await test.step("a saved change is a draft on its own branch, and main has not moved", async () => {
    await biography(page).fill(text);
    await saveDraft(page);
    await expectSaved(page);
    await expect(
      page.getByRole("button", { name: "Status: Draft" }),
    ).toBeVisible();
    expect(backend.drafts()).toEqual(["cms/team/gamal-moneep"]);
    expect(member("gamal-moneep", "cms/team/gamal-moneep")?.description).toBe(
      text,
    );
    expect(statusOf("cms/team/gamal-moneep")).toBe("decap-cms/draft");
    expect(head("main")).toBe(main);
    expect(backend.fileOn("team/gamal-moneep.json")).toBe(published);
  });

  await test.step("a draft that is not Ready cannot be published", async () => {
    expect(await publishReady(page)).toBe(
      'Please update status to "Ready" before publishing.',
    );
    expect(head("main")).toBe(main);
    await setStatus(page, "In review");
    expect(statusOf("cms/team/gamal-moneep")).toBe("decap-cms/pending_review");
  });

  await test.step("a maintainer finds it in the Workflow tab, marks it Ready and publishes it", async () => {
    await page
      .getByRole("link", { name: /Writing in Team collection/ })
      .click();
    await page.getByRole("link", { name: "Workflow" }).click();
    await expect(
      page.getByRole("heading", { name: "In Review", level: 2 }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Publish changes" }),
    ).toBeDisabled();
    await page.getByRole("link", { name: /Gamal Moneep/ }).click();
    await expect(biography(page)).toHaveValue(text);
    await setStatus(page, "Ready");
    expect(statusOf("cms/team/gamal-moneep")).toBe("decap-cms/pending_publish");
    expect(await publishReady(page)).toBe(
      "Are you sure you want to publish this entry?",
    );
    await expectPublished(page);
    // The change is on main, in a commit of its own, and the draft's branch is gone.
    expect(member("gamal-moneep")?.description).toBe(text);
    expect(backend.log()[0]).toBe("Content: update Team member “gamal-moneep”");
    expect(backend.git("merge-base", "--is-ancestor", main, "main")).toBe("");
    expect(backend.drafts()).toEqual([]);
  });

  await test.step("a Ready draft that names a chapter someone deleted meanwhile is not published", async () => {
    const file = "events/qml4africa-2025.json";
    const before = backend.fileOn(file);
    await typeAddress(page, "events/entries/qml4africa-2025");
    // The event's own form, with the entry loaded, before anything is typed into it.
    await expect(field(page, "Title")).toHaveValue(
      (JSON.parse(before ?? "{}") as { title: string }).title,
    );
    // An optional field's label ends in "(optional)".
    await page.getByLabel(/^Chapters/).fill("Nigeria");
    await page.getByRole("option", { name: "Nigeria", exact: true }).click();
    await saveDraft(page);
    await expectSaved(page);
    expect(backend.drafts()).toEqual(["cms/events/qml4africa-2025"]);
    await setStatus(page, "Ready");

    // Meanwhile, someone else deletes that chapter on main.
    const nigeria = join(backend.repository, "content/chapters/nigeria.json");
    const chapter = backend.fileOn("chapters/nigeria.json") ?? "";
    unlinkSync(nigeria);
    backend.commit("Someone deletes the chapter Nigeria");
    try {
      await publishReady(page);
      await expect(
        page.getByText(
          /^Not published: the site's build would refuse this: Chapters \d: "nigeria" is no chapter of content\/chapters\/; expected the id of one/,
        ),
      ).toBeVisible();
      expect(backend.fileOn(file)).toBe(before);
      expect(backend.drafts()).toEqual(["cms/events/qml4africa-2025"]);
    } finally {
      writeFileSync(nigeria, chapter);
      backend.commit("Someone puts the chapter Nigeria back");
      backend.git(
        "branch",
        "--delete",
        "--force",
        "cms/events/qml4africa-2025",
      );
    }
  });
});

test("what an editor typed is offered back after a reload, and under `npm run cms` a draft reads as it was saved once main has moved on @desktop", async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  const draft = "cms/team/yousra-farhani";
  const text = "Yousra founded Quantum Africa in 2023.";
  await openEditor(page, "team/entries/yousra-farhani");

  await test.step("what an editor typed is offered back after a reload", async () => {
    await biography(page).fill(text);
    // Decap keeps a copy of the entry in the browser (IndexedDB) a moment after each change.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<string>((resolve, reject) => {
              const opened = indexedDB.open("localforage");
              opened.onerror = () => reject(opened.error);
              opened.onsuccess = () => {
                const read = opened.result
                  .transaction("keyvaluepairs")
                  .objectStore("keyvaluepairs")
                  .get("backup.team.yousra-farhani");
                read.onsuccess = () => {
                  opened.result.close();
                  resolve(String((read.result as { raw?: string })?.raw));
                };
              };
            }),
        ),
      )
      .toContain(text);

    await page.reload();
    await expect(biography(page)).toHaveValue(text);
    expect(alerts).toContain(
      "confirm: A local backup was recovered for this entry, would you like to use it?",
    );
    // Nothing was saved: the copy was only in the browser.
    expect(backend.drafts()).toEqual([]);
    await saveDraft(page);
    await expectSaved(page);
    expect(member("yousra-farhani", draft)?.description).toBe(text);
  });

  await test.step("under `npm run cms`, a draft reads as it was saved once main has moved on", async () => {
    // Main moves on, as another draft's publishing or a pull does: a setting changes (a file whose path
    // is shorter than the draft's), and a chapter is added.
    const site = JSON.parse(backend.fileOn("site.json") ?? "{}") as {
      description: string;
    };
    writeFileSync(
      join(backend.repository, "content", "site.json"),
      `${JSON.stringify({ ...site, description: `${site.description} Now with a newsletter.` }, null, 2)}\n`,
    );
    writeFileSync(
      join(backend.repository, "content", "chapters", "ghana.json"),
      `${JSON.stringify({ name: "Ghana", flagCode: "gh", status: "active" }, null, 2)}\n`,
    );
    backend.commit("Main moves on");
    expect(backend.drafts()).toContain(draft);

    // The Workflow tab reads the drafts from the backend again, and so does the draft's card once
    // opened: it shows the draft as it was saved. (Without the editor's own reading of a draft's files,
    // this reads another file that main changed: src/admin/decap.ts.)
    await page.evaluate(() => {
      window.location.hash = "#/workflow";
    });
    const card = page.getByRole("link", { name: /Yousra Farhani/ });
    await expect(card).toBeVisible();
    await card.click();
    await expect(biography(page)).toHaveValue(text);
    await expect(field(page, "Name")).toHaveValue("Yousra Farhani");
    await expect(
      page.getByRole("button", { name: "Status: Draft" }),
    ).toBeVisible();
  });
});

test("two editors of one entry: each is told of a draft the other saved meanwhile, and both changes are kept @desktop", async ({
  page,
  newGuardedContext,
  siteGuard,
}) => {
  siteGuard.expectConsoleError(/^DraftConflict: someone else saved a draft/);
  const other = await (await newGuardedContext()).newPage();
  await useLocalBackend(other, siteGuard, backend);
  const draft = "cms/team/walid-el-maouaki";
  const biographyText = "Walid works on quantum machine learning in Abu Dhabi.";

  // Both open the member, as it is published; the first saves a new role as a draft.
  const published = member("walid-el-maouaki")?.description ?? "";
  for (const editor of [page, other]) {
    await openEditor(editor, "team/entries/walid-el-maouaki");
    await expect(biography(editor)).toHaveValue(published);
  }
  await page
    .getByLabel("Role", { exact: true })
    .fill("Co-founder & CTO, Research");
  await saveDraft(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  // The second, who opened the entry before that draft existed, changes the biography and saves.
  await biography(other).fill(biographyText);
  await saveDraft(other);
  await expect(
    other.getByText(
      "Not saved: someone else saved a draft of this entry while you were editing it",
    ),
  ).toBeVisible();
  expect(member("walid-el-maouaki", draft)).toMatchObject({
    role: "Co-founder & CTO, Research",
  });
  expect(member("walid-el-maouaki", draft)?.description).not.toBe(
    biographyText,
  );

  // They open the entry again, decline their own copy, and change the biography in the draft.
  const alerts: string[] = [];
  other.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void (dialog.type() === "confirm" ? dialog.dismiss() : dialog.accept());
  });
  await other.reload();
  await expect(other.getByLabel("Role", { exact: true })).toHaveValue(
    "Co-founder & CTO, Research",
  );
  await biography(other).fill(biographyText);
  await saveDraft(other);
  await expect(other.getByText("Entry saved")).toBeVisible();

  // The first still has the draft open as they saved it, and changes the role again: the draft is no
  // longer what they saw, so they are told, and the biography stays.
  await page.getByLabel("Role", { exact: true }).fill("Co-founder");
  await saveDraft(page);
  await expect(
    page.getByText(
      "Not saved: someone else saved a draft of this entry while you were editing it",
    ),
  ).toBeVisible();

  // The second saves again: their own last save is what they saw, so nothing is refused.
  await biography(other).fill(`${biographyText} Her group meets weekly.`);
  await saveDraft(other);
  await expect(other.getByText("Entry saved").last()).toBeVisible();
  await expect
    .poll(() => member("walid-el-maouaki", draft)?.description)
    .toBe(`${biographyText} Her group meets weekly.`);

  // The draft holds both editors' changes, each save in a commit of its own.
  expect(member("walid-el-maouaki", draft)).toMatchObject({
    role: "Co-founder & CTO, Research",
  });
  expect(backend.log(`main..${draft}`)).toEqual([
    "Content: update Team member “walid-el-maouaki”",
    "Content: update Team member “walid-el-maouaki”",
    "Content: update Team member “walid-el-maouaki”",
  ]);
  // Its editor stops asking the backend (for the draft's deploy preview) before the routes go.
  await other.close();
});
