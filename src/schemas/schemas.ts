import flagCodes from "../lib/flag-codes.json" with { type: "json" };
import { z } from "zod";
import { iconNames } from "../lib/icon-names.ts";
import { clockChange } from "../lib/instants.ts";
import {
  hasUserInfo,
  httpsPattern,
  linkExpected,
  linkPattern,
} from "../lib/site-paths.ts";
import { renderMarkdown } from "../lib/markdown.ts";
import { socialNetworks, type SocialNetwork } from "../lib/social-networks.ts";

/**
 * One schema per kind of content file in content/. They run at build time only (src/pipeline/load.ts) and in the editor;
 * src/schemas/types.ts derives every content type from them. Each message says what is wrong and what
 * is expected, so that the loader only has to add the file and the field.
 */

/** A zod error option: "missing" for an absent field, else what was found, then what is expected. */
const expect = (expected: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `is missing; expected ${expected}`
      : `${describe(issue.input)} is not valid; expected ${expected}`,
});

const describe = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/**
 * The longest text each kind of field takes, in characters: what the design holds without a card or a
 * page stretching. Every text field has one, and the editor shows it with a count as the editor types.
 */
export const limits = {
  /** An id, which no page shows. */
  id: 40,
  /** A button, a field label, a status, a short line above a title. */
  label: 60,
  /** The podcast's badge, which stays on one line at 320 px. */
  badge: 24,
  /** A name, a title on a card or a page, a short heading. */
  name: 80,
  /** A headline, a section's title, an event's title. */
  heading: 120,
  /** One line of text, such as a chapter's description or a page's description for search engines. */
  line: 200,
  /** A paragraph, such as a lead paragraph or a biography. */
  paragraph: 600,
  /** An event's description, in Markdown. */
  markdown: 5000,
  /** An address; a longer one is a mistake, not an address. */
  address: 500,
  /** A file of content/media/. */
  media: 200,
} as const;

/** 5012 → "5,012", without Intl, which the editor and the build both run. */
const thousands = (count: number) =>
  String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A length the design can hold: a longer value would stretch a card or a page. The message gives the
 * length found (after trimming, as the schema counts) and the limit.
 */
const tooLong = (max: number) => ({
  error: (issue: { input?: unknown }) =>
    `is ${thousands(typeof issue.input === "string" ? issue.input.length : 0)} characters long; expected at most ${thousands(max)} characters`,
});

/**
 * Characters that show nothing yet change what a text shows: the direction controls (a name ending in
 * U+202E + "gnp.exe" reads "exe.png"), zero-width spaces, fillers, control characters, line separators
 * and tag characters. The joiners that scripts and emoji need (ZWNJ U+200C, ZWJ U+200D) are allowed.
 * Also what XML cannot hold, which would break the news feed and the sitemap: U+FFFE, U+FFFF and half
 * of a surrogate pair. Code units without the `u` flag, so that the editor's pattern (RegExp without
 * flags) is this one.
 */
