// The editor's configuration (Decap CMS), built from the content schemas and the words of ./fields.ts.
// The schemas say which fields exist, which are required, their choices and their patterns, so the
// editor asks for exactly what the build accepts; ./validate.ts checks a whole entry before it is saved.
import type {
  CmsCollection,
  CmsCollectionFile,
  CmsConfig,
  CmsField,
} from "decap-cms-core";
import { z } from "zod";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  newsPostSchema,
  partnerSchema,
  siteSchema,
  teamMemberSchema,
  textPageSchema,
  textPages,
  textPattern,
  type TextPage,
} from "../schemas/schemas";
// The site's own address, from its settings: the editor links each entry to the page it shows on.
import site from "../../content/site.json" with { type: "json" };
import { editorFields, type EditorField, type EditorFields } from "./fields";
import { contentFormat } from "./content-format";

/** The part of a zod schema's JSON Schema that the configuration reads. */
type JsonSchema = {
  type?: string;
  enum?: string[];
  pattern?: string;
  maxLength?: number;
  /** What the field takes, in words (`.meta({ expected })` in the schemas). */
  expected?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) =>
  countryNames.of(code.toUpperCase()) ?? code;

/** Widgets whose values the editor cannot type freely, so a pattern would add nothing. */
const chosenWidgets = new Set([
  "datetime",
  "image",
  "select",
  "boolean",
  "relation",
]);

