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
