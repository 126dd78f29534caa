import flags from "../lib/flags.json" with { type: "json" };
import { z } from "zod";
import { iconNames } from "../lib/icon-names.ts";
import { httpsPattern, linkExpected, linkPattern } from "../lib/site-paths.ts";
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
 * Each rule that a pattern can say is a `.regex()` check, so that the editor's configuration
 * (src/admin/config.ts) gives the field the same pattern, and `.meta({ expected })` says in words what
 * the field takes, for the editor's hint and message.
 */
const text = (expected: string, max: number) =>
  z
    .string(expect(expected))
    .trim()
    .regex(/\S/, expect(expected))
    .max(max, tooLong(max))
    .meta({ expected: `${expected}, not only spaces` });

const httpsExpected =
  'a full address that starts with "https://" and names a site, such as "https://www.linkedin.com/company/quantum-africa"';
const httpsUrl = () =>
  z
    .string(expect(httpsExpected))
    .regex(httpsPattern, expect(httpsExpected))
    .max(limits.address, tooLong(limits.address))
    .meta({ expected: httpsExpected });

const link = () =>
  z
    .string(expect(linkExpected))
    .regex(linkPattern, expect(linkExpected))
    .max(limits.address, tooLong(limits.address))
    .meta({ expected: linkExpected });

const dateExpected = "a calendar date written YYYY-MM-DD, such as 2025-08-22";
/** A real day of the calendar, written YYYY-MM-DD: 2025-02-30 is none. */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  );
};
const isoDate = () =>
  z
    .string(expect(dateExpected))
    .refine(isCalendarDate, expect(dateExpected))
    .meta({ expected: dateExpected });

const mediaExpected =
  'a file of content/media/ written "/media/<file name>", such as "/media/poster.jpg"';
/** A file of content/media/; the loader checks that it exists. */
const mediaPath = () =>
  z
    .string(expect(mediaExpected))
    .regex(/^\/media\/[^/\\]+\.[a-z0-9]+$/i, expect(mediaExpected))
    .max(limits.media, tooLong(limits.media));

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

/** The two-letter country codes (ISO 3166-1 alpha-2) that have a flag, in upper case. */
export const countryCodes = Object.keys(flags).filter((code) =>
  /^[A-Z]{2}$/.test(code),
);

const socialNetwork = () =>
  z.enum(socialNetworks, expect(`one of ${socialNetworks.join(", ")}`));

export const chapterStatuses = ["active"] as const;

export const contactDeliveries = ["none", "netlify"] as const;

export const chapterSchema = z.strictObject({
  name: text("the country's name", limits.name),
  description: text("a one-line description", limits.line),
  flagCode: z.enum(
    countryCodes.map((code) => code.toLowerCase()),
    expect(
      'a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng"',
    ),
  ),
  status: z.enum(chapterStatuses, expect('"active"')),
  order: order(),
});

export const teamMemberSchema = z.strictObject({
  name: text("the member's name", limits.name),
  role: text('the member\'s role, such as "HR Lead"', limits.name),
  img: mediaPath(),
  description: text("a short biography", limits.paragraph),
  socialMedia: uniqueBy(
    z.strictObject({ id: socialNetwork(), link: httpsUrl() }),
    "id",
    "a list of { id, link }",
    "one profile per network",
  ),
  order: order(),
});

export const eventSchema = z
  .strictObject({
    title: text("the event's title", limits.heading),
    description: text(
      "a Markdown text (raw HTML is not allowed)",
      limits.markdown,
    ).superRefine((markdown, context) => {
      // Too long is said already; a 2 MB text is not worth rendering to say more.
      if (markdown.length > limits.markdown) return;
      for (const problem of renderMarkdown(markdown).problems)
        context.addIssue({ code: "custom", message: problem });
    }),
    date: isoDate(),
    endDate: optional(isoDate()),
    abstractDeadline: optional(isoDate()),
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
    registrationLink: httpsUrl(),
    abstractLink: httpsUrl(),
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
  copyrightYear: z
    .number(expect("a year, such as 2024"))
    .int(expect("a year, such as 2024")),
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
        text("an entry", limits.name),
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
    }),
    team: z.strictObject({
      ...pageCopy,
      lead: text("the lead paragraph", limits.paragraph),
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
