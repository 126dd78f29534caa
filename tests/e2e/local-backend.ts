import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort, startScript } from "../serve-site";

/** Where the editor calls Decap's local backend; the tests forward it to the backend they started. */
export const localBackend = "http://localhost:8081";

/**
 * Decap's local backend (decap-server) in its git mode, as `npm run cms` runs it, on a git repository of
 * its own: a copy of the launch content committed on `main`. The real files are never touched, and the
 * entries the tests edit are there whatever the site's content becomes. A draft is a branch
 * `cms/<collection>/<slug>` of that repository; publishing merges it into `main`.
 */
export async function startLocalBackend(name: string) {
  const port = await freePort();
  const repository = mkdtempSync(join(tmpdir(), `qa-${name}-`));
  cpSync("tests/launch-content/content", join(repository, "content"), {
    recursive: true,
  });
  const git = (...args: string[]): string => {
    // The backend may be in the middle of a git command of its own (its index is locked): as a person
    // would, wait for it and try again, for up to ten seconds.
    for (let tries = 1; ; tries += 1)
      try {
        return execFileSync("git", args, {
          cwd: repository,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      } catch (error) {
        if (!String(error).includes("index.lock") || tries === 100) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
  };
  git("init", "--quiet", "--initial-branch=main");
  // The repository's own identity and settings, whatever the machine's git configuration says.
  git("config", "user.name", "Test Editor");
  git("config", "user.email", "editor@example.org");
  git("config", "commit.gpgsign", "false");
  /** Commits every change of the working tree on the current branch, as someone else would. */
  const commit = (message: string) => {
    git("add", "--all");
    git("commit", "--quiet", "--no-verify", "--message", message);
  };
  commit("The launch content");
  const { child } = await startScript(
    "node_modules/decap-server/dist/index.js",
    {
      env: {
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repository,
        MODE: "git",
      },
      ready: /listening/,
      group: true,
    },
  );
  return {
    port,
    repository,
    git,
    commit,
    /** The drafts: the branches Decap made, such as cms/team/amina-example. */
    drafts: () =>
      git("branch", "--list", "--format=%(refname:short)", "cms/*")
        .split("\n")
        .filter(Boolean),
    /** The subjects of the commits on a branch, newest first. */
    log: (branch = "main") =>
      git("log", "--format=%s", branch).split("\n").filter(Boolean),
    /** The file as it is on a branch (`main` by default), or undefined if it is not there. */
    fileOn: (path: string, branch = "main") => {
      try {
        return git("show", `${branch}:content/${path}`);
      } catch {
        return undefined;
      }
    },
    /** Stops the server and the git commands it started, then removes its repository. */
    async stop() {
      const { pid } = child;
      if (pid && child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        // The whole group: a git command the server started would otherwise outlive it and write to the
        // repository while it is removed (seen once in CI, on a busy machine).
        process.kill(-pid, "SIGTERM");
        await exited;
      }
      await rm(repository, {
        recursive: true,
        force: true,
        maxRetries: 10,
        retryDelay: 100,
      });
    },
  };
}

export type LocalBackend = Awaited<ReturnType<typeof startLocalBackend>>;

/**
 * Sends a page's calls to Decap's default address to the backend, which the guard lets through: the
 * browser makes each call itself, to the backend's address, on connections it keeps as it does any
 * other (a call relayed through the test's own client failed now and then on a kept-alive connection
 * that the backend had just closed, and cost the test's process the work of each answer). Decap
 * asks for the draft of each entry it opens: the backend's 404 for an entry with none is its answer.
 * The previews load an entry's media from the site being served, whose content may no longer hold the
 * launch content's files: their 404s are no fault of the editor's either.
 */
export async function useLocalBackend(
  page: Page,
  guard: {
    allowOrigin(origin: string): void;
    expectNotFound(path: string): void;
  },
  backend: LocalBackend,
) {
  guard.allowOrigin(localBackend);
  guard.expectNotFound(`${localBackend}/api/v1`);
  for (const file of readdirSync(join(backend.repository, "content", "media")))
    guard.expectNotFound(`/media/${file}`);
  await page.route(`${localBackend}/api/v1`, (route) =>
    route
      .continue({ url: `http://127.0.0.1:${backend.port}/api/v1` })
      // A page closed while its request was under way no longer wants the answer.
      .catch((error: unknown) => {
        if (!page.isClosed()) throw error;
      }),
  );
}