const hiddenCharacter =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\uFFFE\uFFFF]|\uDB40[\uDC00-\uDC7F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a hidden character is, in words: the editor cannot see it to find it. */
const hiddenName = (code: number) =>
  code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff)
    ? "a character that no web page or feed can hold"
    : (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
      ? "a control that changes the direction of the text"
      : code === 0x200e || code === 0x200f || code === 0x061c
        ? "a direction mark"
        : code < 0x20 || (code >= 0x7f && code <= 0x9f)
          ? "a control character"
          : "an invisible character";

/** The pattern of a text field: something other than spaces, and no hidden character anywhere. */
export const textPattern = new RegExp(
  `^(?=[\\s\\S]*\\S)(?:(?!${hiddenCharacter.source})[\\s\\S])*$`,
);

const hiddenExpected =
  "text without hidden characters: type the text again, or paste it as plain text";

/** "is missing", "not only spaces", or the hidden character found and where, as the case is. */
const textProblem = (expected: string) => ({
  error: (issue: { input?: unknown }) => {
    const input = issue.input;
    if (typeof input !== "string") return expect(expected).error(issue);
    const found = hiddenCharacter.exec(input);
    if (!found) return expect(expected).error(issue);
    const code = found[0].codePointAt(0) ?? 0;
    const hex = code.toString(16).toUpperCase().padStart(4, "0");
    return `has ${hiddenName(code)} (U+${hex}) at character ${found.index + 1}, which no one can see; expected ${hiddenExpected}`;
  },
});

/**
 * A string of at most `max` characters with no hidden character. The length is checked first, and
 * stops the checks: a regular expression over megabytes of text exhausts the stack.
 */
const string = (expected: string, max: number) =>
  z
    .string(expect(expected))
    .max(max, { ...tooLong(max), abort: true })
    .refine((value) => !hiddenCharacter.test(value), {
      ...textProblem(expected),
      abort: true,
    });

/**
 * Each rule that a pattern can say is a `.regex()` check, so that the editor's configuration
 * (src/admin/config.ts) gives the field the same pattern, and `.meta({ expected })` says in words what
 * the field takes, for the editor's hint and message.
 */
const text = (expected: string, max: number) =>
  z
    .string(expect(expected))
    .trim()
    .max(max, { ...tooLong(max), abort: true })
    .regex(textPattern, textProblem(expected))
    .meta({
      expected: `${expected}, not only spaces, with no hidden characters (such as direction controls)`,
    });

const httpsExpected =
  'a full address that starts with "https://" and names a site, such as "https://www.linkedin.com/company/quantum-africa"';
/** "https://user:pass@host" says so: a link with a name or password before its site is refused. */
const noUserInfo = {
  error: () =>
    'names a user or a password before the site, with "@"; expected the address of the site alone, such as "https://example.org/page" (an address "https://quantum-africa.org@other.example" leads to other.example)',
  abort: true,
};

const httpsUrl = () =>
  string(httpsExpected, limits.address)
    .refine((address) => !hasUserInfo(address), noUserInfo)
    .regex(httpsPattern, expect(httpsExpected))
    .meta({ expected: httpsExpected });

const link = () =>
  string(linkExpected, limits.address)
    .refine((address) => !hasUserInfo(address), noUserInfo)
    .regex(linkPattern, expect(linkExpected))
    .meta({ expected: linkExpected });

/**
 * The years a date or a year of the content may have: a community's history and plans, not a typing
 * slip (an event in 9999 would give its calendar file a year iCalendar cannot write).
 */
export const years = { first: 1900, last: 2100 } as const;

const dateExpected = `a calendar date written YYYY-MM-DD, from ${years.first} to ${years.last}, such as 2025-08-22`;
/** A real day of the calendar, written YYYY-MM-DD, in the years the content may have: 2025-02-30 is none. */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const year = date.getUTCFullYear();
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    year >= years.first &&
    year <= years.last
  );
};
const isoDate = () =>
  z
    .string(expect(dateExpected))
    .max(10, { ...expect(dateExpected), abort: true })
    .refine(isCalendarDate, expect(dateExpected))
    .meta({ expected: dateExpected });

const timeExpected =
  'a time of day on a 24-hour clock, written HH:MM, such as "14:30"';
const timeOfDay = () =>
  z
    .string(expect(timeExpected))
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, expect(timeExpected))
    .max(5, tooLong(5))
    .meta({ expected: timeExpected });

const timeZoneExpected =
  'a time zone of the IANA database, written Area/City, such as "Africa/Kigali" or "UTC"';
/** A time zone the IANA database names, such as "Africa/Lagos", which both Node and the browsers know. */
export const isTimeZone = (value: string) => {
  if (!/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.test(value))
    return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
const timeZone = () =>
  z
    .string(expect(timeZoneExpected))
    // A value not even written as a zone is said once, not again by the check of the database.
    .regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, {
      ...expect(timeZoneExpected),
      abort: true,
    })
    .max(limits.id, tooLong(limits.id))
    .refine(isTimeZone, expect(timeZoneExpected))
    .meta({ expected: timeZoneExpected });

const mediaExpected =
  'a file of content/media/ written "/media/<file name>", such as "/media/poster.jpg"';
/** A file of content/media/; the loader checks that it exists. */
const mediaPath = () =>
  string(mediaExpected, limits.media).regex(
    /^\/media\/[^/\\]+\.[a-z0-9]+$/i,
    expect(mediaExpected),
  );

