// The site's content as the pages render it, read once per build (or test run) from content/ (or the
// folder in CONTENT_DIR): validated by the schemas, checked across entries (src/pipeline/load.ts), then
// prepared (src/pipeline/prepare.ts). Only the build's render reads it: an island gets its data as props.
import { join, resolve } from "node:path";
import { buildDate, buildMoment } from "../pipeline/entries.ts";
import { ContentError, loadContent } from "../pipeline/load.ts";
import { prepareContent } from "../pipeline/prepare.ts";

/** The build's day, YYYY-MM-DD: the day the prerendered pages are true for. */
export const today = buildDate();
/** The build's moment: the instant the prerendered pages' events are as of, and its day. */
export const now = buildMoment();

const dir = resolve(process.env.CONTENT_DIR ?? "content");

async function prepare() {
  try {
    return await prepareContent(
      loadContent(dir, today),
      join(dir, "media"),
      resolve("node_modules/.cache/content-images"),
      today,
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // A person's mistake, not the program's: the message alone, with no stack trace under it.
    const shown = new Error(error.message);
    shown.name = "ContentError";
    shown.stack = error.message;
    throw shown;
  }
}

export const content = await prepare();
