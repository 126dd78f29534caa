import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  siteSchema,
  teamMemberSchema,
} from "../content/schemas";
import { fieldDifferences, type DecapField } from "./config-fields";

type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  fields?: DecapField[];
  files?: {
    name: string;
    file: string;
    format: string;
    fields: DecapField[];
  }[];
};

const config = parse(readFileSync("src/admin/public/config.yml", "utf8")) as {
  backend: { name: string };
  local_backend: unknown;
  media_folder: string;
  public_folder: string;
  collections: Collection[];
};

function collection(name: string): Collection {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

function file(name: string) {
  const found = config.collections
    .flatMap((entry) => entry.files ?? [])
    .find((entry) => entry.name === name);
  if (!found) throw new Error(`no file ${name}`);
  return found;
}

function fieldOf(fields: readonly DecapField[] | undefined, name: string) {
  const found = fields?.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found as DecapField & Record<string, unknown>;
}

describe("the editor's configuration", () => {
  it.each([
    ["chapters", "content/chapters", chapterSchema],
    ["team", "content/team", teamMemberSchema],
    ["events", "content/events", eventSchema],
  ] as const)(
    "has a JSON folder collection %s in %s that agrees with its schema",
    (name, folder, schema) => {
      const { fields, ...settings } = collection(name);
      expect(settings).toMatchObject({
        folder,
        extension: "json",
        format: "json",
        create: true,
      });
      expect(fieldDifferences(fields ?? [], schema)).toEqual([]);
    },
  );

  it.each([
    ["site", "content/site.json", siteSchema],
    ["home", "content/home.json", homeSchema],
  ] as const)(
    "has the singleton %s in %s that agrees with its schema",
    (name, path, schema) => {
      const { fields, ...settings } = file(name);
      expect(settings).toMatchObject({ file: path, format: "json" });
      expect(fieldDifferences(fields, schema)).toEqual([]);
    },
  );

  it("stores media in content/media, referred to as /media/<file name>", () => {
    expect(config.media_folder).toBe("content/media");
    expect(config.public_folder).toBe("/media");
    expect(fieldOf(collection("team").fields, "img").widget).toBe("image");
  });

  it("writes dates as YYYY-MM-DD and the event description as Markdown", () => {
    const fields = collection("events").fields;
    for (const name of ["date", "endDate", "abstractDeadline"])
      expect(fieldOf(fields, name)).toMatchObject({
        widget: "datetime",
        format: "YYYY-MM-DD",
        time_format: false,
      });
    expect(fieldOf(fields, "description").widget).toBe("markdown");
  });

  it("publishes through GitHub, and edits files on disk with the local backend", () => {
    expect(config.backend.name).toBe("github");
    expect(config.local_backend).toBeTruthy();
  });
});

describe("fieldDifferences", () => {
  const fields = collection("chapters").fields ?? [];

  it("names a required field that the editor makes optional", () => {
    const drifted = fields.map((field) =>
      field.name === "name" ? { ...field, required: false } : field,
    );
    expect(fieldDifferences(drifted, chapterSchema)).toEqual([
      "name: required in the schema, optional in the editor",
    ]);
  });

  it("names a field missing on either side", () => {
    const drifted = [
      ...fields.filter((field) => field.name !== "flagCode"),
      { name: "flag", widget: "string" },
    ];
    expect(fieldDifferences(drifted, chapterSchema)).toEqual([
      "flagCode: in the schema, missing from the editor",
      "flag: in the editor, not in the schema",
    ]);
  });

  it("names select options that differ from the schema's choices", () => {
    const drifted = fields.map((field) =>
      field.name === "status"
        ? { ...field, options: ["active", "paused"] }
        : field,
    );
    expect(fieldDifferences(drifted, chapterSchema)).toEqual([
      "status: choices active in the schema, active, paused in the editor",
    ]);
  });

  it("looks into lists of objects", () => {
    const drifted = (collection("team").fields ?? []).map((field) =>
      field.name === "socialMedia"
        ? {
            ...field,
            fields: [
              { name: "id", widget: "string" },
              ...(field.fields ?? []).slice(1),
            ],
          }
        : field,
    );
    expect(fieldDifferences(drifted, teamMemberSchema)).toEqual([
      "socialMedia[].id: a choice in the schema, a string widget in the editor",
    ]);
  });
});