/** An optional field; left empty ("" or null, as an editor may save it), it counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    schema.optional(),
  );

const order = () =>
  optional(z.number(expect("a number (lower numbers come first)")));

/** A list whose items' `key` is unique: ids, so that a page never shows one thing twice. */
const uniqueBy = <T extends z.ZodType<Record<string, unknown>>>(
  item: T,
  key: string,
  expected: string,
  once = `each ${key} once in the list`,
) =>
  z.array(item, expect(expected)).superRefine((items, context) => {
    const seen = new Set<unknown>();
    items.forEach((entry, index) => {
      const value = entry[key];
      if (seen.has(value))
        context.addIssue({
          code: "custom",
          path: [index, key],
          message: `${describe(value)} is used twice; expected ${once}`,
        });
      seen.add(value);
    });
  });

/**
 * The countries (assigned codes of ISO 3166-1 alpha-2) that have a flag, in upper case: no region
 * (EU), reserved code (AC, IC, TA) or user-assigned one (XK, XA), which generators/flags.mjs leaves out.
 */
export const countryCodes = flagCodes.filter((code) => /^[A-Z]{2}$/.test(code));

/** An entry's id: the name of its file in its folder, and the last part of its page's address. */
export const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Ids of entries of another folder, each once; the loader and the editor check that each exists. */
const references = (of: string, example: string) =>
  z
    .array(
      string(`the id of ${of}, such as "${example}"`, limits.id * 2).regex(
        idPattern,
        expect(`the id of ${of}, such as "${example}"`),
      ),
      expect(`a list of ids of ${of}`),
    )
    .refine((ids) => new Set(ids).size === ids.length, {
      message: `names one entry twice; expected each of ${of} once`,
    });

/** A file of content/media/ that is a photo, not a drawing: the build makes AVIF and WebP of it. */
export const isPhotoPath = (path: string) => !/\.svg$/i.test(path);

const consentExpected =
  "true: the people in the photo agreed to its publication (or no one can be recognised in it)";
/** A photo of people: where it is shown, who took it, and the agreement of the people in it. */
const photo = (what: string) =>
  z.strictObject(
    {
      src: mediaPath(),
      alt: text(`a description of ${what}`, limits.line),
      credit: text(
        'who took the photo, such as "Photo: Amina Example"',
        limits.name,
      ),
      consent: z.literal(true, expect(consentExpected)),
    },
    expect("{ src, alt, credit, consent }"),
  );

/** Markdown with the site's rules: links to https addresses or this site's pages, no raw HTML, no images. */
const markdownText = (expected: string, max: number) =>
  text(`${expected} (raw HTML is not allowed)`, max).superRefine(
    (markdown, context) => {
      // Too long is said already; a 2 MB text is not worth rendering to say more.
      if (markdown.length > max) return;
      let problems: string[];
      try {
        problems = renderMarkdown(markdown).problems;
      } catch (error) {
        // Said of this field, not of the whole build.
        const reason = error instanceof Error ? error.message : String(error);
        problems = [
          `could not be read as Markdown (${reason.split("\n")[0]}); expected ${expected}`,
        ];
      }
      for (const problem of problems)
        context.addIssue({ code: "custom", message: problem });
    },
  );

const yearExpected = `a year from ${years.first} to ${years.last}, such as 2023`;
const year = () =>
  z
    .number(expect(yearExpected))
    .int(expect(yearExpected))
    .min(years.first, expect(yearExpected))
    .max(years.last, expect(yearExpected));

const emailExpected = 'an email address, such as "nigeria@example.org"';
const emailAddress = () =>
  string(emailExpected, limits.address)
    .regex(
      /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[a-z]{2,}$/i,
      expect(emailExpected),
    )
    .meta({ expected: emailExpected });

const socialNetwork = () =>
  z.enum(socialNetworks, expect(`one of ${socialNetworks.join(", ")}`));

export const chapterStatuses = ["active"] as const;

export const contactDeliveries = ["none", "netlify"] as const;

/** How an event is attended: in a room, online, or both. */
export const eventFormats = ["in-person", "online", "hybrid"] as const;
export type EventFormat = (typeof eventFormats)[number];

