import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { calendarFeedPath, calendarPath } from "../lib/calendar-path.ts";
import { calendarEvent } from "../lib/site-paths.ts";
import { rasterExtensions } from "./images.ts";
import {
  chapterSchema,
  eventSchema,
  homeSchema,
  siteSchema,
  teamMemberSchema,
} from "../schemas/schemas.ts";
import type {
  Chapter,
  CommunityEvent,
  Home,
  Site,
  TeamMember,
} from "../schemas/types";

/** The content of content/, validated: what the build renders. */
export type Content = {
  site: Site;
  home: Home;
  chapters: Chapter[];
  team: TeamMember[];
  events: CommunityEvent[];
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

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and validates every file of content/ (the folder `dir`), or throws a ContentError listing every problem. */
export function loadContent(dir: string): Content {
  const problems: string[] = [];
  const name = (file: string) =>
    relative(join(dir, ".."), file).split("\\").join("/");

  function read<T>(file: string, schema: z.ZodType<T>): T | undefined {
    if (!existsSync(file)) {
      problems.push(`${name(file)}: is missing; expected this file`);
      return undefined;
    }
    let text: string;
    try {
      text = readFileSync(file, "utf8");
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
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      problems.push(`${name(file)}: ${issueText(issue)}`);
    return undefined;
  }

  function collection<T>(folder: string, schema: z.ZodType<T>) {
    const path = join(dir, folder);
    // No folder is no entry, as an empty folder is: git keeps no empty folder.
    if (!existsSync(path)) return [];
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
    else if (!existsSync(join(dir, path)))
      problems.push(
        `${file}: field "${field}": "${path}" does not exist; expected a file of content/media/, such as "/media/${path.split("/").pop()}"`,
      );
  };
  for (const member of team) media(member.file, "img", member.img);
  for (const event of events)
    if (event.image) media(event.file, "image.src", event.image.src);

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
