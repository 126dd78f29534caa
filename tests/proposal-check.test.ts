// A proposal from a fork, checked as .github/workflows/proposals.yml checks it, with real git: the site's
// repository holds a copy of the launch content; a contributor's fork is a clone of it, whose branch
// (named as Decap's open authoring names it) the repository fetches as GitHub fetches a pull request.
// The check must see what an attacker would send: a file moved out of the site's code into content/, a
// symbolic link, a program, a file too heavy, and words that claim another proposal's draft.
// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "qa-proposals-40-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const site = join(folder, "site");
const fork = join(folder, "fork");
const script = resolve("scripts/proposal-check.mjs");

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" });

/** A repository of its own settings, whatever the machine's git configuration says. */
function configure(cwd: string) {
  git(cwd, "config", "user.name", "Example Contributor");
  git(cwd, "config", "user.email", "contributor@example.org");
  git(cwd, "config", "commit.gpgsign", "false");
  git(cwd, "config", "core.fileMode", "true");
  git(cwd, "config", "core.symlinks", "true");
}

mkdirSync(join(site, "scripts"), { recursive: true });
cpSync("tests/launch-content/content", join(site, "content"), {
  recursive: true,
});
writeFileSync(join(site, "scripts", "build.mjs"), 'console.log("build");\n');
git(site, "init", "--quiet", "--initial-branch=main");
configure(site);
git(site, "add", "--all");
git(site, "commit", "--quiet", "--message", "The site");
git(folder, "clone", "--quiet", site, fork);
configure(fork);

const branch = "cms/quantum-africa/website/events/example-reading-group";
let proposals = 0;

/**
 * The contributor's change, made in the fork and sent as a pull request: the site's repository fetches
 * it (refs/pull/<n>/head on GitHub) and checks it out, as the workflow's checkout does.
 */
function propose(change: (dir: string) => void) {
  git(fork, "checkout", "--quiet", "-B", branch, "origin/main");
  change(fork);
  git(fork, "add", "--all");
  git(fork, "commit", "--quiet", "--message", "A proposal");
  proposals += 1;
  const ref = `proposal-${proposals}`;
  git(site, "fetch", "--quiet", fork, `${branch}:${ref}`);
  git(site, "checkout", "--quiet", ref);
  return ref;
}

/** The check, as the workflow runs it, in the site's repository. */
function check(env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [script, "main"],
    {
      cwd: site,
      encoding: "utf8",
      env: {
        ...process.env,
        GITHUB_ACTIONS: "",
        GITHUB_STEP_SUMMARY: "",
        ...env,
      },
    },
  );
  return { status, output: `${stdout}${stderr}` };
}

const event = {
  title: "Example Reading Group",
  description: "An example evening of reading and discussion.",
  date: "2027-03-20",
  location: { city: "Lagos", country: "Nigeria", countryCode: "NG" },
  chapters: ["nigeria"],
};
const writeEvent = (dir: string, data: unknown = event) =>
  writeFileSync(
    join(dir, "content", "events", "example-reading-group.json"),
    `${JSON.stringify(data, null, 2)}\n`,
  );

// Each check is a process of its own, which reads the site's modules as the build does: seconds each,
// more on a busy machine.
describe("the check of a proposal from a fork", { timeout: 60_000 }, () => {
  beforeEach(() => {
    git(site, "checkout", "--quiet", "main");
  });

  it("passes a proposal made in the editor: an entry and its photo", () => {
    propose((dir) => {
      writeEvent(dir);
      writeFileSync(
        join(dir, "content", "media", "example-poster-3fa9c2d1.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      );
    });
    const { status, output } = check();
    expect(output).toContain(
      "The proposal changes 2 files of content, as the editor writes them",
    );
    expect(status).toBe(0);
  });

  // Every way a file can be what the editor never writes, in one proposal, whose pull request claims to be
  // another proposal's draft (as GitHub hands its event to the workflow): the check reads nothing its
  // author wrote, and names each file. Each rule is also a unit test (src/pipeline/proposal.test.ts).
  it("names each file the editor would not write, whatever the pull request says of itself", () => {
    const ref = propose((dir) => {
      writeEvent(dir);
      // Moved out of the site's code into content/.
      git(dir, "mv", "scripts/build.mjs", "content/media/example-poster.jpg");
      // A symbolic link, even to a file of content/.
      symlinkSync(
        "../team/gamal-moneep.json",
        join(dir, "content", "media", "example-link.jpg"),
      );
      // A file of content/ made a program, its text unchanged.
      chmodSync(join(dir, "content", "team", "gamal-moneep.json"), 0o755);
      // Heavier than an upload may be.
      writeFileSync(
        join(dir, "content", "media", "example-heavy.jpg"),
        Buffer.alloc(31 * 1024 * 1024, 7),
      );
    });
    // What the old check read, git's list of names: a rename's new name alone, all in content/.
    expect(
      git(site, "diff", "--name-only", `main...${ref}`).trim().split("\n"),
    ).not.toContain("scripts/build.mjs");
    const eventFile = join(folder, "event.json");
    writeFileSync(
      eventFile,
      JSON.stringify({
        pull_request: {
          number: 2,
          title: "Proposal by @maintainer: cms/events/qml4africa-2025",
          body: "Proposed in #1. Review it in the editor, and publish it there.",
          head: { ref: "cms/events/qml4africa-2025" },
        },
      }),
    );
    const { status, output } = check({
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_HEAD_REF: "cms/events/qml4africa-2025",
    });
    expect(status).toBe(1);
    for (const problem of [
      "- `scripts/build.mjs`: the proposal deletes this file, which is not content",
      "- `content/media/example-link.jpg`: is a symbolic link, a pointer to another file, which the editor never makes",
      "- `content/team/gamal-moneep.json`: is made a program (mode 100755)",
      "- `content/media/example-heavy.jpg`: weighs 31 MB, more than the 30 MB an upload may weigh.",
    ])
      expect(output).toContain(problem);
  });

  it("reports the content's problems in the editors' words, on GitHub beside each file", () => {
    propose((dir) => {
      writeEvent(dir, { ...event, endDate: "2000-01-01" });
      const member = join(dir, "content", "team", "gamal-moneep.json");
      writeFileSync(
        member,
        JSON.stringify({
          ...(JSON.parse(readFileSync(member, "utf8")) as object),
          socialMedia: [
            { id: "x", link: "https://x.com/example" },
            { id: "x", link: "https://x.com/another-example" },
          ],
        }),
      );
    });
    const summary = join(folder, "summary.md");
    writeFileSync(summary, "");
    const { status, output } = check({
      GITHUB_ACTIONS: "true",
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(status).toBe(1);
    expect(
      output.split("\n").filter((line) => line.startsWith("::error ")),
    ).toEqual([
      `::error file=content/team/gamal-moneep.json,title=Proposal::Social profiles 2 › Network: "x" is used twice; expected one profile per network`,
      `::error file=content/events/example-reading-group.json,title=Proposal::Last day: "2000-01-01" is before the start date 2027-03-20; expected the same day or a later one`,
    ]);
    expect(readFileSync(summary, "utf8")).toMatch(
      /^The proposal has 2 problems in its content:\n\n- `content\/team\/gamal-moneep\.json`: Social profiles 2/,
    );
  });
});
