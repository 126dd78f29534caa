import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  type Dirent,
} from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { calendarFeedPath, calendarPath } from "../lib/calendar-path.ts";
import { calendarEvent, contactSentPath } from "../lib/site-paths.ts";
import { rasterExtensions } from "./images.ts";
import { missingLinks } from "../schemas/references.ts";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  idPattern,
  newsPostSchema,
  partnerSchema,
  siteSchema,
  teamMemberSchema,
  textPageSchema,
  textPages,
  type TextPage,
} from "../schemas/schemas.ts";
import type {
  Chapter,
  CommunityEvent,
  Home,
  NewsPost,
  Partner,
  Site,
  TeamMember,
  TextPageContent,
} from "../schemas/types";

/** The content of content/, validated: what the build renders. */
export type Content = {
  site: Site;
  home: Home;
  chapters: Chapter[];
  team: TeamMember[];
  events: CommunityEvent[];
  partners: Partner[];
  /** Every post, those dated after the build's day included (prepare.ts keeps them back). */
  news: NewsPost[];
  /** The pages of content/pages/ that exist. */
  pages: Partial<Record<TextPage, TextPageContent>>;
};

/** Bad content: every problem found, one line each, naming the file, the field, what is wrong and what is expected. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        `The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}, so the site was not built:`,
        ...problems.map((problem) => `  - ${problem}`),
        "Fix the file and build again.",
      ].join("\n"),
    );
    this.name = "ContentError";
  }
}

/**
 * Reads and validates every file of content/ (the folder `dir`), or throws a ContentError listing every
 * problem. `today` (YYYY-MM-DD) is the build's day: a post dated later does not count as published yet.
 */
