import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { entryRefused, openEditor, publish, saveDraft } from "./admin-steps";
import {
  localBackend,
  startLocalBackend,
  useLocalBackend,
  type LocalBackend,
} from "./local-backend";

// Decap's local backend (decap-server), in its git mode, on a repository of its own holding a copy of
// the launch content, so that the real files are never touched. A valid change is saved as a draft,
// then published into `main`, whose files are the working tree's; a refused one leaves no draft.
let backend: LocalBackend;
let repository: string;

test.describe.configure({ mode: "serial" });

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
const contentFile = (file: string) =>
  readFileSync(join(repository, "content", file), "utf8");

/** Picks an option of a select by typing the start of its label, as an editor does. */
async function choose(field: Locator, option: string) {
  await field.fill(option);
  await field.page().getByRole("option", { name: option, exact: true }).click();
}

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true });

test("/admin/ is served under its own policy, and kept out of search engines", async ({
  page,
}) => {
  const response = await page.goto("/admin/");
  const headers = response?.headers() ?? {};
  const policies = headers["content-security-policy"]?.split(", ") ?? [];
  expect(policies).toHaveLength(1);
  expect(policies[0]).toContain("script-src 'self' 'unsafe-eval';");
  expect(headers["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
  const sitemap = await page.request.get("/sitemap.xml");
  expect(await sitemap.text()).not.toContain("/admin");
});

test("an editor opens a chapter and sees the site's card change as they type @desktop", async ({
  page,
}) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();

  const collections = page.getByRole("complementary");
  for (const name of ["Chapters", "Team", "Events", "Site and home page"])
    await expect(collections.getByRole("link", { name })).toBeVisible();

  await collections.getByRole("link", { name: "Chapters" }).click();
  await page.getByRole("link", { name: /Nigeria/ }).click();

  const preview = page.frameLocator("iframe").first();
  const card = preview.getByRole("article");
  await expect(card.getByRole("heading", { name: "Nigeria" })).toBeVisible();
  await expect(
    card.getByRole("img", { name: "Flag of Nigeria" }),
  ).toBeVisible();
  await expect(card.getByText("Active")).toBeVisible();

  const name = page.getByLabel("Country", { exact: true });
  await name.fill("Nigeria and Ghana");
  await expect(
    card.getByRole("heading", { name: "Nigeria and Ghana" }),
  ).toBeVisible();
});

test("a chapter with its country left empty cannot be saved @desktop", async ({
  page,
}) => {
  const before = chapterFiles();
  await page.goto("/admin/#/collections/chapters/new");
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByLabel("Description (optional)", { exact: true })
    .fill("Quantum Africa Ghana Chapter");
  await choose(field(page, "Country of the flag"), "Ghana");

  await saveDraft(page);

  await expect(page.getByText("Country is required.")).toBeVisible();
  expect(chapterFiles()).toEqual(before);
  expect(backend.drafts()).toEqual([]);
});

test.describe("the editor checks an entry as the build does @desktop", () => {
  test.beforeEach(({ siteGuard }) => {
    siteGuard.expectConsoleError(entryRefused);
  });

  test("a chapter description of spaces only", async ({ page }) => {
    const before = chapterFiles();
    await openEditor(page, "chapters/new");
    await page.getByLabel("Country", { exact: true }).fill("Ghana");
    await page
      .getByLabel("Description (optional)", { exact: true })
      .fill("   ");
    await choose(field(page, "Country of the flag"), "Ghana");
    await saveDraft(page);
    await expect(
      page.getByText(
        "Description: expected a one-line description, not only spaces, with no hidden characters (such as direction controls).",
      ),
    ).toBeVisible();
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a name that a direction control turns round", async ({ page }) => {
    const before = chapterFiles();
    await openEditor(page, "chapters/new");
    await page
      .getByLabel("Country", { exact: true })
      .fill("Ghana\u202Egnp.exe");
    await choose(field(page, "Country of the flag"), "Ghana");
    await saveDraft(page);
    await expect(
      page.getByText(
        "Country: expected the country's name, not only spaces, with no hidden characters (such as direction controls).",
      ),
    ).toBeVisible();
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a chapter description longer than the card holds", async ({ page }) => {
    const before = chapterFiles();
    await openEditor(page, "chapters/new");
    await page.getByLabel("Country", { exact: true }).fill("Ghana");
    const description = page.getByLabel("Description (optional)", {
      exact: true,
    });
    await description.fill("Quantum Africa Ghana Chapter");
    await expect(description).toHaveAccessibleDescription(
      /28 \/ 200 characters/,
    );
    await description.fill("a".repeat(5012));
    await expect(
      page.getByText("5,012 / 200 characters: 4,812 too many"),
    ).toBeVisible();
    await choose(field(page, "Country of the flag"), "Ghana");
    await saveDraft(page);
    await expect(
      page.getByText(
        "Description is 5,012 characters long; at most 200 fit on the page. Shorten it by 4,812.",
      ),
    ).toBeVisible();
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a country that is not in the list, and a second chapter for a country", async ({
    page,
  }) => {
    const before = chapterFiles();
    await openEditor(page, "chapters/new");
    const country = page.getByLabel("Country of the flag", { exact: true });
    await country.fill("xx");
    await expect(page.getByText("No options")).toBeVisible();
    await country.fill("");

    await page.getByLabel("Country", { exact: true }).fill("Nigeria");
    await page
      .getByLabel("Description (optional)", { exact: true })
      .fill("A second chapter for Nigeria");
    await choose(field(page, "Country of the flag"), "Nigeria");
    await saveDraft(page);
    await expect(
      page.getByText(
        /Not saved: .*Country of the flag: it is already the country of the chapter Nigeria; expected one chapter per country/,
      ),
    ).toBeVisible();
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a LinkedIn address with no site name", async ({ page }) => {
    const file = "team/gamal-moneep.json";
    const before = contentFile(file);
    await openEditor(page, "team/entries/gamal-moneep");
    const profiles = page.getByLabel("Address", { exact: true });
    await profiles.first().fill("https://linkedin");
    await saveDraft(page);
    await expect(
      page.getByText(
        'Address: expected a full address that starts with "https://" and names a site',
      ),
    ).toBeVisible();
    expect(contentFile(file)).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("two profiles for one network", async ({ page }) => {
    const file = "team/gamal-moneep.json";
    const before = contentFile(file);
    await openEditor(page, "team/entries/gamal-moneep");
    const profiles = page.getByLabel("Address", { exact: true });
    await page.getByRole("button", { name: "Add profile" }).click();
    await choose(field(page, "Network").last(), "LinkedIn");
    await profiles.last().fill("https://www.linkedin.com/in/someone-else");
    await saveDraft(page);
    await expect(
      page.getByText(/Not saved: .*"linkedin" is used twice/),
    ).toBeVisible();
    expect(contentFile(file)).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("an event's country that is not in the list, an end before the start, an http link", async ({
    page,
  }) => {
    const file = "events/qml4africa-2025.json";
    const before = contentFile(file);
    const event = JSON.parse(before) as { date: string };
    await openEditor(page, "events/entries/qml4africa-2025");
    const country = page.getByLabel("Country code", { exact: true });
    await country.fill("XX");
    await expect(page.getByText("No options")).toBeVisible();
    await country.fill("");
    await page.keyboard.press("Escape");

    await page.getByLabel(/^Last day/).fill("2000-01-01");
    page.once("dialog", (dialog) => void dialog.accept("http://example.org/"));
    // The description's rich-text editor: the first text box with text inside (fields hold values).
    const description = page
      .getByRole("textbox")
      .filter({ hasText: /\w/ })
      .first();
    await description.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.getByRole("button", { name: "Link" }).click();
    await saveDraft(page);
    await expect(
      page.getByText(
        new RegExp(
          `Not saved: .*Description: the link "http://example.org/" is not valid.*Last day: "2000-01-01" is before the start date ${event.date}`,
        ),
      ),
    ).toBeVisible();
    expect(contentFile(file)).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("menu and button paths that are not pages of this site", async ({
    page,
  }) => {
    const before = contentFile("site.json");
    await openEditor(page, "settings/entries/site");
    // The fields on screen: the menu's items are folded, apart from a new one.
    const visible = (label: string) =>
      page.getByLabel(label, { exact: true }).filter({ visible: true });
    // The podcast's address, then the support button's.
    await visible("Address").nth(1).fill("/\\evil.example/x");
    await page.getByRole("button", { name: "Add menu item" }).click();
    await visible("Id").first().fill("mail");
    await visible("Label").first().fill("Write to us");
    // The podcast's address, the new menu item's, then the support button's.
    await visible("Address").nth(1).fill("mailto:team@example.org");
    await saveDraft(page);
    await expect(
      page.getByText("Address: expected a page of this site (/, /event"),
    ).toHaveCount(2);
    expect(contentFile("site.json")).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a valid chapter is published into its file", async ({ page }) => {
    await openEditor(page, "chapters/entries/nigeria");
    await page
      .getByLabel("Description (optional)", { exact: true })
      .fill("Quantum Africa's chapter in Nigeria");
    await publish(page);
    expect(JSON.parse(contentFile("chapters/nigeria.json"))).toMatchObject({
      description: "Quantum Africa's chapter in Nigeria",
    });
  });

  test("valid site settings are published into their file", async ({
    page,
  }) => {
    await openEditor(page, "settings/entries/site");
    const support = page
      .getByLabel("Address", { exact: true })
      .filter({ visible: true })
      .nth(1);
    await support.fill("/#contact");
    await publish(page);
    expect(JSON.parse(contentFile("site.json"))).toMatchObject({
      supportLink: { path: "/#contact" },
    });
  });
});

test.describe("the editor checks the links between entries as the build does @desktop", () => {
  const writeContent = (file: string, data: unknown) => {
    const path = join(repository, "content", file);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  };

  // The launch content has no partners, no news and no chapter lead: each test's entries are added here.
  test.beforeAll(async () => {
    writeFileSync(
      join(repository, "content", "media", "amina-example.jpg"),
      await sharp({
        create: { width: 64, height: 64, channels: 3, background: "#336699" },
      })
        .jpeg()
        .toBuffer(),
    );
    writeContent("team/amina-example.json", {
      name: "Amina Example",
      role: "Chapter lead",
      img: "/media/amina-example.jpg",
      socialMedia: [],
    });
    writeContent("news/launch.json", {
      title: "The community launches",
      date: "2025-01-15",
      summary: "Quantum Africa opens its doors.",
      body: "We are here.",
      authors: ["ghost-writer"],
    });
    const event = JSON.parse(contentFile("events/qml4africa-2025.json")) as {
      chapters?: string[];
    };
    writeContent("events/qml4africa-2025.json", {
      ...event,
      chapters: ["egypt"],
    });
    backend.commit("Entries the tests of links edit");
  });

  test.beforeEach(({ siteGuard }) => {
    siteGuard.expectConsoleError(
      /^(EntryRefused: the site's build would refuse|DeletionRefused: )/,
    );
  });

  test("an event that names a chapter which no longer exists", async ({
    page,
  }) => {
    const file = "events/qml4africa-2025.json";
    const before = contentFile(file);
    await openEditor(page, "events/entries/qml4africa-2025");
    // An optional field's label ends in "(optional)".
    await choose(page.getByLabel(/^Chapters/), "Nigeria");
    // Meanwhile, someone else deletes that chapter.
    const nigeria = contentFile("chapters/nigeria.json");
    unlinkSync(join(repository, "content", "chapters", "nigeria.json"));
    backend.commit("Someone deletes the chapter Nigeria");
    try {
      await saveDraft(page);
      await expect(
        page.getByText(
          /Not saved: .*Chapters 2: "nigeria" is no chapter of content\/chapters\/; expected the id of one/,
        ),
      ).toBeVisible();
      expect(contentFile(file)).toBe(before);
      expect(backend.drafts()).toEqual([]);
    } finally {
      writeFileSync(
        join(repository, "content", "chapters", "nigeria.json"),
        nigeria,
      );
      backend.commit("Someone puts the chapter Nigeria back");
    }
  });

  test("a partner without a signed agreement, then with one", async ({
    page,
  }) => {
    const saved = join(
      repository,
      "content",
      "partners",
      "example-university.json",
    );
    await openEditor(page, "partners/new");
    await field(page, "Name").fill("Example University");
    await page.getByRole("button", { name: "Choose an image" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Upload", { exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name: "example-university.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      ),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await field(page, "Website").fill("https://www.example.edu");
    await choose(field(page, "Kind"), "Academic");
    await saveDraft(page);
    await expect(
      page.getByText(
        /Not saved: .*A partnership agreement is signed: false is not valid; expected true: a partner is shown once a partnership agreement exists/,
      ),
    ).toBeVisible();
    expect(existsSync(saved)).toBe(false);
    expect(backend.drafts()).toEqual([]);

    await page.getByRole("switch").click();
    await publish(page);
    expect(JSON.parse(readFileSync(saved, "utf8"))).toMatchObject({
      name: "Example University",
      logo: expect.stringMatching(
        /^\/media\/example-university-[0-9a-f]{8}\.svg$/,
      ),
      link: "https://www.example.edu",
      kind: "academic",
      agreement: true,
    });
  });

  test("a photo portrait with no credit and no agreement", async ({ page }) => {
    const file = "team/amina-example.json";
    const before = contentFile(file);
    await openEditor(page, "team/entries/amina-example");
    await field(page, "Role").fill("Nigeria chapter lead");
    await saveDraft(page);
    await expect(
      page.getByText(
        /Not saved: .*Photo credit: is missing; expected who took the photo \/media\/amina-example\.jpg.*The person agreed to this photo: is not true/,
      ),
    ).toBeVisible();
    expect(contentFile(file)).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a news post whose author is not in the team", async ({ page }) => {
    const file = "news/launch.json";
    const before = contentFile(file);
    await openEditor(page, "news/entries/launch");
    await field(page, "Summary").fill("Quantum Africa opens its doors today.");
    await saveDraft(page);
    await expect(
      page.getByText(
        /Not saved: .*Authors 1: "ghost-writer" is no person of content\/team\/; expected the id of one/,
      ),
    ).toBeVisible();
    expect(contentFile(file)).toBe(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("deleting a chapter that an event names", async ({ page }) => {
    const before = chapterFiles();
    await openEditor(page, "chapters/entries/egypt");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete published entry" }).click();
    await expect(
      page.getByText(
        /Not deleted: the chapter Egypt is still named by the event QML4Africa.* \(Chapters\)\. Remove it there first\./,
      ),
    ).toBeVisible();
    expect(chapterFiles()).toEqual(before);
    expect(backend.drafts()).toEqual([]);
  });

  test("a deletion that cannot be checked deletes nothing, and says so", async ({
    page,
    siteGuard,
  }) => {
    siteGuard.expectConsoleError(/^DeletionUnchecked: /);
    siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
    const main = backend.git("rev-parse", "main").trim();
    await openEditor(page, "chapters/entries/nigeria");
    await expect(field(page, "Country")).toHaveValue("Nigeria");
    // From now on, the entry cannot be read: the connection drops as the editor deletes it.
    await page.route(`${localBackend}/api/v1`, (route) =>
      (route.request().postDataJSON() as { action: string }).action ===
      "getEntry"
        ? route.abort("internetdisconnected")
        : route.fallback(),
    );
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete published entry" }).click();
    await expect(
      page.getByText(
        "Not deleted: the editor could not check whether other entries still use this entry, so it deleted nothing. Check your connection, then try again",
      ),
    ).toBeVisible();
    expect(backend.git("rev-parse", "main").trim()).toBe(main);
    expect(backend.fileOn("chapters/nigeria.json")).toBeDefined();
  });

  // An editor may type addresses: Decap then keeps the form it first opened, and had no entry to check
  // before deleting. Each address now opens its own form, and a deletion is checked whatever the editor
  // holds.
  test.describe("addresses typed one after another", () => {
    /** Goes to an address of the editor as someone typing it does, leaving an unsaved form. */
    async function typeAddress(page: Page, address: string) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#/collections/${address}`);
    }

    test.beforeEach(({ page }) => {
      // "Are you sure you want to leave this page?", then "… delete this published entry …?": yes.
      page.on("dialog", (dialog) => void dialog.accept());
    });

    test("from an unsaved new member to a new event: a valid event is saved as an event", async ({
      page,
    }) => {
      await openEditor(page, "team/new");
      await field(page, "Name").fill("Amina Example");
      await typeAddress(page, "events/new");
      await expect(field(page, "Title")).toBeVisible();
      await expect(field(page, "Name")).toHaveCount(0);
      await field(page, "Title").fill("Example Reading Evening");
      await expect(page.getByRole("button", { name: "Bold" })).toBeVisible();
      await page.getByRole("textbox").nth(1).click();
      await page.keyboard.type("An evening of reading together.");
      await page.getByRole("button", { name: "Set date to now" }).click();
      await field(page, "City").fill("Cairo");
      await field(page, "Country").fill("Egypt");
      await choose(field(page, "Country code"), "Egypt");
      await saveDraft(page);
      await expect(page.getByText("Entry saved")).toBeVisible();
      expect(backend.drafts()).toContain("cms/events/example-reading-evening");
      expect(
        JSON.parse(
          backend.fileOn(
            "events/example-reading-evening.json",
            "cms/events/example-reading-evening",
          ) ?? "{}",
        ),
      ).toMatchObject({ title: "Example Reading Evening" });
    });

    test("then to a chapter that an event names: it is not deleted, and the editor is told why", async ({
      page,
    }) => {
      const main = backend.git("rev-parse", "main").trim();
      await openEditor(page, "team/new");
      await field(page, "Name").fill("Amina Example");
      await typeAddress(page, "events/new");
      await expect(field(page, "Title")).toBeVisible();
      await typeAddress(page, "chapters/entries/egypt");
      await expect(field(page, "Country")).toHaveValue("Egypt");
      await page
        .getByRole("button", { name: "Delete published entry" })
        .click();
      await expect(
        page.getByText(
          /Not deleted: the chapter Egypt is still named by the event QML4Africa.* \(Chapters\)\. Remove it there first\./,
        ),
      ).toBeVisible();
      expect(backend.git("rev-parse", "main").trim()).toBe(main);
      expect(backend.fileOn("chapters/egypt.json")).toBeDefined();
    });
  });
});

test("a text page that has no file yet is written as its file @desktop", async ({
  page,
}) => {
  const saved = join(repository, "content", "pages", "privacy.json");
  expect(existsSync(saved)).toBe(false);
  await openEditor(page, "pages");
  await page.getByRole("link", { name: /Privacy notice/ }).click();
  await field(page, "Title").fill("Privacy");
  await field(page, "Description for search engines").fill(
    "What becomes of what you send us.",
  );
  // The text's rich-text editor: the third text box, after the title and the description.
  await page.getByRole("textbox").nth(2).click();
  await page.keyboard.type("We keep a message only as long as we answer it.");
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

test("a new member with no social profiles is saved, with an empty list of them @desktop", async ({
  page,
}) => {
  const draft = "cms/team/example-volunteer";
  await openEditor(page, "team/new");
  await field(page, "Name").fill("Example Volunteer");
  await field(page, "Role").fill("Outreach volunteer");
  await saveDraft(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  expect(backend.drafts()).toContain(draft);
  expect(
    JSON.parse(backend.fileOn("team/example-volunteer.json", draft) ?? "null"),
  ).toMatchObject({
    name: "Example Volunteer",
    role: "Outreach volunteer",
    socialMedia: [],
  });
});
