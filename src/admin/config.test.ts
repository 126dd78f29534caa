// @module-tag content
// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { config, fieldsFromSchema, fieldsOf } from "./config";
import { contentJson } from "./content-format";
import { tooLongMessage } from "./length-counter";
import { entryProblems, type Kind } from "./validate";

type Field = {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  fields?: Field[];
  field?: Field;
  [setting: string]: unknown;
};

const fields = (kind: Kind) => fieldsOf(kind) as Field[];
const kinds = [
  "chapters",
  "team",
  "events",
  "partners",
  "news",
  "pages",
  "site",
  "home",
] as const satisfies Kind[];

function fieldAt(list: Field[], path: string): Field {
  const [name, ...rest] = path.split(".");
  const found = list.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length > 0 ? fieldAt(found.fields ?? [], rest.join(".")) : found;
}

/** Whether Decap's pattern check (RegExp(pattern).test, on anything not empty) lets the value through. */
const editorAccepts = (field: Field, value: string) =>
  !field.pattern || new RegExp(field.pattern[0]).test(value);

const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

describe("the editor's configuration", () => {
  it("is plain data, which the admin build writes into the editor's script as it is", () => {
    expect(JSON.parse(JSON.stringify(config))).toStrictEqual(config);
  });

  it.each(["chapters", "team", "events", "partners", "news"])(
    "has a JSON folder collection %s in content/",
    (name) => {
      expect(collection(name)).toMatchObject({
        folder: `content/${name}`,
        extension: "json",
        format: "content-json",
        create: true,
      });
    },
  );

  it("lets an editor find, sort and name the partners and the news posts", () => {
    expect(collection("partners")).toMatchObject({
      identifier_field: "name",
      slug: "{{slug}}",
      sortable_fields: ["name", "kind", "order"],
      description: expect.stringContaining("/partners") as unknown,
    });
    expect(collection("news")).toMatchObject({
      identifier_field: "title",
      sortable_fields: ["title", "date"],
      description: expect.stringContaining("/news") as unknown,
    });
  });

  it("has the four text pages as files of content/pages/", () => {
    expect(collection("pages").files).toMatchObject(
      ["terms", "privacy", "code-of-conduct", "help"].map((name) => ({
        name,
        file: `content/pages/${name}.json`,
        format: "content-json",
      })),
    );
    const [terms] = collection("pages").files ?? [];
    expect(terms?.fields.map((field) => field.name)).toEqual([
      "title",
      "description",
      "updated",
      "body",
    ]);
  });

  it("links entries with relation fields, stored as the other entry's id", () => {
    const relation = (kind: Kind, name: string) => fieldAt(fields(kind), name);
    expect(relation("events", "chapters")).toMatchObject({
      widget: "relation",
      collection: "chapters",
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
      multiple: true,
      required: false,
    });
    expect(relation("events", "partners")).toMatchObject({
      widget: "relation",
      collection: "partners",
      multiple: true,
    });
    expect(relation("team", "chapter")).toMatchObject({
      widget: "relation",
      collection: "chapters",
      multiple: false,
      required: false,
    });
    expect(relation("news", "authors")).toMatchObject({
      widget: "relation",
      collection: "team",
      multiple: true,
      min: 1,
    });
    expect(relation("news", "authors").required).toBeUndefined();
    // A relation is chosen from a list: no pattern, no count of characters.
    expect(relation("team", "chapter").pattern).toBeUndefined();
    expect(relation("team", "chapter").max_length).toBeUndefined();
  });

  it("says why a photo needs its credit and agreement, and a partner its agreement", () => {
    expect(fieldAt(fields("team"), "photoCredit").hint).toMatch(
      /published only with the name of who took it/,
    );
    expect(fieldAt(fields("team"), "photoConsent").hint).toMatch(/has agreed/);
    expect(fieldAt(fields("team"), "description").hint).toMatch(
      /Each person writes their own biography/,
    );
    expect(fieldAt(fields("partners"), "agreement")).toMatchObject({
      widget: "boolean",
      hint: expect.stringMatching(
        /shown on the site only with a signed agreement/,
      ) as unknown,
    });
    expect(fieldAt(fields("events"), "gallery.consent").widget).toBe("boolean");
  });

  it("starts a list that may be empty as an empty list, which the schema takes, in a new entry", () => {
    // Decap leaves a list of groups with no default out of a new entry: "Social profiles: is missing".
    expect(fieldAt(fields("team"), "socialMedia").default).toEqual([]);
    expect(
      entryProblems("team", {
        name: "Amina Example",
        role: "Outreach volunteer",
        socialMedia: fieldAt(fields("team"), "socialMedia").default,
      }),
    ).toEqual([]);
    // A list that needs an item, or an optional one, has no such start.
    expect(fieldAt(fields("news"), "authors").default).toBeUndefined();
    expect(fieldAt(fields("events"), "gallery").default).toBeUndefined();
  });

  it("asks for a photo's fields only once the optional photo is filled in", () => {
    const image = fieldAt(fields("news"), "image");
    expect(image.required).toBe(false);
    for (const field of image.fields ?? [])
      expect(field.required, field.name).toBe(false);
    // A list's items keep their rules: a list left empty has no item to ask about.
    expect(
      fieldAt(fields("events"), "gallery.credit").required,
    ).toBeUndefined();
    const post = {
      title: "We launch",
      date: "2025-01-15",
      summary: "Quantum Africa opens.",
      body: "Hello.",
      authors: ["amina-example"],
    };
    expect(entryProblems("news", post)).toEqual([]);
    expect(
      entryProblems("news", { ...post, image: { src: "/media/launch.jpg" } }),
    ).toEqual([
      expect.stringMatching(/^Photo › Description of the photo: is missing/),
      expect.stringMatching(/^Photo › Photo credit: is missing/),
      expect.stringMatching(/^Photo › The people in it agreed: is missing/),
    ]);
  });

  it("has the site settings and the home page as files", () => {
    expect(collection("settings").files).toMatchObject([
      { name: "site", file: "content/site.json", format: "content-json" },
      { name: "home", file: "content/home.json", format: "content-json" },
    ]);
  });

  it("stores media in content/media, referred to as /media/<file name>", () => {
    expect(config.media_folder).toBe("content/media");
    expect(config.public_folder).toBe("/media");
    expect(fieldAt(fields("team"), "img").widget).toBe("image");
  });

  it("writes dates as YYYY-MM-DD and the event description as Markdown", () => {
    for (const name of ["date", "endDate", "abstractDeadline"])
      expect(fieldAt(fields("events"), name)).toMatchObject({
        widget: "datetime",
        format: "YYYY-MM-DD",
        time_format: false,
      });
    expect(fieldAt(fields("events"), "description").widget).toBe("markdown");
  });

  it("publishes through GitHub, and runs the local backend on a computer", () => {
    expect(config.backend.name).toBe("github");
    expect(config.local_backend).toBe(true);
    expect(config.load_config_file).toBe(false);
  });

  it("saves every change as a draft to review, and takes proposals from people without write access", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      open_authoring: true,
      auth_scope: "public_repo",
    });
    // Drafts are merged as they are: each save stays in the history.
    expect(config.backend.squash_merges ?? false).toBe(false);
  });

  it("links each draft to its page on the deploy preview, and each entry to its page on the site", () => {
    expect(config.show_preview_links).toBe(true);
    expect(config.site_url).toMatch(/^https:\/\//);
    expect(
      Object.fromEntries(
        config.collections.map((entry) => [
          entry.name,
          entry.preview_path ??
            entry.files?.map((file) => file.preview_path).join(" "),
        ]),
      ),
    ).toEqual({
      chapters: "chapters/{{slug}}",
      team: "our-team",
      events: "event/{{slug}}",
      partners: "partners",
      news: "news/{{slug}}",
      pages: "terms privacy code-of-conduct help",
      settings: "/ /",
    });
  });

  it("labels every field, and makes optional what the schema makes optional", () => {
    const all = (list: Field[]): Field[] =>
      list.flatMap((field) => [
        field,
        ...all(field.fields ?? []),
        ...(field.field ? [field.field] : []),
      ]);
    for (const kind of kinds)
      for (const field of all(fields(kind)))
        expect(field.label, `${kind}: ${field.name}`).toBeTruthy();
    expect(fieldAt(fields("events"), "endDate").required).toBe(false);
    expect(fieldAt(fields("events"), "title").required).toBeUndefined();
  });
});