export const partnerKinds = [
  "funder",
  "academic",
  "industry",
  "community",
] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const chapterSchema = z.strictObject({
  name: text("the country's name", limits.name),
  description: optional(text("a one-line description", limits.line)),
  flagCode: z.enum(
    countryCodes.map((code) => code.toLowerCase()),
    expect(
      'a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng"',
    ),
  ),
  status: z.enum(chapterStatuses, expect('"active"')),
  /** The year the chapter began. */
  founded: optional(year()),
  /** Where to join the chapter or write to it. */
  joinLink: optional(httpsUrl()),
  email: optional(emailAddress()),
  order: order(),
});

export const teamMemberSchema = z
  .strictObject({
    name: text("the member's name", limits.name),
    role: text('the member\'s role, such as "HR Lead"', limits.name),
    /** The chapter the person leads; without it, the person is of the community's leadership. */
    chapter: optional(
      string('the id of a chapter, such as "nigeria"', limits.id * 2).regex(
        idPattern,
        expect('the id of a chapter, such as "nigeria"'),
      ),
    ),
    img: optional(mediaPath()),
    /** Who took the portrait, and the person's agreement to its publication: needed for a photo. */
    photoCredit: optional(
      text('who took the photo, such as "Photo: Amina Example"', limits.name),
    ),
    photoConsent: optional(z.boolean(expect("true or false"))),
    description: optional(text("a short biography", limits.paragraph)),
    socialMedia: uniqueBy(
      z.strictObject({ id: socialNetwork(), link: httpsUrl() }),
      "id",
      "a list of { id, link }",
      "one profile per network",
    ),
    order: order(),
  })
  .superRefine((member, context) => {
    // A photo the other rules have already refused needs no word on its credit.
    if (!member.img?.startsWith("/media/") || !isPhotoPath(member.img)) return;
    if (!member.photoCredit)
      context.addIssue({
        code: "custom",
        path: ["photoCredit"],
        message: `is missing; expected who took the photo ${member.img}, such as "Photo: Amina Example"`,
      });
    if (member.photoConsent !== true)
      context.addIssue({
        code: "custom",
        path: ["photoConsent"],
        message: `is not true; expected true once ${member.name || "the person"} has agreed to the publication of the photo ${member.img}`,
      });
  });

