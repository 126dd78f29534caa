// @vitest-environment node
// The repository's GitHub Actions workflows, checked against GitHub's schema by action-validator.
import { readdirSync, readFileSync } from "node:fs";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const folder = ".github/workflows";
const workflows = readdirSync(folder).filter((file) => file.endsWith(".yml"));
const read = (file: string) => readFileSync(`${folder}/${file}`, "utf8");

describe("GitHub Actions workflows", () => {
  it.each(workflows)("%s follows GitHub's workflow schema", (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it("the validator refuses a workflow with a mistake", () => {
    const broken =
      "on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    stepz: []\n";
    expect(validateWorkflow(broken).errors).not.toEqual([]);
  });

  it("every push and pull request runs the README's test command after installing", () => {
    const ci = parse(read("ci.yml")) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    expect(Object.keys(ci.on)).toEqual(
      expect.arrayContaining(["push", "pull_request"]),
    );
    const runs = Object.values(ci.jobs).flatMap((job) =>
      job.steps.map((step) => step.run ?? ""),
    );
    const install = runs.findIndex((run) => run.includes("npm install"));
    const test = runs.findIndex((run) => run.trim() === "npm test");
    expect(install).toBeGreaterThanOrEqual(0);
    expect(test).toBeGreaterThan(install);
  });

  describe("proposals from forks", () => {
    type Step = { uses?: string; with?: Record<string, unknown>; run?: string };
    type Workflow = {
      on: Record<string, unknown>;
      permissions?: Record<string, string>;
      jobs: Record<
        string,
        { if?: string; permissions?: unknown; steps: Step[] }
      >;
    };
    const all = Object.fromEntries(
      workflows.map((file) => [file, parse(read(file)) as Workflow]),
    );
    const proposals = all["proposals.yml"];
    const check = proposals?.jobs.check;

    it("are checked on every pull request made in the editor, by the proposal check", () => {
      expect(Object.keys(proposals?.on ?? {})).toEqual(["pull_request"]);
      expect(check?.if).toBe("startsWith(github.head_ref, 'cms/')");
      const runs = (check?.steps ?? []).map((step) => step.run ?? "");
      expect(runs).toContain("node scripts/proposal-check.mjs HEAD^1");
      expect(runs.findIndex((run) => run.includes("npm install"))).toBeLessThan(
        runs.indexOf("node scripts/proposal-check.mjs HEAD^1"),
      );
    });

    it.each(workflows)(
      "%s: nothing a fork sends runs with a token that can write, or with a secret",
      (file) => {
        const workflow = all[file];
        const triggers = Object.keys(workflow?.on ?? {});
        // The triggers that run with the repository's own token and secrets on a fork's pull request.
        expect(triggers).not.toContain("pull_request_target");
        expect(triggers).not.toContain("workflow_run");
        if (!triggers.includes("pull_request")) return;
        expect(workflow?.permissions).toEqual({ contents: "read" });
        for (const job of Object.values(workflow?.jobs ?? {}))
          expect(job.permissions).toBeUndefined();
        expect(read(file)).not.toMatch(/\$\{\{[^}]*secrets\./);
      },
    );

    it("read nothing that the author of a pull request wrote about it, nor write to it", () => {
      for (const file of workflows)
        expect(read(file)).not.toMatch(
          /github\.event\.pull_request\.(body|title|head\.ref)|gh pr |GH_TOKEN/,
        );
      // The checkout keeps no token for the steps after it, which run the proposal's own code.
      const checkout = check?.steps.find((step) =>
        step.uses?.startsWith("actions/checkout"),
      );
      expect(checkout?.with).toMatchObject({ "persist-credentials": false });
      expect(checkout?.with).not.toHaveProperty("ref");
    });
  });

  it("the daily rebuild calls the Netlify build hook kept as a repository secret", () => {
    const rebuild = parse(read("rebuild.yml")) as {
      on: { schedule: { cron: string }[] };
    };
    expect(rebuild.on.schedule).toHaveLength(1);
    expect(read("rebuild.yml")).toContain("${{ secrets.NETLIFY_BUILD_HOOK }}");
    expect(read("rebuild.yml")).toMatch(
      /curl [^\n]*-X POST[^\n]*"\$NETLIFY_BUILD_HOOK"/,
    );
  });
});
