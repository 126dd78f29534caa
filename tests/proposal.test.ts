// A proposal from a fork becomes the draft Decap itself would have made: same branch, or a reason.
// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  branchFromContentKey,
  generateContentKey,
} from "decap-cms-lib-util/dist/esm/APIUtils";
import { afterAll, describe, expect, it } from "vitest";
import { draftBranch } from "../scripts/proposal.mjs";

describe("the draft branch of a proposal", () => {
  it("is the branch Decap gives a draft of the entry, for a collection's entry and a setting alike", () => {
    expect(draftBranch(["content/team/example-member.json"])).toEqual({
      branch: branchFromContentKey(
        generateContentKey("team", "example-member"),
      ),
    });
    expect(draftBranch(["content/site.json"])).toEqual({
      branch: branchFromContentKey(generateContentKey("settings", "site")),
    });
  });

  it("leaves out the photos uploaded with the entry", () => {
    expect(
      draftBranch([
        "content/events/example-workshop.json",
        "content/media/example-poster.jpg",
      ]),
    ).toEqual({ branch: "cms/events/example-workshop" });
  });

  it("is refused for a change the editor does not make, naming the files", () => {
    expect(
      draftBranch(["content/team/example-member.json", "src/app.tsx"]).reason,
    ).toMatch(/files the editor does not write \(src\/app\.tsx\)/);
    expect(
      draftBranch([
        "content/team/example-member.json",
        "content/team/another-example.json",
      ]).reason,
    ).toMatch(/one entry at a time, and this proposal changes 2/);
    expect(draftBranch(["content/media/example.jpg"]).reason).toMatch(
      /changes none/,
    );
    expect(draftBranch(["content/team/notes.txt"]).reason).toMatch(
      /content\/team\/notes\.txt is not a file of the editor's/,
    );
  });
});

describe("node scripts/proposal.mjs <ref> <base>", () => {
  const repository = mkdtempSync(join(tmpdir(), "proposal-"));
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, encoding: "utf8" });
  const script = resolve("scripts/proposal.mjs");
  afterAll(() => rmSync(repository, { recursive: true, force: true }));

  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Example Maintainer");
  git("config", "user.email", "maintainer@example.org");
  git("config", "commit.gpgsign", "false");
  mkdirSync(join(repository, "content", "team"), { recursive: true });
  const write = (file: string, text: string) => {
    writeFileSync(join(repository, file), text);
    git("add", "--all");
    git("commit", "--quiet", "--message", file);
  };
  write("content/team/example-member.json", '{"name":"Example Member"}');
  // The contributor's fork: a branch as Decap's open authoring names it, from main as it was.
  git("checkout", "--quiet", "-b", "cms/example/site/team/example-member");
  write(
    "content/team/example-member.json",
    '{"name":"Example Member","description":"Writes her own biography."}',
  );
  // Meanwhile main moves on: that is not part of the proposal.
  git("checkout", "--quiet", "main");
  write("README.md", "A later change of main.");

  const run = (ref: string) =>
    spawnSync("node", [script, ref, "main"], {
      cwd: repository,
      encoding: "utf8",
    });

  it("prints the branch of the one entry the proposal changes", () => {
    const { status, stdout } = run("cms/example/site/team/example-member");
    expect(status).toBe(0);
    expect(stdout.trim()).toBe("cms/team/example-member");
  });

  it("fails with the reason when the proposal changes more than an entry", () => {
    git("checkout", "--quiet", "-b", "cms/example/site/team/other");
    write("package.json", "{}");
    git("checkout", "--quiet", "main");
    const { status, stderr } = run("cms/example/site/team/other");
    expect(status).toBe(1);
    expect(stderr).toMatch(/files the editor does not write \(package\.json\)/);
  });
});