export const eventSchema = z
  .strictObject({
    title: text("the event's title", limits.heading),
    description: markdownText("a Markdown text", limits.markdown),
    date: isoDate(),
    endDate: optional(isoDate()),
    abstractDeadline: optional(isoDate()),
    registrationDeadline: optional(isoDate()),
    location: z.strictObject(
      {
        city: text("the city", limits.name),
        country: text("the country's name", limits.name),
        countryCode: z.enum(
          countryCodes,
          expect(
            'a known upper-case two-letter country code (ISO 3166-1 alpha-2), such as "RW"',
          ),
        ),
      },
      expect("{ city, country, countryCode }"),
    ),
    registrationLink: optional(httpsUrl()),
    abstractLink: optional(httpsUrl()),
    language: optional(text('the language, such as "English"', limits.name)),
    cost: optional(text('what it costs, such as "Free"', limits.name)),
    image: z
      .strictObject(
        {
          src: mediaPath(),
          alt: text("a description of the image", limits.line),
        },
        expect("{ src, alt }"),
      )
      .optional(),
    topics: z
      .array(text("a topic", limits.name), expect("a list of topics"))
      .optional(),
    coOrganisers: z
      .array(text("a name", limits.heading), expect("a list of names"))
      .optional(),
    chapters: references("a chapter", "nigeria").optional(),
    partners: references("a partner", "example-university").optional(),
    gallery: z.array(photo("the photo"), expect("a list of photos")).optional(),
    /** The revisions of its calendar entry, which the editor records (src/lib/event-revision.ts). */
    calendar: z
      .strictObject(
        {
          sequence: z
            .number(expect("a whole number from 0"))
            .int(expect("a whole number from 0"))
            .min(0, expect("a whole number from 0")),
          fingerprint: z
            .string(expect("eight hexadecimal digits"))
            .regex(/^[0-9a-f]{8}$/, expect("eight hexadecimal digits"))
            .length(8, expect("eight hexadecimal digits")),
        },
        expect("{ sequence, fingerprint }, which the editor writes"),
      )
      .optional(),
    /** When it starts and ends on its days, in its own time zone. */
    startTime: optional(timeOfDay()),
    endTime: optional(timeOfDay()),
    timeZone: optional(timeZone()),
    venue: optional(
      text('the venue, such as "Kigali Convention Centre"', limits.line),
    ),
    format: optional(
      z.enum(eventFormats, expect(`one of ${eventFormats.join(", ")}`)),
    ),
    onlineLink: optional(httpsUrl()),
    /** What a visitor looks for once it has taken place. */
    recap: z
      .strictObject(
        {
          slides: optional(httpsUrl()),
          recording: optional(httpsUrl()),
          photos: optional(httpsUrl()),
        },
        expect("{ slides, recording, photos }"),
      )
      .optional(),
  })
  .superRefine((event, context) => {
    if (
      event.endDate &&
      isCalendarDate(event.date) &&
      event.endDate < event.date
    )
      context.addIssue({
        code: "custom",
        path: ["endDate"],
        message: `${describe(event.endDate)} is before the start date ${event.date}; expected the same day or a later one`,
      });
  })
  .superRefine((event, context) => {
    // The times need their zone, and an end needs a start.
    if (event.startTime && !event.timeZone)
      context.addIssue({
        code: "custom",
        path: ["timeZone"],
        message: `is missing; expected the time zone of the start time ${event.startTime}, such as "Africa/Kigali"`,
      });
    if (event.endTime && !event.startTime)
      context.addIssue({
        code: "custom",
        path: ["startTime"],
        message: `is missing; expected the start time of the event that ends at ${event.endTime}`,
      });
    const oneDay = !event.endDate || event.endDate === event.date;
    if (
      oneDay &&
      event.startTime &&
      event.endTime &&
      event.endTime <= event.startTime
    )
      context.addIssue({
        code: "custom",
        path: ["endTime"],
        message: `${describe(event.endTime)} is not after the start time ${event.startTime}; expected a later time on the same day`,
      });
  })
  .superRefine((event, context) => {
    // A time its zone's clocks show twice that day (they go back) or skip (they go forward) is no one instant.
    const { timeZone } = event;
    if (!timeZone || !isTimeZone(timeZone)) return;
    const times = [
      ["startTime", event.date, event.startTime],
      ["endTime", event.endDate ?? event.date, event.endTime],
    ] as const;
    for (const [field, date, time] of times) {
      if (!time || !isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(time))
        continue;
      const change = clockChange(date, time, timeZone);
      if (change)
        context.addIssue({
          code: "custom",
          path: [field],
          message: `${describe(time)} ${change.repeated ? "happens twice" : "does not happen"} on ${date} in ${timeZone} (clocks go ${change.repeated ? "back" : "forward"}); choose a time outside ${change.from}–${change.to}`,
        });
    }
  });

const cta = () =>
  z.strictObject(
    { title: text("the button's label", limits.label), path: link() },
    expect("{ title, path }"),
  );

const pageCopy = {
  title: text("the page title", limits.name),
  description: text("the page description for search engines", limits.line),
};

const iconName = () =>
  z.enum(iconNames, expect(`one of the site's icons: ${iconNames.join(", ")}`));

