// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, loadContent } from "../pipeline/load";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  limits,
  newsPostSchema,
  partnerSchema,
  siteSchema,
  teamMemberSchema,
  textPageSchema,
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
    ["partners", partnerSchema],
    ["news", newsPostSchema],
    ["pages", textPageSchema],
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
    const found = issues(eventSchema.shape.description, "a ".repeat(1_000_000));
    expect(found).toEqual([
      ": is 1,999,999 characters long; expected at most 5,000 characters",
    ]);
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

/** The launch content's settings and home page, fixed for the tests, and an entry of every other kind. */
const launch = (file: string) =>
  JSON.parse(
    readFileSync(`tests/launch-content/content/${file}`, "utf8"),
  ) as unknown;

const entries = [
  ["site", siteSchema, launch("site.json")],
  ["home", homeSchema, launch("home.json")],
  [
    "chapter",
    chapterSchema,
    {
      ...kenya,
      joinLink: "https://example.org/join",
      email: "kenya@example.org",
    },
  ],
  [
    "member",
    teamMemberSchema,
    {
      name: "Ada Example",
      role: "Events Lead",
      chapter: "kenya",
      img: "/media/ada-example.jpg",
      photoCredit: "Photo: Kofi Example",
      photoConsent: true,
      description: "Writes circuits.",
      socialMedia: [{ id: "linkedin", link: "https://example.org/ada" }],
    },
  ],
  [
    "event",
    eventSchema,
    {
      title: "An example workshop",
      description: "A day of [circuits](https://example.org/circuits).",
      date: "2026-03-14",
      location: { city: "Nairobi", country: "Kenya", countryCode: "KE" },
      registrationLink: "https://example.org/register",
      topics: ["Circuits"],
      coOrganisers: ["Kofi Example"],
      chapters: ["kenya"],
      image: { src: "/media/example-poster.svg", alt: "The poster" },
    },
  ],
  [
    "partner",
    partnerSchema,
    {
      name: "Example University",
      logo: "/media/example-university.svg",
      link: "https://example.org/",
      kind: "academic",
      agreement: true,
    },
  ],
  [
    "post",
    newsPostSchema,
    {
      title: "Our first workshop",
      date: "2026-03-14",
      summary: "Forty students wrote their first circuits.",
      body: "It went well.",
      authors: ["ada-example"],
      image: {
        src: "/media/workshop.jpg",
        alt: "Students at a table",
        credit: "Photo: Kofi Example",
        consent: true,
      },
    },
  ],
  [
    "page",
    textPageSchema,
    { title: "Help", description: "How to use the site.", body: "Ask us." },
  ],
] as const satisfies readonly [string, z.ZodType, unknown][];

type Path = (string | number)[];

/** The path of every string in a value. */
function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      stringPaths(item, [...at, key]),
    );
  return [];
}

/** The value with the string at `path` changed. */
function withString(
  value: unknown,
  path: Path,
  change: (text: string) => string,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1))
    parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) ?? "";
  parent[last] = change(parent[last] as string);
  return copy;
}

const issuesAt = (schema: z.ZodType, data: unknown, path: Path) => {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues
        .filter((issue) => issue.path.join(".") === path.join("."))
        .map((issue) => issue.message);
};

// Fields chosen from a list or written in a fixed form: a character there is refused by their form.
const fixedForm = new Set([
  "flagCode",
  "status",
  "countryCode",
  "kind",
  "icon",
  "date",
  "contactDelivery",
]);
const isFixedForm = (path: Path) =>
  fixedForm.has(String(path.at(-1))) ||
  (path.at(-1) === "id" && path.some((key) => /social/i.test(String(key))));

const tenMegabytes = `https://example.org/${"a/".repeat(5_000_000)}`;