export function loadContent(
  dir: string,
  today = new Date().toLocaleDateString("en-CA"),
): Content {
  const problems: string[] = [];
  const name = (file: string) =>
    relative(join(dir, ".."), file).split("\\").join("/");

  // Links and special files are refused before anything is read: a link could publish a file from
  // outside the repository, and a named pipe would never end.
  const unusual = unusualFiles(dir);
  for (const [file, what] of unusual)
    problems.push(
      `${name(file)}: is ${what}; expected a file of its own in content/ (the build does not follow links, which could publish a file from outside the repository)`,
    );

  function read<T>(file: string, schema: z.ZodType<T>): T | undefined {
    if (unusual.has(file)) return undefined;
    if (!existsSync(file)) {
      problems.push(`${name(file)}: is missing; expected this file`);
      return undefined;
    }
    let text: string;
    try {
      // A byte order mark, which some editors (Windows Notepad) write, is no part of the JSON.
      text = withoutByteOrderMark(readFileSync(file, "utf8"));
    } catch (error) {
      // A folder by the name of a file, or a file the build may not read.
      problems.push(
        `${name(file)}: ${statSync(file).isDirectory() ? "is a folder" : `cannot be read (${errorText(error)})`}; expected a JSON file`,
      );
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(
        `${name(file)}: is not valid JSON (${jsonProblem(error, text)}); expected a JSON object, such as { "name": "Kenya" }`,
      );
      return undefined;
    }
    let result: z.ZodSafeParseResult<T>;
    try {
      result = schema.safeParse(data);
    } catch (error) {
      // The schemas check each field's length first; this is for what no one foresaw.
      problems.push(
        `${name(file)}: could not be checked (${errorText(error).split("\n")[0]}); expected a file of the fields this kind of content has`,
      );
      return undefined;
    }
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      problems.push(`${name(file)}: ${issueText(issue)}`);
    return undefined;
  }

  function collection<T>(folder: string, schema: z.ZodType<T>) {
    const path = join(dir, folder);
    // No folder is no entry, as an empty folder is: git keeps no empty folder.
    if (!existsSync(path) || unusual.has(path)) return [];
    if (!statSync(path).isDirectory()) {
      problems.push(
        `${name(path)}: is a file; expected a folder of JSON files, one per entry, or no ${folder} at all`,
      );
      return [];
    }
    return readdirSync(path)
      .filter((file) => !file.startsWith("."))
      .sort()
      .flatMap((file) => {
        const id = file.replace(/\.json$/, "");
        if (!file.endsWith(".json") || !idPattern.test(id)) {
          problems.push(
            `${name(join(path, file))}: the file name is not valid; expected lower-case letters, digits and hyphens ending in .json, such as "south-africa.json"`,
          );
          return [];
        }
        const item = read(join(path, file), schema);
        return item ? [{ ...item, id, file: name(join(path, file)) }] : [];
      });
  }

  const site = read(join(dir, "site.json"), siteSchema);
  const home = read(join(dir, "home.json"), homeSchema);
  const chapters = collection("chapters", chapterSchema);
  const team = collection("team", teamMemberSchema);
  const events = collection("events", eventSchema);
  const partners = collection("partners", partnerSchema);
  const news = collection("news", newsPostSchema);
  const pagesDir = join(dir, "pages");
  const pages: Content["pages"] = {};
  if (
    existsSync(pagesDir) &&
    !unusual.has(pagesDir) &&
    statSync(pagesDir).isDirectory()
  )
    for (const file of readdirSync(pagesDir).filter(
      (f) => !f.startsWith("."),
    )) {
      const id = textPages.find((page) => `${page}.json` === file);
      if (!id) {
        problems.push(
          `${name(join(pagesDir, file))}: is not one of the site's pages; expected ${textPages.map((page) => `${page}.json`).join(", ")}`,
        );
        continue;
      }
      const page = read(join(pagesDir, file), textPageSchema);
      if (page) pages[id] = page;
    }

  // Links between entries: each names an entry that exists (src/schemas/references.ts).
  const existing = {
    chapters: new Set(chapters.map((chapter) => chapter.id)),
    partners: new Set(partners.map((partner) => partner.id)),
    team: new Set(team.map((member) => member.id)),
  };
  for (const [folder, entries] of [
    ["events", events],
    ["team", team],
    ["news", news],
  ] as const)
    for (const entry of entries)
      for (const { field, message } of missingLinks(folder, entry, existing))
        problems.push(`${entry.file}: field "${field}": ${message}`);

  // A page that exists only once it has content: a link to it waits for its content.
  const published = news.some((post) => post.date <= today);
  const contentPages: Record<string, boolean> = {
    "/partners": partners.length > 0,
    "/news": published,
    ...Object.fromEntries(textPages.map((page) => [`/${page}`, page in pages])),
  };
  const pageLink = (file: string, field: string, path: string) => {
    if (contentPages[path] === false)
      problems.push(
        `${file}: field "${field}": "${path}" is a page with no content yet; expected a page that has some, or to add its content first`,
      );
    if (path === contactSentPath && site?.contactDelivery !== "netlify")
      problems.push(
        `${file}: field "${field}": "${path}" is there only while messages are delivered (contactDelivery "netlify"); expected another page`,
      );
  };
  site?.navigation.forEach((item, index) =>
    pageLink("content/site.json", `navigation[${index}].path`, item.path),
  );
  if (site)
    pageLink("content/site.json", "supportLink.path", site.supportLink.path);
  if (home)
    for (const key of ["hero", "about", "partner", "community"] as const)
      pageLink("content/home.json", `${key}.cta.path`, home[key].cta.path);

  // Messages reach the team only with a privacy notice that says what becomes of them.
  if (site?.contactDelivery === "netlify" && !pages.privacy)
    problems.push(
      `content/site.json: field "contactDelivery": is "netlify", and the site has no privacy notice; expected content/pages/privacy.json, which says what becomes of a visitor's message, before messages are delivered`,
    );

  const countries = new Map<string, string>();
  for (const chapter of chapters) {
    const other = countries.get(chapter.flagCode);
    if (other)
      problems.push(
        `${chapter.file}: field "flagCode": "${chapter.flagCode}" is already the country of ${other}; expected one chapter per country`,
      );
    else countries.set(chapter.flagCode, chapter.file);
  }

  for (const event of events)
    if (calendarPath(event.id) === calendarFeedPath)
      problems.push(
        `${event.file}: the file name "${event.id}.json" is taken by the feed of every event (${calendarFeedPath}); expected another name, such as "${event.id}-${event.date.slice(0, 4)}.json"`,
      );

  // A link to a calendar file: the schema checks its form, and here that its event exists.
  const eventIds = new Set(events.map((event) => event.id));
  const calendarLink = (file: string, field: string, path: string) => {
    const event = calendarEvent(path);
    if (event !== undefined && !eventIds.has(event))
      problems.push(
        `${file}: field "${field}": "${path}" is the calendar file of no event; expected that of an event of content/events/, such as "/calendar/${[...eventIds][0] ?? "<event>"}.ics"`,
      );
  };
  site?.navigation.forEach((item, index) =>
    calendarLink("content/site.json", `navigation[${index}].path`, item.path),
  );
  if (site)
    calendarLink(
      "content/site.json",
      "supportLink.path",
      site.supportLink.path,
    );
  if (home)
    for (const key of ["hero", "about", "partner", "community"] as const)
      calendarLink("content/home.json", `${key}.cta.path`, home[key].cta.path);

  const media = (file: string, field: string, path: string) => {
    const extension = path.split(".").pop()?.toLowerCase() ?? "";
    if (extension !== "svg" && !rasterExtensions.includes(extension))
      problems.push(
        `${file}: field "${field}": "${path}" is not an image the site can show; expected a JPEG, PNG, WebP, AVIF or SVG file`,
      );
    else if (unusual.has(join(dir, path))) return;
    else if (!existsSync(join(dir, path)))
      problems.push(
        `${file}: field "${field}": "${path}" does not exist; expected a file of content/media/, such as "/media/${path.split("/").pop()}"`,
      );
  };
  for (const member of team)
    if (member.img) media(member.file, "img", member.img);
  for (const event of events) {
    if (event.image) media(event.file, "image.src", event.image.src);
    event.gallery?.forEach((photo, index) =>
      media(event.file, `gallery[${index}].src`, photo.src),
    );
  }
  for (const partner of partners) media(partner.file, "logo", partner.logo);
  for (const post of news)
    if (post.image) media(post.file, "image.src", post.image.src);

  if (problems.length > 0 || !site || !home) throw new ContentError(problems);

  const withoutFile = <T extends { file: string }>(item: T) => {
    const { file, ...rest } = item;
    void file;
    return rest;
  };
  return {
    site,
    home,
    chapters: chapters.sort(byOrderThenName).map(withoutFile),
    team: team.sort(byOrderThenName).map(withoutFile),
    events: events
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(withoutFile),
    partners: partners.sort(byOrderThenName).map(withoutFile),
    news: news
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
      .map(withoutFile),
    pages,
  };
}