const sentence = (words: string) =>
  `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/** "One line, such as: X" and "At most 200 characters." → "One line, such as: X. At most 200 characters." */
const joinSentences = (first: string | undefined, second: string) =>
  first ? `${first}${/[.!?]$/.test(first) ? "" : "."} ${second}` : second;

/** Decap's fields for the properties of an object of the schema, in the schema's order. */
function fieldsFor(
  schema: JsonSchema,
  words: EditorFields,
  at: string,
): CmsField[] {
  const properties = schema.properties ?? {};
  const extra = Object.keys(words).filter((name) => !(name in properties));
  if (extra.length > 0)
    throw new Error(`${at}: no field ${extra.join(", ")} in the schema`);
  const required = new Set(schema.required ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const field = words[name];
    if (!field)
      throw new Error(`${at}${name}: no label in src/admin/fields.ts`);
    const built = fieldFor(name, property, field, `${at}${name}`);
    if (!required.has(name)) return optionalGroup(built);
    // A list that may be empty starts empty: Decap would otherwise leave it out of a new entry.
    return built.widget === "list" && !property.minItems
      ? ({ ...built, default: [] } as CmsField)
      : built;
  });
}

/**
 * An optional field; for an optional group (an object), its fields too. Decap would otherwise ask for
 * the fields of a group left empty, such as the photo of a post that has none; the check before saving
 * (./validate.ts) still asks for each of them once the group is filled in.
 */
function optionalGroup(field: CmsField): CmsField {
  const fields =
    "fields" in field && field.widget === "object" ? field.fields : undefined;
  return {
    ...field,
    required: false,
    ...(fields ? { fields: fields.map(optionalGroup) } : {}),
  } as CmsField;
}

function fieldFor(
  name: string,
  schema: JsonSchema,
  words: EditorField,
  at: string,
): CmsField {
  const { options, fields, field, ...settings } = words;
  const base = { name, ...settings };
  // A value the editor writes itself, which no one types: Decap shows no widget for it.
  if (settings.widget === "hidden") return base as CmsField;
  // A link to other entries, chosen from a list: one id, or a list of ids (at least `minItems`).
  if (settings.widget === "relation")
    return {
      ...base,
      multiple: schema.type === "array",
      ...(schema.minItems ? { min: schema.minItems } : {}),
    } as CmsField;
  if (schema.enum) {
    const label = (value: string) =>
      options === "countries"
        ? countryName(value)
        : (options?.[value] ?? value);
    const choices = schema.enum.map((value) => ({
      label: label(value),
      value,
    }));
    if (options === "countries")
      choices.sort((a, b) => a.label.localeCompare(b.label, "en"));
    return { ...base, widget: "select", options: choices } as CmsField;
  }
  switch (schema.type) {
    case "object":
      return {
        ...base,
        widget: "object",
        fields: fieldsFor(schema, fields ?? {}, `${at}.`),
      } as CmsField;
    case "array": {
      const items = schema.items ?? {};
      if (items.type === "object")
        return {
          ...base,
          widget: "list",
          fields: fieldsFor(items, fields ?? {}, `${at}[].`),
        } as CmsField;
      if (!field) throw new Error(`${at}: a list needs the words of its field`);
      return {
        ...base,
        widget: "list",
        field: fieldFor("item", items, field, `${at}[]`),
      } as CmsField;
    }
    case "number":
    case "integer":
      return { widget: "number", ...base } as CmsField;
    case "boolean":
      return { widget: "boolean", ...base } as CmsField;
    default: {
      const widget = (settings.widget as string | undefined) ?? "string";
      const rule =
        schema.pattern && schema.expected && !chosenWidgets.has(widget)
          ? {
              pattern: [schema.pattern, `expected ${schema.expected}.`] as [
                string,
                string,
              ],
            }
          : {};
      // A rule beyond a text's own is said before the editor types, not only once they got it wrong.
      const ruleHint =
        settings.hint ??
        (schema.pattern &&
        schema.pattern !== textPattern.source &&
        schema.expected
          ? sentence(`Write ${schema.expected}`)
          : undefined);
      // The limit goes to the widget (./length-counter.tsx counts against it) and into the hint.
      const typed =
        schema.maxLength !== undefined && !chosenWidgets.has(widget);
      const hint = typed
        ? joinSentences(
            ruleHint,
            `At most ${schema.maxLength?.toLocaleString("en")} characters.`,
          )
        : ruleHint;
      return {
        widget,
        ...base,
        ...rule,
        ...(typed ? { max_length: schema.maxLength } : {}),
        ...(hint ? { hint } : {}),
      } as CmsField;
    }
  }
}

/** Decap's fields for an object schema, with the words of each field; throws if a field has none, or words name no field. */
export const fieldsFromSchema = (schema: z.ZodType, words: EditorFields) =>
  fieldsFor(
    z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchema,
    words,
    "",
  );

/** The schema of each collection (and of each file of the settings collection). */
export const schemas = {
  chapters: chapterSchema,
  team: teamMemberSchema,
  events: eventSchema,
  partners: partnerSchema,
  news: newsPostSchema,
  pages: textPageSchema,
  site: siteSchema,
  home: homeSchema,
} satisfies Record<keyof typeof editorFields, z.ZodType>;

export const fieldsOf = (kind: keyof typeof schemas): CmsField[] =>
  fieldsFromSchema(schemas[kind], editorFields[kind]);

/**
 * The page of the site that shows an entry of each folder, for "View Preview" (a draft, on its deploy
 * preview) and "View Live" (on the site). `{{slug}}` is the entry's file name, which is its page's id.
 */
const pageOf = {
  chapters: "chapters/{{slug}}",
  team: "our-team",
  events: "event/{{slug}}",
  partners: "partners",
  news: "news/{{slug}}",
} as const;

const folder = (
  name: keyof typeof pageOf,
  settings: Omit<CmsCollection, "name" | "fields">,
): CmsCollection => ({
  name,
  folder: `content/${name}`,
  extension: "json",
  format: contentFormat,
  create: true,
  slug: "{{slug}}",
  preview_path: pageOf[name],
  ...settings,
  fields: fieldsOf(name),
});

/** The words of the text pages' titles in the editor's list. */
const textPageLabels: Record<TextPage, string> = {
  terms: "Terms of use",
  privacy: "Privacy notice",
  "code-of-conduct": "Code of conduct",
  help: "Help",
};

/** A text page of content/pages/. */
const textPageFile = (name: TextPage): CmsCollectionFile =>
  ({
    name,
    label: textPageLabels[name],
    file: `content/pages/${name}.json`,
    format: contentFormat,
    preview_path: name,
    fields: fieldsOf("pages"),
  }) as CmsCollectionFile;

/** A JSON file of the settings collection (Decap's types leave out a file's `format`). */
const settingsFile = (
  name: "site" | "home",
  label: string,
): CmsCollectionFile =>
  ({
    name,
    label,
    file: `content/${name}.json`,
    format: contentFormat,
    // Every page shows the settings; the home page shows them first.
    preview_path: "/",
    fields: fieldsOf(name),
  }) as CmsCollectionFile;

export const config: CmsConfig & { omit_empty_optional_fields: boolean } = {
  load_config_file: false,
  // A change is saved as a draft on a branch of its own (cms/<collection>/<slug>), is reviewed, and
  // reaches the site only when a maintainer publishes it (docs/decisions/0023-drafts-and-review.md).
  publish_mode: "editorial_workflow",
  // On GitHub a draft is a pull request, which Netlify builds as a deploy preview: "View Preview" opens
  // the entry's page there (each collection's preview_path).
  show_preview_links: true,
  // Production: GitHub, with Netlify as the OAuth provider (see the README, "Editing the site").
  backend: {
    name: "github",
    repo: "quantum-africa/website",
    branch: "main",
    base_url: "https://api.netlify.com",
    // Someone with a GitHub account but no write access proposes a change: Decap forks the repository
    // for them and opens a pull request once they set their draft to "In review".
    open_authoring: true,
    // The repository is public: the sign-in asks GitHub for public repositories only, not private ones.
    auth_scope: "public_repo",
    commit_messages: {
      create: "Content: add {{collection}} “{{slug}}”",
      update: "Content: update {{collection}} “{{slug}}”",
      delete: "Content: remove {{collection}} “{{slug}}”",
      uploadMedia: "Media: add {{path}}",
      deleteMedia: "Media: remove {{path}}",
    },
  },
  // On a computer, `npm run cms` runs Decap's local backend (decap-server) in its git mode, with the
  // same drafts and review, as branches of the local repository. Decap uses it only on localhost.
  local_backend: true,
  site_url: site.url,
  display_url: site.url,
  locale: "en",
  media_folder: "content/media",
  public_folder: "/media",
  // An optional field left empty is left out of the file, as the schemas expect.
  omit_empty_optional_fields: true,
  slug: { encoding: "ascii", clean_accents: true },
  collections: [
    folder("chapters", {
      label: "Chapters",
      label_singular: "Chapter",
      description: "One file per country chapter, shown on /chapters.",
      identifier_field: "name",
      summary: "{{name}}",
      sortable_fields: ["name", "order"],
    }),
    folder("team", {
      label: "Team",
      label_singular: "Team member",
      description:
        "One file per person, shown on /our-team; a chapter lead also on the chapter's page.",
      identifier_field: "name",
      summary: "{{name}}, {{role}}",
      sortable_fields: ["name", "order"],
    }),
    folder("events", {
      label: "Events",
      label_singular: "Event",
      description: "One file per event, shown on /event.",
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["title", "date"],
    }),
    folder("partners", {
      label: "Partners",
      label_singular: "Partner",
      description:
        "One file per partner, shown on /partners once a partnership agreement is signed.",
      identifier_field: "name",
      summary: "{{name}} ({{kind}})",
      sortable_fields: ["name", "kind", "order"],
    }),
    folder("news", {
      label: "News",
      label_singular: "News post",
      description:
        "One file per post, shown on /news and on its own page from its date on.",
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["title", "date"],
    }),
    {
      name: "pages",
      label: "Pages",
      description:
        "The terms of use, the privacy notice, the code of conduct and the help page, each shown at its own address (/terms, /privacy, /code-of-conduct, /help) once it has text. The footer links to each page that has.",
      format: contentFormat,
      files: textPages.map(textPageFile),
    },
    {
      name: "settings",
      label: "Site and home page",
      editor: { preview: false },
      files: [
        settingsFile("site", "Site settings"),
        settingsFile("home", "Home page"),
      ],
    },
  ],
};