export const siteSchema = z.strictObject({
  name: text("the community's name", limits.name),
  url: httpsUrl(),
  description: text("a one-line description of the community", limits.line),
  copyrightYear: year(),
  /** "none": the form only says a message was sent (nothing is sent); "netlify": Netlify Forms delivers it. */
  contactDelivery: z.enum(
    contactDeliveries,
    expect(`one of ${contactDeliveries.join(", ")}`),
  ),
  forms: z.strictObject(
    { join: httpsUrl(), partner: httpsUrl() },
    expect("{ join, partner }"),
  ),
  podcast: z.strictObject(
    {
      name: text("the podcast's name", limits.name),
      platform: text("where it is published", limits.label),
      url: httpsUrl(),
    },
    expect("{ name, platform, url }"),
  ),
  navigation: uniqueBy(
    z.strictObject({
      id: text("an id", limits.id),
      title: text("the menu label", limits.label),
      path: link(),
    }),
    "id",
    "a list of { id, title, path }",
  ),
  supportLink: cta(),
  socialLinks: uniqueBy(
    z.strictObject({ id: socialNetwork(), link: httpsUrl() }),
    "id",
    "a list of { id, link }",
    "one profile per network",
  ),
  networkNames: z.strictObject(
    Object.fromEntries(
      socialNetworks.map((id) => [
        id,
        text(`the name of the network ${id}`, limits.label),
      ]),
    ) as Record<SocialNetwork, ReturnType<typeof text>>,
    expect(`{ ${socialNetworks.join(", ")} }`),
  ),
  footerColumns: uniqueBy(
    z.strictObject({
      id: text("an id", limits.id),
      title: text("the column's title", limits.label),
      entries: z.array(
        z.strictObject(
          {
            title: text("an entry", limits.name),
            /** Where the entry leads: shown as a link only once that page has content. */
            link: optional(link()),
          },
          expect("{ title, link }"),
        ),
        expect("a list of entries"),
      ),
    }),
    "id",
    "a list of { id, title, entries }",
  ),
  errorPage: z.strictObject({
    title: text("the error page title", limits.name),
    notFound: text("the title of a missing page", limits.name),
    body: text("the error page text", limits.paragraph),
    homeLink: text("the label of the link home", limits.label),
  }),
  pages: z.strictObject({
    chapters: z.strictObject({
      ...pageCopy,
      intro: text("the introduction", limits.paragraph),
      statusLabel: z.strictObject({
        active: text('the label of "active"', limits.label),
      }),
      mapLabel: text("the name of the map of the chapters", limits.heading),
      /** How to start a chapter in a country that has none; nothing is shown without it. */
      start: z
        .strictObject(
          {
            title: text("a heading", limits.name),
            text: text("how to start a chapter", limits.paragraph),
            cta: cta(),
          },
          expect("{ title, text, cta }"),
        )
        .optional(),
    }),
    team: z.strictObject({
      ...pageCopy,
      lead: text("the lead paragraph", limits.paragraph),
      leadership: text("the heading of the leadership", limits.name),
      chapterLeads: text("the heading of the chapter leads", limits.name),
    }),
    chapter: z.strictObject({
      leads: text("the heading of a chapter's leads", limits.name),
      join: text("the label of the link to join a chapter", limits.label),
      email: text("the label of a chapter's email address", limits.label),
      founded: text(
        'the words before the year, such as "Founded in"',
        limits.label,
      ),
      upcoming: text("the heading of a chapter's upcoming events", limits.name),
      past: text("the heading of a chapter's past events", limits.name),
      allChapters: text("the label of the link to every chapter", limits.label),
      contact: text(
        "the label of the link to the community's contact form",
        limits.label,
      ),
      viaCommunity: text(
        "what a chapter page without its own join address or email says of joining",
        limits.line,
      ),
    }),
    partners: z.strictObject({
      ...pageCopy,
      lead: text("the lead paragraph", limits.paragraph),
      kinds: z.strictObject(
        Object.fromEntries(
          partnerKinds.map((kind) => [
            kind,
            text(`the heading of the ${kind} partners`, limits.name),
          ]),
        ) as Record<PartnerKind, ReturnType<typeof text>>,
      ),
      /** The call to partner, whose button leads to the partner form (forms.partner). */
      invitation: z.strictObject({
        title: text("a heading", limits.name),
        lead: text("one or two sentences", limits.paragraph),
        button: text("the button's label", limits.label),
      }),
      /** What partnering means, in Markdown; nothing is shown without it. */
      about: optional(
        markdownText("what partnering means, in Markdown", limits.markdown),
      ),
    }),
    news: z.strictObject({
      ...pageCopy,
      lead: text("the lead paragraph", limits.paragraph),
      by: text('the word before the authors, such as "By"', limits.label),
      readMore: text("the label of the link to a post", limits.label),
      allNews: text("the label of the link to every post", limits.label),
      feed: text("the name of the news feed", limits.name),
      subscribe: text("the label of the link to the news feed", limits.label),
      updated: text(
        'the words before the day a post was last revised, such as "Updated"',
        limits.label,
      ),
      newer: text(
        "the label of the link to the next, newer post",
        limits.label,
      ),
      older: text(
        "the label of the link to the previous, older post",
        limits.label,
      ),
    }),
    /** The words of the text pages (content/pages/). */
    text: z.strictObject({
      updated: text(
        'the words before the day a page was last updated, such as "Last updated"',
        limits.label,
      ),
    }),
    event: z.strictObject({
      ...pageCopy,
      lead: text("the lead paragraph", limits.paragraph),
      labels: z.strictObject({
        date: text("a label", limits.label),
        location: text("a label", limits.label),
        deadline: text("a label", limits.label),
        topics: text("a label", limits.label),
        coOrganisers: text("a label", limits.label),
        registrationDeadline: text("a label", limits.label),
        language: text("a label", limits.label),
        cost: text("a label", limits.label),
        chapters: text("a label", limits.label),
        partners: text("a label", limits.label),
        gallery: text("the heading of the photos", limits.name),
        details: text("the label of the link to an event's page", limits.label),
        allEvents: text("the label of the link to every event", limits.label),
        archive: text(
          "the heading of the links to the pages of each year's events",
          limits.name,
        ),
        archiveTitle: text(
          'the words before a year, such as "Events in"',
          limits.label,
        ),
        archivePage: text(
          'the word before a page\'s number, such as "Page"',
          limits.label,
        ),
        register: text("a button label", limits.label),
        submitAbstract: text("a button label", limits.label),
        registrationClosed: text(
          "the label of a closed registration link",
          limits.label,
        ),
        abstractsClosed: text(
          "the label of a closed abstract call",
          limits.label,
        ),
        addToCalendar: text("a button label", limits.label),
        upcoming: text("the heading of upcoming events", limits.name),
        past: text("the heading of past events", limits.name),
        noUpcoming: text(
          "what the page says when no event is coming",
          limits.line,
        ),
        statusUpcoming: text("a label", limits.label),
        statusOngoing: text("a label", limits.label),
        statusPast: text(
          'the words before a past date, such as "Took place on"',
          limits.label,
        ),
        statusPastRange: text(
          'the words before past dates, such as "Took place from"',
          limits.label,
        ),
        closed: text(
          'the word for a closed call, such as "closed"',
          limits.label,
        ),
        feedTitle: text("the heading of the calendar feed", limits.name),
        feedText: text(
          "what subscribing to the calendar feed does",
          limits.paragraph,
        ),
        feedSubscribe: text("the label of the subscription link", limits.label),
        feedAddress: text(
          "the label of the feed's https address",
          limits.heading,
        ),
        time: text("a label", limits.label),
        venue: text("a label", limits.label),
        format: text("a label", limits.label),
        formats: z.strictObject(
          Object.fromEntries(
            eventFormats.map((format) => [
              format,
              text(`the name of the format ${format}`, limits.label),
            ]),
          ) as Record<EventFormat, ReturnType<typeof text>>,
        ),
        joinOnline: text("a button label", limits.label),
        recap: text("the heading of an event's recap links", limits.name),
        slides: text("a link label", limits.label),
        recording: text("a link label", limits.label),
        photos: text("a link label", limits.label),
      }),
    }),
    contactSent: z.strictObject({
      ...pageCopy,
      lead: text("the thank-you text", limits.paragraph),
      homeLink: text("the label of the link home", limits.label),
    }),
    /** Beside the contact form and on the thank-you page: what becomes of a message, the other ways to reach the community. */
    contactAside: z.strictObject({
      afterSending: z.strictObject({
        title: text("a heading", limits.name),
        none: text(
          'what becomes of a message while contactDelivery is "none"',
          limits.paragraph,
        ),
        netlify: text(
          'what becomes of a message while contactDelivery is "netlify"',
          limits.paragraph,
        ),
      }),
      elsewhere: z.strictObject({
        title: text("a heading", limits.name),
        links: uniqueBy(
          z.strictObject({
            id: text("an id", limits.id),
            icon: iconName(),
            title: text("the link's label", limits.label),
            text: text("one line on where it leads", limits.line),
            path: link(),
          }),
          "id",
          "a list of { id, icon, title, text, path }",
        ),
      }),
    }),
    offline: z.strictObject({
      ...pageCopy,
      lead: text(
        "what the page says to a visitor with no connection",
        limits.paragraph,
      ),
      homeLink: text("the label of the link home", limits.label),
    }),
  }),
});

