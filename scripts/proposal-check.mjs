// `node scripts/proposal-check.mjs <base> [<head>]`: checks a proposal (a pull request, such as the one
// Decap's open authoring sends for an editor without write access) for the maintainer who reviews it:
// every file it changes against <base> (renames as what they delete and add, links, programs, heavy
// files, anything outside content/), then its content as the site's build reads it, in the editors'
// words (src/pipeline/proposal.ts). Run in a checkout of <head> (HEAD by default), whose content/ it
// reads: on GitHub, the pull request merged into its base (.github/workflows/proposals.yml). It reads git and content/ only, and
// writes nothing but its report: GitHub annotations and the job's summary, or plain lines. Exits 1 on a
// problem.
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const [base, head = "HEAD"] = process.argv.slice(2);
if (!base) {
  console.error("Usage: node scripts/proposal-check.mjs <base> [<head>]");
  process.exit(2);
}

const git = (...args) =>
  execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** A module of the site's, written in TypeScript, read as the build reads it. */
const load = async (path) =>
  (
    await runnerImport(fileURLToPath(new URL(`../${path}`, import.meta.url)), {
      configFile: false,
      logLevel: "error",
    })
  ).module;
const proposal = await load("src/pipeline/proposal.ts");
// The editor's labels of the fields, from its configuration, which reads content/site.json: a proposal
// that breaks that file has its problems named as the build names them.
const fieldLabel = await load("src/admin/validate.ts").then(
  (validate) => validate.fieldLabel,
  () => undefined,
);

// What the proposal changes since it left the base (three dots: the base's later changes are not its),
// with a rename as the deletion and the addition it is, so that nothing moved out of a folder hides.
const changes = proposal
  .parseRawDiff(
    git(
      "diff",
      "--raw",
      "-z",
      "--no-renames",
      "--no-abbrev",
      `${base}...${head}`,
    ),
  )
  .map(({ blob, ...change }) => ({
    ...change,
    // A submodule's "blob" is a commit of another repository, which has no size here.
    size:
      change.status === "D" || change.newMode === "160000"
        ? undefined
        : Number(git("cat-file", "-s", blob)),
  }));
const fileProblems = proposal.fileProblems(changes);
// Content is read only once its files are what the editor writes: never through a link.
const problems =
  fileProblems.length > 0
    ? fileProblems
    : proposal.contentProblems(resolve("content"), fieldLabel);

/** A GitHub annotation's text, which may hold neither a line break nor a bare "%". */
const escape = (text) =>
  text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
// On GitHub, each problem shows beside its file in the pull request.
if (process.env.GITHUB_ACTIONS === "true")
  for (const { file, message } of problems)
    console.log(
      `::error file=${escape(file).replaceAll(",", "%2C").replaceAll(":", "%3A")},title=Proposal::${escape(message)}`,
    );

const summary =
  problems.length === 0
    ? `The proposal changes ${changes.length} ${changes.length === 1 ? "file" : "files"} of content, as the editor writes them, and the site's build takes its content.`
    : [
        `The proposal has ${problems.length} ${problems.length === 1 ? "problem" : "problems"}${fileProblems.length > 0 ? " in the files it changes; its content is checked once they are fixed" : " in its content"}:`,
        "",
        ...problems.map(({ file, message }) => `- \`${file}\`: ${message}`),
      ].join("\n");
if (process.env.GITHUB_STEP_SUMMARY)
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary}\n`);
else console.log(summary);
process.exit(problems.length > 0 ? 1 : 0);
