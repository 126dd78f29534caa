import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadContent } from "../../src/pipeline/load.ts";
import { freePort } from "../serve-site";
import { expect, test, useOrigin, waitForHydration } from "./fixtures";

// `npm run dev` (`astro dev`, which `npm run cms` runs beside the editor) on a copy of the content
// (CONTENT_DIR): an edit to a content file shows on the next load, rendered by the server and with the
// page's islands hydrated, with no restart.
let port = 0;
let dir = "";
let server: ChildProcess | undefined;

test.describe("the development server", { tag: "@desktop" }, () => {
  // Measured on a 2-core machine busy with other work and two CPU-bound processes: the server took up to
  // 45 s to render its first page, the first visit up to 30 s, and the test up to 50 s. Each limit here
  // is about twice that.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  useOrigin(() => `http://localhost:${port}`);

  test.beforeAll(async () => {
    port = await freePort();
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync("content", dir, { recursive: true });
    // A process group of its own: Astro's dev server starts helpers (esbuild) that must stop with it.
    server = spawn(
      join("node_modules", ".bin", "astro"),
      ["dev", "--port", String(port)],
      {
        env: { ...process.env, CONTENT_DIR: dir },
        stdio: "ignore",
        detached: true,
      },
    );
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeout: 90_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    const pid = server?.pid;
    if (server && pid && server.exitCode === null) {
      const exited = once(server, "exit");
      process.kill(-pid, "SIGTERM");
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Rewrites a JSON file of the content copy as an editor would. */
  function edit(file: string, change: (data: Record<string, unknown>) => void) {
    const path = join(dir, file);
    const data = JSON.parse(readFileSync(path, "utf8")) as Record<
      string,
      unknown
    >;
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  }

  test("shows a change to the page copy and to a chapter on the next load", async ({
    page,
    request,
  }) => {
    const before = loadContent(dir);
    const [chapter] = before.chapters;
    if (!chapter) throw new Error("the content has no chapter");
    // Vite may reload the page once as it prepares the dependencies of a first visit: try again then.
    await expect(async () => {
      await page.goto("/chapters");
      await waitForHydration(page);
    }).toPass({ timeout: 60_000 });
    await expect(
      page.getByText(before.site.pages.chapters.intro),
    ).toBeVisible();
    // Away from the page while the files change, so that Vite's reload of it does not cross the next visit.
    await page.goto("about:blank");

    const intro = "Edited while the development server runs.";
    const name = `${chapter.name} (edited)`;
    edit("site.json", (site) => {
      (site.pages as { chapters: { intro: string } }).chapters.intro = intro;
    });
    edit(`chapters/${chapter.id}.json`, (data) => {
      data.name = name;
    });

    // The server renders the new text (no restart), and the page's islands hydrate without a mismatch:
    // the fixture fails the test on React's report of one (a console error).
    await expect
      .poll(async () => (await request.get("/chapters")).text())
      .toContain(intro);
    await page.goto("/chapters");
    await waitForHydration(page);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByRole("heading", { name })).toBeVisible();
  });
});