/** A section's id is not content: it is the anchor of "/#<id>", from src/lib/site-paths.ts. */
const sectionHeading = {
  title: text("the section's title", limits.heading),
  lead: text("the section's lead paragraph", limits.paragraph),
};

export const partnerSchema = z.strictObject({
  name: text("the partner's name", limits.name),
  /** An SVG logo, or a photo of it, which the build prepares as any photo. */
  logo: mediaPath(),
  link: httpsUrl(),
  kind: z.enum(partnerKinds, expect(`one of ${partnerKinds.join(", ")}`)),
  agreement: z.literal(
    true,
    expect("true: a partner is shown once a partnership agreement exists"),
  ),
  order: order(),
});

export const newsPostSchema = z
  .strictObject({
    title: text("the post's title", limits.heading),
    /** The day it is published: a post dated later appears with that day's rebuild. */
    date: isoDate(),
    /** The day it was last revised, if it was: search engines and feed readers are told. */
    updated: optional(isoDate()),
    summary: text("a summary of one or two sentences", limits.line),
    body: markdownText("the post, in Markdown", limits.markdown),
    image: photo("the image").optional(),
    authors: references("a person", "amina-example").min(
      1,
      expect("at least one author, from the people of content/team/"),
    ),
  })
  .superRefine((post, context) => {
    if (post.updated && isCalendarDate(post.date) && post.updated < post.date)
      context.addIssue({
        code: "custom",
        path: ["updated"],
        message: `${describe(post.updated)} is before the day of publication ${post.date}; expected that day or a later one`,
      });
  });

