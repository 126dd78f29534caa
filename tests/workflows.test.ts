// The repository's GitHub Actions workflows, checked against GitHub's schema by action-validator.
import { readdirSync, readFileSync } from "node:fs";
import { validateWorkflow } from "@action-validator/core";
import { statusToLabel } from "decap-cms-lib-util/dist/esm/APIUtils";
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
    type Job = { if: string; steps: Step[] };
    const proposals = parse(read("proposals.yml")) as {
      on: { pull_request_target: { types: string[] } };
      jobs: { draft: Job; close: Job };
    };
    const { draft, close } = proposals.jobs;
    const runs = (job: Job) =>
      job.steps.map((step) => step.run ?? "").join("\n");

    it("run as the base branch has them, for proposals made in the editor and for published drafts", () => {
      expect(proposals.on.pull_request_target.types).toEqual(
        expect.arrayContaining(["opened", "synchronize", "closed"]),
      );
      expect(draft.if).toContain("github.event.pull_request.head.repo.fork");
      expect(draft.if).toContain(
        "startsWith(github.event.pull_request.head.ref, 'cms/')",
      );
      expect(close.if).toContain("github.event.pull_request.merged");
      // The fork's code is never checked out: only the base's, whose script reads the fork's commits.
      const checkout = draft.steps.find((step) =>
        step.uses?.startsWith("actions/checkout"),
      );
      expect(checkout?.with).not.toHaveProperty("ref");
      expect(runs(draft)).toContain("node scripts/proposal.mjs proposal");
    });

    it("bring a proposal in as a draft in review, as the editor labels one, never replacing another", () => {
      expect(runs(draft)).toContain(
        `--label "${statusToLabel("pending_review", "")}"`,
      );
      expect(runs(draft)).not.toMatch(/push[^\n]*--force/);
      expect(runs(draft)).toMatch(/gh pr list --head "\$branch"/);
    });

    it("take what the proposal's author wrote from the environment, not into the script", () => {
      expect(runs(draft)).not.toContain("${{");
      expect(runs(close)).not.toContain("${{");
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