describe("the editor reads a content file as the build does", () => {
  it("with a byte order mark, as the same JSON, and writes it without one", () => {
    const text = '{\n  "name": "Kenya"\n}';
    expect(contentJson.fromFile(`\uFEFF${text}`)).toEqual({ name: "Kenya" });
    expect(contentJson.toFile({ name: "Kenya" })).toBe(text);
    expect(contentJson.fromFile("")).toEqual({});
  });
});

describe("a field's rule in the editor is the schema's", () => {
  it("refuses text of spaces only, saying so in words", () => {
    const description = fieldAt(fields("chapters"), "description");
    expect(editorAccepts(description, "   ")).toBe(false);
    expect(editorAccepts(description, "Quantum Africa Kenya")).toBe(true);
    expect(description.pattern?.[1]).toBe(
      "expected a one-line description, not only spaces, with no hidden characters (such as direction controls).",
    );
  });

  it.each([
    ["a name that reverses what follows", "Amina Example\u202Egnp.exe", false],
    ["a direction isolate", "Amina \u2066Example\u2069", false],
    ["a zero-width space", "Amina\u200BExample", false],
    ["a tag character", "Amina\u{E0041}", false],
    ["a control character", "Amina\u0007", false],
    [
      "a name joined for its script (ZWNJ)",
      "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",
      true,
    ],
    ["an emoji joined by ZWJ", "Amina \u{1F469}\u200D\u{1F4BB}", true],
  ])(
    "%s: accepted %s, in the editor's field and by the build",
    (_case, value, accepted) => {
      const name = fieldAt(fields("team"), "name");
      expect(editorAccepts(name, value)).toBe(accepted);
      expect(
        entryProblems("team", {
          name: value,
          role: "Organiser",
          socialMedia: [],
        }),
      ).toEqual(
        accepted
          ? []
          : [
              expect.stringMatching(
                /^Name: has .+ \(U\+[0-9A-F]{4,5}\) at character \d+, which no one can see; expected text without hidden characters/,
              ),
            ],
      );
    },
  );

  it.each([
    ["https://linkedin", false],
    ["http://www.linkedin.com/in/someone", false],
    ["https://", false],
    ["https://www.linkedin.com/in/someone", true],
  ])("a profile address %j: %s, as the build says", (value, accepted) => {
    const link = fieldAt(fields("team"), "socialMedia.link");
    expect(editorAccepts(link, value)).toBe(accepted);
    expect(
      entryProblems("team", {
        name: "A",
        role: "B",
        img: "/media/a.svg",
        description: "C",
        socialMedia: [{ id: "linkedin", link: value }],
      }).length === 0,
    ).toBe(accepted);
  });

  it.each([
    ["/\\evil.example/x", false],
    ["mailto:team@example.org", false],
    ["/events", false],
    ["/#nowhere", false],
    ["/event", true],
    ["/#contact", true],
    ["/calendar/example-workshop.ics", true],
    ["https://forms.example.org/join", true],
  ])("a menu or button path %j: %s", (value, accepted) => {
    const menu = fieldAt(fields("site"), "navigation.path");
    const support = fieldAt(fields("site"), "supportLink.path");
    const button = fieldAt(fields("home"), "hero.cta.path");
    for (const field of [menu, support, button])
      expect(editorAccepts(field, value), field.name).toBe(accepted);
    expect(menu.hint).toMatch(/^Write a page of this site \(\/, \/event/);
  });

  it("offers the countries by name, with the codes the build knows as values", () => {
    const flag = fieldAt(fields("chapters"), "flagCode");
    const country = fieldAt(fields("events"), "location.countryCode");
    expect(flag.widget).toBe("select");
    expect(flag.options).toContainEqual({ label: "Nigeria", value: "ng" });
    expect(country.options).toContainEqual({ label: "Rwanda", value: "RW" });
    expect(flag.options?.map((option) => option.value)).not.toContain("xx");
    expect(country.options?.map((option) => option.value)).not.toContain("XX");
  });
});

describe("the limit of every typed field", () => {
  const typed = new Set(["string", "text", "markdown"]);
  const all = (list: Field[]): Field[] =>
    list.flatMap((field) => [
      field,
      ...all(field.fields ?? []),
      ...(field.field ? [field.field] : []),
    ]);

  it.each(kinds)(
    "is carried by each text field of %s, and said in its hint",
    (kind) => {
      const texts = all(fields(kind)).filter((field) =>
        typed.has(field.widget ?? ""),
      );
      expect(texts.length).toBeGreaterThan(0);
      for (const field of texts) {
        expect(field.max_length, `${kind}: ${field.name}`).toEqual(
          expect.any(Number),
        );
        expect(field.hint, `${kind}: ${field.name}`).toMatch(
          /At most [\d,]+ characters\.$/,
        );
      }
    },
  );

  it("is the schema's, after what the hint said before", () => {
    expect(fieldAt(fields("chapters"), "description")).toMatchObject({
      max_length: 200,
      hint: "One line, such as: Quantum Africa Nigeria Chapter. At most 200 characters.",
    });
    expect(fieldAt(fields("team"), "name")).toMatchObject({
      max_length: 80,
      hint: "At most 80 characters.",
    });
    expect(fieldAt(fields("events"), "description").max_length).toBe(5000);
    expect(fieldAt(fields("events"), "topics").field).toMatchObject({
      max_length: 80,
    });
  });

  it("is left out of fields that are chosen, not typed", () => {
    expect(fieldAt(fields("team"), "img").max_length).toBeUndefined();
    expect(fieldAt(fields("chapters"), "flagCode").max_length).toBeUndefined();
  });

  it("refuses a longer text before saving, giving its length and the limit", () => {
    expect(
      entryProblems("chapters", {
        name: "Kenya",
        description: "a".repeat(5012),
        flagCode: "ke",
        status: "active",
      }),
    ).toEqual([
      "Description: is 5,012 characters long; expected at most 200 characters.",
    ]);
  });
});

describe("fieldsFromSchema", () => {
  const schema = z.strictObject({
    title: z.string(),
    note: z.string().optional(),
  });

  it("builds a field per property, optional where the schema says", () => {
    expect(
      fieldsFromSchema(schema, {
        title: { label: "Title" },
        note: { label: "Note", widget: "text" },
      }),
    ).toEqual([
      { name: "title", label: "Title", widget: "string" },
      { name: "note", label: "Note", widget: "text", required: false },
    ]);
  });

  it("refuses a field with no words, and words for no field", () => {
    expect(() =>
      fieldsFromSchema(schema, { title: { label: "Title" } }),
    ).toThrow("note: no label");
    expect(() =>
      fieldsFromSchema(schema, {
        title: { label: "Title" },
        note: { label: "Note" },
        other: { label: "Other" },
      }),
    ).toThrow("no field other in the schema");
  });
});

describe("entryProblems", () => {
  const kenya = {
    name: "Kenya",
    description: "Quantum Africa Kenya Chapter",
    flagCode: "ke",
    status: "active",
  };

  it("names each field by its label, with the build's words", () => {
    expect(entryProblems("chapters", { ...kenya, description: "   " })).toEqual(
      [`Description: "" is not valid; expected a one-line description.`],
    );
    expect(entryProblems("chapters", { ...kenya, flagCode: "xx" })).toEqual([
      `Country of the flag: "xx" is not valid; expected a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng".`,
    ]);
  });

  it("refuses an end before the start, two profiles for one network and an http link in Markdown", () => {
    const event = {
      title: "Example Workshop",
      description: "A day of examples.",
      date: "2025-08-22",
      location: { city: "Exampleville", country: "Rwanda", countryCode: "RW" },
      registrationLink: "https://example.org/register",
      abstractLink: "https://example.org/abstracts",
    };
    expect(entryProblems("events", event)).toEqual([]);
    expect(
      entryProblems("events", {
        ...event,
        endDate: "2025-08-01",
        description: "See [the old page](http://example.org/).",
      }),
    ).toEqual([
      expect.stringMatching(
        /^Description: the link "http:\/\/example.org\/" is not valid; expected a page of this site/,
      ),
      `Last day: "2025-08-01" is before the start date ${String(event.date)}; expected the same day or a later one.`,
    ]);
    expect(
      entryProblems("team", {
        name: "A",
        role: "B",
        img: "/media/a.svg",
        description: "C",
        socialMedia: [
          { id: "x", link: "https://x.com/a" },
          { id: "x", link: "https://x.com/b" },
        ],
      }),
    ).toEqual([
      `Social profiles 2 › Network: "x" is used twice; expected one profile per network.`,
    ]);
  });

  it.each([
    // date, time, zone, what the clocks do, the hour to avoid
    [
      "2026-11-01",
      "01:30",
      "America/Los_Angeles",
      "happens twice",
      "back",
      "01:00–02:00",
    ],
    [
      "2026-03-08",
      "02:30",
      "America/Los_Angeles",
      "does not happen",
      "forward",
      "02:00–03:00",
    ],
    [
      "2026-04-05",
      "02:30",
      "Australia/Sydney",
      "happens twice",
      "back",
      "02:00–03:00",
    ],
    [
      "2026-10-04",
      "02:30",
      "Australia/Sydney",
      "does not happen",
      "forward",
      "02:00–03:00",
    ],
  ])(
    "refuses a start time that, on %s, %s in %s, the clocks repeat or skip, and says which hour to avoid",
    (date, time, timeZone, happens, clocks, hour) => {
      const event = {
        title: "Example Night Talk",
        description: "A talk at night.",
        date,
        startTime: time,
        timeZone,
        location: { city: "Exampleville", country: "Kenya", countryCode: "KE" },
      };
      expect(entryProblems("events", event)).toEqual([
        `Start time: "${time}" ${happens} on ${date} in ${timeZone} (clocks go ${clocks}); choose a time outside ${hour}.`,
      ]);
      // An end time on the last day, the same.
      expect(
        entryProblems("events", {
          ...event,
          date: "2026-01-10",
          endDate: date,
          startTime: "09:00",
          endTime: time,
        }),
      ).toEqual([
        `End time: "${time}" ${happens} on ${date} in ${timeZone} (clocks go ${clocks}); choose a time outside ${hour}.`,
      ]);
    },
  );

  it("takes a time on the day the clocks change, outside the hour they repeat or skip", () => {
    expect(
      entryProblems("events", {
        title: "Example Night Talk",
        description: "A talk at night.",
        date: "2026-11-01",
        startTime: "00:30",
        endTime: "03:00",
        timeZone: "America/Los_Angeles",
        location: { city: "Exampleville", country: "Kenya", countryCode: "KE" },
      }),
    ).toEqual([]);
  });

  it("refuses, as the build does, a date in year 9999, raw HTML in Markdown and a javascript: link, quoting it", () => {
    const event = {
      title: "Example Workshop",
      description: "A day of examples.",
      date: "2025-08-22",
      location: { city: "Exampleville", country: "Rwanda", countryCode: "RW" },
    };
    expect(
      entryProblems("events", {
        ...event,
        date: "9999-12-10",
        description:
          'A day <img src=x onerror="alert(1)"> of [examples](javascript:alert(1)).',
      }),
    ).toEqual([
      expect.stringMatching(
        /^Description: the link "javascript:alert\(1\)" is not valid; expected /,
      ),
      `Description: has HTML at line 1 ("<img src=x onerror=\\"alert(1)\\">"); expected Markdown without HTML, which the site does not publish (to show "<" as it is, write "\\<").`,
      `Date: "9999-12-10" is not valid; expected a calendar date written YYYY-MM-DD, from 1900 to 2100, such as 2025-08-22.`,
    ]);
  });
});

// What the editor refuses before anything is saved, in the words it shows: the rules themselves are the
// schemas', checked here once; the editor's browser tests keep one refusal of each kind (a field's
// pattern, a text too long, a check before saving that reads other entries).
describe("an entry the build would refuse, in the editor's words", () => {
  it("needs a chapter's country: a field the schema requires is required in the form", () => {
    const country = fieldAt(fields("chapters"), "name");
    expect(country.label).toBe("Country");
    // Decap's default: a field with no `required` setting is required.
    expect(country.required).toBeUndefined();
    expect(
      entryProblems("chapters", { flagCode: "gh", status: "active" }),
    ).toEqual([expect.stringMatching(/^Country: is missing/)]);
  });

  it("refuses a biography longer than the card holds, as the field's counter says", () => {
    const biography = fieldAt(fields("team"), "description");
    expect(biography.max_length).toBe(600);
    expect(tooLongMessage("Short biography", 601, 600)).toBe(
      "Short biography is 601 characters long; at most 600 fit on the page. Shorten it by 1.",
    );
    expect(
      entryProblems("team", {
        name: "Amina Example",
        role: "Organiser",
        description: "a".repeat(601),
        socialMedia: [],
      }),
    ).toEqual([
      "Short biography: is 601 characters long; expected at most 600 characters.",
    ]);
  });

  it("refuses a partner with no signed agreement, naming the switch", () => {
    const partner = {
      name: "Example University",
      logo: "/media/example-university-3fa9c2d1.svg",
      link: "https://www.example.edu",
      kind: "academic",
      agreement: true,
    };
    expect(entryProblems("partners", partner)).toEqual([]);
    expect(entryProblems("partners", { ...partner, agreement: false })).toEqual(
      [
        "A partnership agreement is signed: false is not valid; expected true: a partner is shown once a partnership agreement exists.",
      ],
    );
  });

  it("refuses a photo portrait with no credit and no agreement, naming both fields", () => {
    expect(
      entryProblems("team", {
        name: "Amina Example",
        role: "Nigeria chapter lead",
        img: "/media/amina-example.jpg",
        socialMedia: [],
      }),
    ).toEqual([
      expect.stringMatching(
        /^Photo credit: is missing; expected who took the photo \/media\/amina-example\.jpg/,
      ),
      expect.stringMatching(/^The person agreed to this photo: is not true/),
    ]);
  });

  it("refuses an event's country code that is not in the list, by the field's path", () => {
    expect(
      entryProblems("events", {
        title: "Example Workshop",
        description: "A day of examples.",
        date: "2025-08-22",
        location: {
          city: "Exampleville",
          country: "Nowhere",
          countryCode: "XX",
        },
      }),
    ).toEqual([
      expect.stringMatching(/^Location › Country code: "XX" is not valid/),
    ]);
  });

  it("says that a menu or button address must be a page of this site", () => {
    for (const [kind, path] of [
      ["site", "navigation.path"],
      ["site", "supportLink.path"],
      ["home", "hero.cta.path"],
    ] as const)
      expect(fieldAt(fields(kind), path).pattern?.[1], path).toMatch(
        /^expected a page of this site \(\/, \/event/,
      );
  });
});
