// Which entries and pages the content has, read from the files' names before the build: the routes
// (src/routes.ts) and the pages to prerender (react-router.config.ts) follow the content. The content
// plugin checks the files themselves, and names any that is wrong.
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { idPattern, textPages } from "../schemas/schemas.ts";

const contentDir = () => process.env.CONTENT_DIR ?? "content";

/** The build's day, YYYY-MM-DD: BUILD_DATE, else the build machine's local calendar date. */
export function buildDate(): string {
  // "en-CA" writes the local calendar date as YYYY-MM-DD.
  const date = process.env.BUILD_DATE ?? new Date().toLocaleDateString("en-CA");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`BUILD_DATE must be YYYY-MM-DD, not "${date}"`);
  return date;
}

/**
 * The build's moment, which its pages are true at: now, on the build's day; with BUILD_DATE, noon of
 * that day on the build machine's clock, as the browser tests fix their clock (tests/e2e/fixtures.ts).
 */
export function buildMoment(): { instant: number; day: string } {
  const day = buildDate();
  const instant = process.env.BUILD_DATE
    ? new Date(`${day}T12:00:00`).getTime()
    : Date.now();
  return { instant, day };
}

/** The ids of a folder's entries: a missing folder holds none, as an empty one does (git keeps no empty folder). */
export function entryIds(folder: string): string[] {
  const dir = join(contentDir(), folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .filter((id) => idPattern.test(id))
    .sort();
}

/** The posts published by the build's day: a post dated later appears with that day's rebuild. */
export function publishedPostIds(today = buildDate()): string[] {
  return entryIds("news").filter((id) => {
    const file = join(contentDir(), "news", `${id}.json`);
    // A link or a named pipe is not read: the loader names it, and the build stops.
    if (!lstatSync(file).isFile()) return false;
    try {
      const { date } = JSON.parse(
        readFileSync(file, "utf8").replace(/^\uFEFF/, ""),
      ) as { date?: unknown };
      return typeof date === "string" && date <= today;
    } catch {
      return false;
    }
  });
}

/** The pages the footer promises (content/pages/) that have a file. */
export const textPageIds = () =>
  textPages.filter((page) => entryIds("pages").includes(page));
