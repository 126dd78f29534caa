// A proposal (a pull request, such as the one Decap's open authoring sends for an editor without write
// access) as a maintainer reviews it: what it changes, file by file, and its content as the site's build
// reads it, each problem in the editors' words. scripts/proposal-check.mjs runs it on a pull request.
import { maxUploadBytes } from "../lib/upload-limit.ts";
import { rasterExtensions } from "./images.ts";
import { ContentError, loadContent } from "./load.ts";

/** A file a proposal changes, as `git diff --raw --no-renames` lists it, with its size once changed. */
export type Change = {
  /** A (added), M (modified), D (deleted), T (changed its type). */
  status: string;
  oldMode: string;
  newMode: string;
  path: string;
  size?: number;
};

/** A problem of a proposal, in the file it is in. */
export type Problem = { file: string; message: string };

/** A regular file, neither a program nor a link nor another repository. */
const regularFile = "100644";
const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
const images = new Set([...rasterExtensions, "svg"]);
const extensionOf = (path: string) =>
  path.split("/").at(-1)?.split(".").slice(1).at(-1)?.toLowerCase() ?? "";

const asCode =
  "Review it as a change of the site's code, not as content, or ask its author to send the content alone.";

/** What is wrong with a file the proposal changes, as the editor would never change it. */
function changeProblems(change: Change): string[] {
  const { status, newMode, path, size } = change;
  if (!path.startsWith("content/"))
    return [
      `the proposal ${status === "D" ? "deletes" : "changes"} this file, which is not content: the editor writes only files under content/. ${asCode}`,
    ];
  if (status === "D") return [];
  const problems: string[] = [];
  if (newMode === "120000")
    problems.push(
      "is a symbolic link, a pointer to another file, which the editor never makes: a file of content/ holds its own content.",
    );
  else if (newMode === "160000")
    problems.push(
      "is another repository (a submodule), which the editor never makes.",
    );
  else if (newMode !== regularFile)
    problems.push(
      `is made a program (mode ${newMode}); the editor writes content files only, which are never run.`,
    );
  if (size !== undefined && size > maxUploadBytes)
    problems.push(
      `weighs ${megabytes(size)}, more than the ${megabytes(maxUploadBytes)} an upload may weigh.`,
    );
  if (path.startsWith("content/media/")) {
    if (!images.has(extensionOf(path)))
      problems.push(
        "is not an image the site shows: content/media/ holds JPEG, PNG, WebP, AVIF, GIF and SVG files.",
      );
  } else if (extensionOf(path) !== "json")
    problems.push(
      "is not an entry: the editor writes each entry as a JSON file, and images into content/media/.",
    );
  return problems;
}

/** What the proposal changes that the editor would not, one problem per file and rule. */
export function fileProblems(changes: readonly Change[]): Problem[] {
  return changes.flatMap((change) =>
    changeProblems(change).map((message) => ({ file: change.path, message })),
  );
}

/**
 * The lines of `git diff --raw -z --no-renames` (":100644 100755 <sha> <sha> M\0<path>\0…"): each
 * file, its modes, its status and its new blob.
 */
export function parseRawDiff(
  raw: string,
): (Omit<Change, "size"> & { blob: string })[] {
  const fields = raw.split("\0").filter(Boolean);
  const changes: (Omit<Change, "size"> & { blob: string })[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode = "", newMode = "", , blob = "", status = ""] = (
      fields[index] ?? ""
    )
      .replace(/^:/, "")
      .split(" ");
    changes.push({
      status: status.charAt(0),
      oldMode,
      newMode,
      blob,
      path: fields[index + 1] ?? "",
    });
  }
  return changes;
}

/** The kind of a content file, which names its fields: its folder, or the site's two settings. */
const kindOf = (file: string) => {
  const [, folder, name] =
    /^content\/(?:([\w-]+)\/)?([\w-]+)\.json$/.exec(file) ?? [];
  return folder ?? name;
};

/** A field as the build names it ("socialMedia[1].id"), as the editor labels it (src/admin/validate.ts). */
export type FieldLabel = (kind: string, field: string) => string | undefined;

/**
 * A problem as the build says it ("content/team/x.json: field "socialMedia[1].id": …"), with the
 * field named by the label the editor shows ("Social profiles 2 › Network: …").
 */
export function inEditorsWords(problem: string, label?: FieldLabel): Problem {
  const [, file = "content", field, message = problem] =
    /^(content\/[^:]+): (?:field "([^"]+)": )?([\s\S]*)$/.exec(problem) ?? [];
  if (!field) return { file, message };
  const kind = kindOf(file);
  const name = kind ? label?.(kind, field) : undefined;
  return { file, message: `${name ?? `field "${field}"`}: ${message}` };
}

/**
 * Every problem the site's build finds in the content of the folder `dir`, in the editors' words:
 * `label` names the fields as the editor does.
 */
export function contentProblems(
  dir: string,
  label?: FieldLabel,
  today?: string,
): Problem[] {
  try {
    loadContent(dir, today);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((problem) => inEditorsWords(problem, label));
  }
}
