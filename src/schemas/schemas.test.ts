// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, loadContent } from "../pipeline/load";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  limits,
  newsPostSchema,
  siteSchema,
  teamMemberSchema,
} from "./schemas";

type JsonSchema = {
  type?: string;
  expected?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Every text field of a schema, by its path, with its limit; a date is chosen from a calendar, not typed. */
function textFields(schema: JsonSchema, at = ""): [string, number?][] {
  if (schema.type === "string" && !("enum" in schema))
    return schema.expected?.startsWith("a calendar date")
      ? []
      : [[at, schema.maxLength]];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      textFields(property, at ? `${at}.${name}` : name),
    ),
    ...(schema.items ? textFields(schema.items, `${at}[]`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => textFields(option, at)),
  ];
}

const kenya = {
  name: "Kenya",
  description: "Quantum Africa Kenya Chapter",
  flagCode: "ke",
  status: "active",
};

const issues = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
};

describe("the length of every text field", () => {
  it.each([
    ["chapters", chapterSchema],
    ["team", teamMemberSchema],
    ["events", eventSchema],
    ["site", siteSchema],
    ["home", homeSchema],
  ] as const)("is limited in %s", (_kind, schema) => {
    const fields = textFields(
      z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchema,
    );
    expect(fields.length).toBeGreaterThan(0);
    for (const [path, maxLength] of fields)
      expect(maxLength ?? 0, path).toBeGreaterThan(0);
  });

  it("refuses a chapter's description longer than one line, giving its length and the limit", () => {
    expect(
      issues(chapterSchema, { ...kenya, description: "a".repeat(5012) }),
    ).toEqual([
      "description: is 5,012 characters long; expected at most 200 characters",
    ]);
    expect(
      issues(chapterSchema, { ...kenya, description: "a".repeat(200) }),
    ).toEqual([]);
  });

  it("counts a value as the build keeps it, without the spaces around it", () => {
    expect(
      issues(chapterSchema, {
        ...kenya,
        description: `  ${"a".repeat(limits.line)}  `,
      }),
    ).toEqual([]);
  });

  it("refuses a 2 MB event description at once, without rendering it", () => {
    const started = performance.now();
    const found = issues(eventSchema.shape.description, "a ".repeat(1_000_000));
    expect(found).toEqual([
      ": is 1,999,999 characters long; expected at most 5,000 characters",
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses an address or a media path that no one would type", () => {
    const long = `https://example.org/${"a".repeat(limits.address)}`;
    expect(
      issues(siteSchema.shape.forms, { join: long, partner: long }),
    ).toEqual([
      `join: is ${long.length} characters long; expected at most 500 characters`,
      `partner: is ${long.length} characters long; expected at most 500 characters`,
    ]);
    expect(
      issues(teamMemberSchema.shape.img, `/media/${"a".repeat(200)}.jpg`),
    ).toEqual([": is 211 characters long; expected at most 200 characters"]);
  });
});

describe("the build's message for a text too long", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("names the file, the field, the length and the limit", () => {
    dir = mkdtempSync(join(tmpdir(), "limits-"));
    const content = join(dir, "content");
    cpSync("tests/launch-content/content", content, { recursive: true });
    writeFileSync(
      join(content, "chapters/kenya.json"),
      JSON.stringify({ ...kenya, description: "a".repeat(5012) }),
    );
    let error: unknown;
    try {
      loadContent(content);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      'content/chapters/kenya.json: field "description": is 5,012 characters long; expected at most 200 characters',
    ]);
  });
});

describe("a post's day of revision", () => {
  const post = {
    title: "Our first workshop",
    date: "2026-03-14",
    summary: "Forty students wrote their first circuits.",
    body: "It went well.",
    authors: ["ada-example"],
  };

  it("is optional, and not before the day of publication", () => {
    expect(issues(newsPostSchema, post)).toEqual([]);
    expect(issues(newsPostSchema, { ...post, updated: "2026-04-02" })).toEqual(
      [],
    );
    expect(issues(newsPostSchema, { ...post, updated: "2026-03-01" })).toEqual([
      'updated: "2026-03-01" is before the day of publication 2026-03-14; expected that day or a later one',
    ]);
  });
});
