// `npm run cms` runs Decap's local backend in its git mode on this repository, in its working tree: it
// checks out a draft's branch to save it, commits everything it finds there (`git add .`), and publishes
// a draft by merging it into the branch checked out. So the editor starts only on `main` with nothing
// uncommitted, where it can neither sweep someone's unfinished work into a draft nor publish elsewhere.
import { execFileSync } from "node:child_process";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();
const problems = [];
const branch = git("branch", "--show-current");
if (branch !== "main")
  problems.push(`the branch checked out is "${branch || "none"}", not main`);
if (git("status", "--porcelain"))
  problems.push("the working tree has changes not committed (git status)");
if (problems.length > 0) {
  console.error(
    `npm run cms needs a clean copy of main: ${problems.join(", and ")}. Commit or stash them, and switch to main.`,
  );
  process.exit(1);
}
