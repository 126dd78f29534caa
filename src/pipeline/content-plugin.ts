import { join, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { ContentError, loadContent } from "./load.ts";
import { buildDate } from "./entries.ts";
import { prepareContent, type PreparedContent } from "./prepare.ts";
import type { PreparedPhoto, Site } from "../schemas/types";
import { newsFeedPath } from "../lib/site-paths.ts";
import { unlistedPages } from "../lib/footer-pages.ts";
import { happeningNow } from "../lib/happening-now.ts";

const kinds = [
  "site",
  "home",
  "chapters",
  "chaptersMap",
  "team",
  "events",
  "eventSummaries",
  "eventListItems",
  "contactForm",
  "partners",
  "news",
  "textPages",
  "newsHeads",
  "textPageHeads",
  "feedLinks",
  "footerPages",
  "happeningNow",
] as const;
type Kind = (typeof kinds)[number];

/** What the browser needs of each event to sort it by the visitor's date and show its facts: no description, line, topics or co-organisers. */
const eventSummary = ({
  id,
  title,
  date,
  endDate,
  abstractDeadline,
  registrationDeadline,
  language,
  cost,
  location,
  registrationLink,
  abstractLink,
  picture,
  startTime,
  endTime,
  zoneName,
  venue,
  format,
  onlineLink,
  recap,
}: PreparedContent["events"][number]) => ({
  id,
  title,
  date,
  endDate,
  abstractDeadline,
  registrationDeadline,
  language,
  cost,
  location,
  registrationLink,
  abstractLink,
  picture,
  startTime,
  endTime,
  zoneName,
  venue,
  format,
  onlineLink,
  recap,
});

/** A photo for social cards: its widest WebP file, which every network reads, and its size. */
function socialImage(photo: PreparedPhoto) {
  const webp = photo.sources.find((source) => source.type === "image/webp");
  const [src = photo.src, width = `${photo.width}w`] =
    webp?.srcSet.split(", ").at(-1)?.split(" ") ?? [];
  const widest = Number.parseInt(width, 10);
  return {
    src,
    width: widest,
    height: Math.round((photo.height * widest) / photo.width),
    alt: photo.alt,
  };
}

/** A kind's data as the pages import it, as of the build's day. */
function dataOf(content: PreparedContent, kind: Kind, today: string): unknown {
  switch (kind) {
    // What the home page says is happening: the next event (or one under way) and the latest post.
    case "happeningNow":
      return happeningNow(content.events, content.news, today);
    case "site":
      return { ...content.site, pages: undefined };
    case "textPages":
      return content.pages;
    // What a page's title and description need in the browser, where the texts themselves are not.
    case "newsHeads":
      return content.news.map(({ id, title, summary, picture }) => ({
        id,
        title,
        summary,
        ...(picture && { picture: socialImage(picture) }),
      }));
    case "textPageHeads":
      return content.pages.map(({ id, title, description }) => ({
        id,
        title,
        description,
      }));
    // The news feed, which every page names while there is a post: none without one.
    case "feedLinks":
      return content.news.length > 0
        ? [{ href: newsFeedPath, title: content.site.pages.news.feed }]
        : [];
    // The pages of content/pages/ that no footer entry leads to: the footer links them on its last line.
    case "footerPages":
      return unlistedPages(content.site.footerColumns, content.pages);
    // The list's cards need less than an event's page: no deadlines, addresses, times or venue.
    case "eventListItems":
      return content.events.map(
        ({ id, title, date, endDate, location, format, recap, picture }) => ({
          id,
          title,
          date,
          endDate,
          location,
          format,
          recap,
          picture,
        }),
      );
    case "eventSummaries":
      return content.events.map(eventSummary);
    case "contactForm": {
      // The form's words only: the section's heading and lead stay in the HTML.
      const { fields, submit, messages, honeypotLabel } = content.home.contact;
      return { fields, submit, messages, honeypotLabel };
    }
    default:
      return content[kind];
  }
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * A list as the default export; an object as one named export per key, so that the browser's bundle
 * keeps only the keys a hydrated component reads, and none of a page that has nothing to run.
 */
function moduleCode(data: unknown): string {
  if (Array.isArray(data) || typeof data !== "object" || data === null)
    return `export default ${JSON.stringify(data)};`;
  return Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      if (!identifier.test(key))
        throw new Error(`Content key "${key}" is no JavaScript name`);
      return `export const ${key} = ${JSON.stringify(value)};`;
    })
    .join("\n");
}
const prefix = "virtual:content/";

/**
 * Reads content/ (or the folder in CONTENT_DIR) at build time, validates it and exposes each kind as plain data in a virtual
 * module (`virtual:content/site`, `…/chapters`, …), an object's keys as named exports. zod, the Markdown renderer and sharp stay
 * here, in Node: pages import data only. Bad content stops the build with the loader's message.
 */
export function contentPlugin({
  dir = process.env.CONTENT_DIR ?? "content",
  today = buildDate(),
} = {}): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  let prepared: Promise<PreparedContent> | undefined;
  let files = new Map<string, Uint8Array>();

  const contentDir = () => resolve(root, dir);
  const prepare = () =>
    (prepared ??= Promise.resolve().then(async () => {
      const content = await prepareContent(
        loadContent(contentDir(), today),
        join(contentDir(), "media"),
        resolve(root, "node_modules/.cache/content-images"),
        today,
      );
      files = new Map(
        content.files.map((file) => [file.fileName, file.source]),
      );
      return content;
    }));

  return {
    name: "quantum-africa-content",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async buildStart() {
      if (command !== "build") return;
      try {
        await prepare();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // A person's mistake, not the program's: the message alone, no stack trace, and no build.
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
    },
    resolveId(id) {
      if (id.startsWith(prefix)) return `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const kind = id.slice(prefix.length + 1);
      const page = kind.startsWith("pages/")
        ? kind.slice("pages/".length)
        : undefined;
      if (!kinds.includes(kind as Kind) && !page)
        this.error(`Unknown content module ${id.slice(1)}`);
      try {
        const content = await prepare();
        // Each page's copy is a module of its own, so a page ships only its own: site is the rest.
        const data = page
          ? content.site.pages[page as keyof Site["pages"]]
          : dataOf(content, kind as Kind, today);
        if (data === undefined)
          this.error(`Unknown content module ${id.slice(1)}`);
        // Plain data: what no page reads is left out of the bundle.
        return { code: moduleCode(data), moduleSideEffects: false };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        prepared = undefined;
        const shown = new Error(error.message);
        shown.stack = error.message;
        throw shown;
      }
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of files)
        this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.watcher.add(contentDir());
      const reload = (path: string) => {
        if (!resolve(path).startsWith(contentDir())) return;
        prepared = undefined;
        invalidate(server);
        prepare().catch((error: unknown) => {
          if (error instanceof ContentError)
            server.config.logger.error(error.message);
        });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(request.url?.split("?")[0] ?? "");
        const file = files.get(path.slice(1));
        if (!file) return next();
        const type = path.endsWith(".svg")
          ? "image/svg+xml"
          : `image/${path.split(".").pop() ?? ""}`;
        response.setHeader("Content-Type", type);
        response.end(file);
      });
    },
  };
}

/** Makes every environment read every content module again (the pages' copy included), and the browser reload. */
function invalidate(server: ViteDevServer) {
  for (const { moduleGraph } of Object.values(server.environments))
    for (const [id, module] of moduleGraph.idToModuleMap)
      if (id.startsWith(`\0${prefix}`)) moduleGraph.invalidateModule(module);
  server.ws.send({ type: "full-reload" });
}
