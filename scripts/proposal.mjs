// `node scripts/proposal.mjs <ref> <base>`: the editor's draft branch for a proposal from a fork (Decap's
// open authoring), which the maintainers' editor does not list: cms/<collection>/<entry>, the branch Decap
// gives its own drafts, found from the files the proposal changes against <base>. Run in the repository
// by .github/workflows/proposals.yml. A proposal that changes anything but one entry and the photos
// uploaded with it was not made in the editor: it is refused, with the reason for its author.
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/** The branch for these changed files, or the reason there is none. */
export function draftBranch(files) {
  const entries = files.filter((file) => !file.startsWith("content/media/"));
  const outside = entries.filter((file) => !file.startsWith("content/"));
  if (outside.length > 0)
    return {
      reason: `This proposal changes files the editor does not write (${outside.join(", ")}), so a maintainer reviews it here, on GitHub.`,
    };
  if (entries.length !== 1)
    return {
      reason: `The editor reviews one entry at a time, and this proposal changes ${entries.length === 0 ? "none" : entries.length} (${entries.join(", ")}), so a maintainer reviews it here, on GitHub.`,
    };
  // content/<collection>/<entry>.json, or content/<entry>.json for the site's settings.
  const [, folder, entry] =
    /^content\/(?:([\w-]+)\/)?([\w-]+)\.json$/.exec(entries[0]) ?? [];
  if (!entry)
    return {
      reason: `${entries[0]} is not a file of the editor's, so a maintainer reviews this proposal here, on GitHub.`,
    };
  return { branch: `cms/${folder ?? "settings"}/${entry}` };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [ref, base] = process.argv.slice(2);
  if (!ref || !base) {
    console.error("Usage: node scripts/proposal.mjs <ref> <base>");
    process.exit(2);
  }
  // What the proposal changes since it left the base (three dots: the base's later changes are not its).
  const files = execFileSync(
    "git",
    ["diff", "--name-only", `${base}...${ref}`],
    {
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter(Boolean);
  const { branch, reason } = draftBranch(files);
  if (!branch) {
    console.error(reason);
    process.exit(1);
  }
  console.log(branch);
}
