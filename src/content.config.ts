// Every content collection, over content/ (or the folder in CONTENT_DIR), each validated by its schema
// of src/schemas/schemas.ts. One loader reads them all (src/pipeline/load.ts): it names the file and the
// field of every refusal, and checks what spans entries (one chapter per country, references between
// entries, pages that exist once they have content). The pages' routes come from these collections;
// what the pages render is prepared from the same loader by src/content/store.ts.
import { resolve } from "node:path";
import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { buildDate } from "./pipeline/entries";
import { ContentError, loadContent, type Content } from "./pipeline/load";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  newsPostSchema,
  partnerSchema,
  siteSchema,
  teamMemberSchema,
  textPageSchema,
} from "./schemas/schemas";

let loaded: Content | undefined;
function content() {
  try {
    return (loaded ??= loadContent(
      resolve(process.env.CONTENT_DIR ?? "content"),
      buildDate(),
    ));
  } catch (error) {
    // A person's mistake, not the program's: the message alone, with no stack trace under it.
    if (error instanceof ContentError) error.stack = error.message;
    throw error;
  }
}

type Entry = { id: string; data: Record<string, unknown>; filePath?: string };

/** A collection's entries, as the loader read and checked them. */
function contentLoader(name: string, entries: () => Entry[]): Loader {
  return {
    name: `content-${name}`,
    load: async ({ store, parseData }) => {
      store.clear();
      for (const { id, data, filePath } of entries())
        store.set({ id, data: await parseData({ id, data }), filePath });
    },
  };
}

/** The entries of one folder of content/, each its file's name for an id. */
const folder = (name: "chapters" | "team" | "events" | "partners" | "news") =>
  contentLoader(name, () =>
    content()[name].map(({ id, ...data }) => ({
      id,
      data,
      filePath: `content/${name}/${id}.json`,
    })),
  );

/** One file of content/, as the one entry of its collection. */
const single = (name: "site" | "home") =>
  contentLoader(name, () => [
    { id: name, data: content()[name], filePath: `content/${name}.json` },
  ]);

export const collections = {
  site: defineCollection({ loader: single("site"), schema: siteSchema }),
  home: defineCollection({ loader: single("home"), schema: homeSchema }),
  chapters: defineCollection({
    loader: folder("chapters"),
    schema: chapterSchema,
  }),
  team: defineCollection({ loader: folder("team"), schema: teamMemberSchema }),
  events: defineCollection({ loader: folder("events"), schema: eventSchema }),
  partners: defineCollection({
    loader: folder("partners"),
    schema: partnerSchema,
  }),
  news: defineCollection({ loader: folder("news"), schema: newsPostSchema }),
  pages: defineCollection({
    loader: contentLoader("pages", () =>
      Object.entries(content().pages).map(([id, data]) => ({
        id,
        data,
        filePath: `content/pages/${id}.json`,
      })),
    ),
    schema: textPageSchema,
  }),
};