describe.each(entries)("every string field of a %s", (_kind, schema, entry) => {
  const paths = stringPaths(entry);

  it("is valid to begin with", () => {
    expect(issues(schema, entry)).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it("refuses a character XML cannot hold, naming the field and the character", () => {
    for (const path of paths) {
      const found = issuesAt(
        schema,
        withString(
          entry,
          path,
          (text) => `${text.slice(0, 1)}\uFFFF${text.slice(1)}`,
        ),
        path,
      );
      expect(found.length, path.join(".")).toBeGreaterThan(0);
      if (!isFixedForm(path))
        expect(found.join(" "), path.join(".")).toContain(
          "(U+FFFF) at character 2",
        );
    }
  });

  it("refuses U+FFFE, U+FFFF, half a surrogate pair and control characters wherever they are", () => {
    const forbidden = fc.constantFrom(
      "\u0000",
      "\u0001",
      "\u0008",
      "\u001B",
      "\u001F",
      "\uFFFE",
      "\uFFFF",
      "\uD800",
      "\uDBFF",
      "\uDC00",
      "\uDFFF",
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        forbidden,
        fc.nat(),
        (path, character, at) => {
          const data = withString(entry, path, (text) => {
            const position = at % (text.length + 1);
            return `${text.slice(0, position)}${character}${text.slice(position)}`;
          });
          expect(issuesAt(schema, data, path).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  // One shape for every field: an address (for the link patterns) made of many short segments (for the
  // date, name and path patterns), which is what exhausted the stack of a regular expression at 10 MB.
  it("refuses 10 MB in any field, without exhausting the stack, naming the field", () => {
    for (const path of paths)
      expect(
        issuesAt(
          schema,
          withString(entry, path, () => tenMegabytes),
          path,
        ).length,
        path.join("."),
      ).toBeGreaterThan(0);
  });
});

describe("links", () => {
  const link = (address: string) =>
    issues(siteSchema.shape.supportLink, {
      title: "Support us",
      path: address,
    });
  const address = (value: string) =>
    issues(teamMemberSchema.shape.socialMedia, [
      { id: "linkedin", link: value },
    ]);

  it.each([
    "https://user:pass@example.org/",
    "https://user@example.org/",
    "https://quantum-africa.org@evil.example/",
    "https://quantum-africa.org:443@evil.example/path",
    "https://@evil.example/",
    "https://evil.example\\@quantum-africa.org/",
  ])("refuse %j, which names a user or a password before its site", (value) => {
    expect(link(value).join(" ")).toMatch(/names a user or a password/);
    expect(address(value).join(" ")).toMatch(/names a user or a password/);
  });

  it("refuse a link with user information in Markdown", () => {
    expect(
      issues(
        eventSchema.shape.description,
        "See [the call](https://quantum-africa.org@evil.example/).",
      ).length,
    ).toBeGreaterThan(0);
  });

  it("still take an address with an @ after its site, as a profile's", () => {
    expect(link("https://example.org/@quantum-africa")).toEqual([]);
    expect(address("https://example.org/people?who=a@b")).toEqual([]);
  });

  it("lead only to the site they name: whatever an attacker writes, an address taken has no user or password", () => {
    const piece = fc.constantFrom(
      "quantum-africa.org",
      "evil.example",
      "user",
      "pass",
      "@",
      ":",
      "/",
      "\\",
      "?",
      "#",
      "%40",
      ".",
      "a",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const value = `https://${pieces.join("")}`;
        if (link(value).length > 0) return;
        const url = new URL(value);
        expect([url.username, url.password]).toEqual(["", ""]);
        expect(value.slice("https://".length)).toMatch(
          new RegExp(`^${url.host.replace(/[.]/g, "\\.")}`, "i"),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe("flag codes", () => {
  it.each(["ac", "eu", "ic", "ta", "xa", "xc", "xk", "xo"])(
    "refuse %j, which is no country",
    (code) => {
      expect(issues(chapterSchema, { ...kenya, flagCode: code })).toEqual([
        expect.stringMatching(/^flagCode: .* is not valid; expected a known/),
      ]);
      expect(
        issues(eventSchema.shape.location, {
          city: "Example City",
          country: "Example",
          countryCode: code.toUpperCase(),
        }).length,
      ).toBeGreaterThan(0);
    },
  );

  it("take the assigned countries, Africa's among them", () => {
    for (const code of ["ng", "ke", "rw", "za", "eh", "ss", "gb"])
      expect(issues(chapterSchema, { ...kenya, flagCode: code })).toEqual([]);
  });
});