/** By `order` (items without one last), then by name. */
const byOrderThenName = (
  a: { order?: number; name: string },
  b: { order?: number; name: string },
) =>
  (a.order ?? Infinity) - (b.order ?? Infinity) ||
  a.name.localeCompare(b.name, "en");

function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.reduce<string>(
    (path, key) =>
      typeof key === "number"
        ? `${path}[${key}]`
        : path
          ? `${path}.${String(key)}`
          : String(key),
    "",
  );
  if (issue.code === "unrecognized_keys")
    return issue.keys
      .map(
        (key) =>
          `field "${field ? `${field}.` : ""}${key}": is not a field of this kind of content; expected only the documented fields (check its spelling)`,
      )
      .join("; ");
  return field ? `field "${field}": ${issue.message}` : issue.message;
}

/** Text without the byte order mark it may start with. */
export const withoutByteOrderMark = (text: string) =>
  text.startsWith("\uFEFF") ? text.slice(1) : text;

/** What a directory entry is, in words, when it is neither a file nor a folder. */
function unusualKind(entry: Dirent): string | undefined {
  if (entry.isFile() || entry.isDirectory()) return undefined;
  if (entry.isSymbolicLink()) return "a symbolic link";
  if (entry.isFIFO()) return "a named pipe";
  if (entry.isSocket()) return "a socket";
  if (entry.isBlockDevice() || entry.isCharacterDevice()) return "a device";
  return "a special file";
}

/** Every link or special file under a folder (links are not followed), by path, with what it is. */
export function unusualFiles(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const what = unusualKind(entry);
      if (what) {
        const target = entry.isSymbolicLink()
          ? ` to ${JSON.stringify(readlinkSafe(path))}`
          : "";
        found.set(path, `${what}${target}`);
      } else if (entry.isDirectory()) visit(path);
    }
  };
  visit(root);
  return found;
}

const readlinkSafe = (path: string) => {
  try {
    return readlinkSync(path);
  } catch {
    return "?";
  }
};

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** JSON.parse's complaint, with the line and column where it went wrong. */
function jsonProblem(error: unknown, text: string): string {
  const message = errorText(error);
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return message;
  const before = text.slice(0, Number(position)).split("\n");
  return `${message.replace(/ in JSON at position \d+.*/, "")} at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}