/** The pages the footer promises, each a file of content/pages/ that editors write. */
export const textPages = [
  "terms",
  "privacy",
  "code-of-conduct",
  "help",
] as const;
export type TextPage = (typeof textPages)[number];

export const textPageSchema = z.strictObject({
  ...pageCopy,
  /** The day the page was last changed, if it says: shown under its title. */
  updated: optional(isoDate()),
  body: markdownText("the page, in Markdown", limits.markdown * 4),
});

export const homeSchema = z.strictObject({
  page: z.strictObject({ description: pageCopy.description }),
  hero: z.strictObject({
    tagline: text("the tagline", limits.name),
    headline: text("the headline", limits.heading),
    lead: text("the lead paragraph", limits.paragraph),
    cta: cta(),
  }),
  about: z.strictObject({
    ...sectionHeading,
    eyebrow: text("the small line above the title", limits.label),
    cta: cta(),
  }),
  missionFeatures: uniqueBy(
    z.strictObject({
      id: text("an id", limits.id),
      icon: iconName(),
      title: text("the feature's title", limits.name),
      content: text("the feature's text", limits.paragraph),
    }),
    "id",
    "a list of { id, icon, title, content }",
  ),
  research: z.strictObject({
    ...sectionHeading,
    eyebrow: text("the small line above the title", limits.label),
  }),
  initiatives: uniqueBy(
    z.strictObject({
      id: text("an id", limits.id),
      icon: iconName(),
      title: text("the initiative's title", limits.name),
      description: text("the initiative's text", limits.paragraph),
    }),
    "id",
    "a list of { id, icon, title, description }",
  ),
  podcastSection: z.strictObject({
    ...sectionHeading,
    eyebrow: text("the small line above the title", limits.label),
    badge: text("the label of the podcast link", limits.badge),
  }),
  partner: z.strictObject({ ...sectionHeading, cta: cta() }),
  /** The next event and the latest post, under the hero, while there is either. */
  now: z.strictObject({
    title: text("the section's title", limits.name),
    nextEvent: text("the label of the next event", limits.label),
    latestPost: text("the label of the latest post", limits.label),
  }),
  community: z.strictObject({ ...sectionHeading, cta: cta() }),
  contact: z.strictObject({
    ...sectionHeading,
    eyebrow: text("the small line above the title", limits.label),
    fields: z.strictObject({
      name: text("a field label", limits.label),
      email: text("a field label", limits.label),
      message: text("a field label", limits.label),
    }),
    submit: text("the button label", limits.label),
    messages: z.strictObject({
      missingFields: text("the message for empty fields", limits.line),
      sent: text("the message once sent", limits.line),
      sending: text(
        "the button label while a message is being sent",
        limits.label,
      ),
      failed: text("the message when a message could not be sent", limits.line),
    }),
    honeypotLabel: text(
      "the label of the spam trap, which people never see",
      limits.name,
    ),
  }),
});
