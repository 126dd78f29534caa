import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startScript } from "../serve-site";
import { expect, test } from "./fixtures";

// Decap's local backend (decap-server) on a copy of content/, so that the real files are never touched.
// The editor calls it at Decap's default address, which the test forwards to a port of its worker.
const localBackend = "http://localhost:8081";
let backendPort: number;
let backend: ChildProcess;
let repository: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  backendPort = await freePort();
  repository = mkdtempSync(join(tmpdir(), "qa-admin-"));
  cpSync("content", join(repository, "content"), { recursive: true });
  ({ child: backend } = await startScript(
    "node_modules/decap-server/dist/index.js",
    {
      env: {
        PORT: String(backendPort),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repository,
      },
      ready: /listening/,
    },
  ));
});

test.afterAll(() => {
  backend.kill();
  rmSync(repository, { recursive: true, force: true });
});

test.beforeEach(async ({ page, siteGuard }) => {
  siteGuard.allowOrigin(localBackend);
  await page.route(`${localBackend}/api/v1`, (route) =>
    route
      .fetch({ url: `http://127.0.0.1:${backendPort}/api/v1` })
      .then((response) => route.fulfill({ response })),
  );
});

const chapterFiles = () =>
  readdirSync(join(repository, "content", "chapters")).sort();

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
    .getByLabel("Description", { exact: true })
    .fill("Quantum Africa Ghana Chapter");
  await page.getByLabel("Country code", { exact: true }).fill("gh");

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  await expect(page.getByText("Country is required.")).toBeVisible();
  expect(chapterFiles()).toEqual(before);
});
