// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fieldLabel } from "../admin/validate";
import { maxUploadBytes } from "../lib/upload-limit";
import {
  contentProblems,
  fileProblems,
  inEditorsWords,
  parseRawDiff,
  type Change,
} from "./proposal";

const change = (path: string, more: Partial<Change> = {}): Change => ({
  status: "A",
  oldMode: "000000",
  newMode: "100644",
  path,
  size: 1000,
  ...more,
});

describe("fileProblems: what a proposal changes that the editor never would", () => {
  it("has none for entries and images of content/, added, changed or deleted", () => {
    expect(
      fileProblems([
        change("content/events/example-workshop.json"),
        change("content/media/example-poster-3fa9c2d1.jpg"),
        change("content/team/example-member.json", {
          status: "M",
          oldMode: "100644",
        }),
        change("content/chapters/example.json", {
          status: "D",
          oldMode: "100644",
          newMode: "000000",
          size: undefined,
        }),
      ]),
    ).toEqual([]);
  });

  it("names a file outside content/ that the proposal changes or deletes, as a rename out of it does", () => {
    const problems = fileProblems([
      change("scripts/build.mjs", {
        status: "D",
        oldMode: "100644",
        newMode: "000000",
      }),
      change("content/media/build.jpg"),
      change(".github/workflows/ci.yml", { status: "M", oldMode: "100644" }),
    ]);
    expect(problems.map((problem) => problem.file)).toEqual([
      "scripts/build.mjs",
      ".github/workflows/ci.yml",
    ]);
    expect(problems[0]?.message).toMatch(
      /^the proposal deletes this file, which is not content: the editor writes only files under content\//,
    );
    expect(problems[1]?.message).toMatch(/^the proposal changes this file/);
  });

  it("names a symbolic link, a submodule and a program, in content/ too", () => {
    expect(
      fileProblems([
        change("content/media/secret.jpg", { newMode: "120000" }),
        change("content/media/other", { newMode: "160000" }),
        change("content/team/example-member.json", {
          status: "M",
          oldMode: "100644",
          newMode: "100755",
        }),
      ]).map(({ file, message }) => `${file}: ${message}`),
    ).toEqual([
      "content/media/secret.jpg: is a symbolic link, a pointer to another file, which the editor never makes: a file of content/ holds its own content.",
      "content/media/other: is another repository (a submodule), which the editor never makes.",
      "content/media/other: is not an image the site shows: content/media/ holds JPEG, PNG, WebP, AVIF, GIF and SVG files.",
      "content/team/example-member.json: is made a program (mode 100755); the editor writes content files only, which are never run.",
    ]);
  });

  it("names a file heavier than an upload may be", () => {
    expect(
      fileProblems([
        change("content/media/huge.jpg", { size: maxUploadBytes + 1 }),
        change("content/media/just-right.jpg", { size: maxUploadBytes }),
      ]),
    ).toEqual([
      {
        file: "content/media/huge.jpg",
        message: "weighs 31 MB, more than the 30 MB an upload may weigh.",
      },
    ]);
  });

  it("names a file of content/ that is neither an entry nor an image", () => {
    expect(
      fileProblems([
        change("content/media/notes.txt"),
        change("content/team/notes.md"),
      ]).map((problem) => problem.message),
    ).toEqual([
      "is not an image the site shows: content/media/ holds JPEG, PNG, WebP, AVIF, GIF and SVG files.",
      "is not an entry: the editor writes each entry as a JSON file, and images into content/media/.",
    ]);
  });
});

describe("parseRawDiff", () => {
  it("reads git's raw lines, file names of any kind included", () => {
    const sha = (digit: string) => digit.repeat(40);
    const raw = [
      `:100644 100755 ${sha("1")} ${sha("2")} M`,
      "content/team/a b,c:d.json",
      `:000000 120000 ${sha("0")} ${sha("3")} A`,
      "content/media/link.jpg",
      `:100644 000000 ${sha("4")} ${sha("0")} D`,
      "scripts/build.mjs",
      "",
    ].join("\0");
    expect(parseRawDiff(raw)).toEqual([
      {
        status: "M",
        oldMode: "100644",
        newMode: "100755",
        blob: sha("2"),
        path: "content/team/a b,c:d.json",
      },
      {
        status: "A",
        oldMode: "000000",
        newMode: "120000",
        blob: sha("3"),
        path: "content/media/link.jpg",
      },
      {
        status: "D",
        oldMode: "100644",
        newMode: "000000",
        blob: sha("0"),
        path: "scripts/build.mjs",
      },
    ]);
  });
});

describe("the content of a proposal, in the editors' words", () => {
  it("names a field by the label the editor shows", () => {
    expect(
      inEditorsWords(
        'content/team/example-member.json: field "socialMedia[1].id": "x" is used twice; expected one profile per network',
        fieldLabel,
      ),
    ).toEqual({
      file: "content/team/example-member.json",
      message:
        'Social profiles 2 › Network: "x" is used twice; expected one profile per network',
    });
    expect(
      inEditorsWords(
        'content/site.json: field "supportLink.path": "/nowhere" is no page',
        fieldLabel,
      ),
    ).toEqual({
      file: "content/site.json",
      message: 'Support button › Address: "/nowhere" is no page',
    });
  });

  it("keeps a problem of a whole file as the build says it, and a field with no label by its name", () => {
    expect(
      inEditorsWords(
        'content/team/example-member.json: field "socialMedia[1].id": is missing',
      ),
    ).toEqual({
      file: "content/team/example-member.json",
      message: 'field "socialMedia[1].id": is missing',
    });
    expect(
      inEditorsWords(
        "content/team/example-member.json: is not valid JSON (Unexpected end at line 1, column 2); expected a JSON object",
        fieldLabel,
      ),
    ).toEqual({
      file: "content/team/example-member.json",
      message:
        "is not valid JSON (Unexpected end at line 1, column 2); expected a JSON object",
    });
  });

  const dir = mkdtempSync(join(tmpdir(), "qa-proposal-40-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds every problem the build finds in content/, and none in the launch content", () => {
    const content = join(dir, "content");
    cpSync("tests/launch-content/content", content, { recursive: true });
    expect(contentProblems(content, fieldLabel, "2025-07-15")).toEqual([]);
    writeFileSync(
      join(content, "chapters", "example.json"),
      JSON.stringify({ name: "Example", flagCode: "ng", status: "active" }),
    );
    expect(contentProblems(content, fieldLabel, "2025-07-15")).toEqual([
      {
        file: "content/chapters/nigeria.json",
        message:
          'Country of the flag: "ng" is already the country of content/chapters/example.json; expected one chapter per country',
      },
    ]);
  });
});
