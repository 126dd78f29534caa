// The content the site was built from, read and checked by the build's own loader, so that browser tests
// expect what the content says rather than a copy of today's text.
import { loadContent } from "../../src/pipeline/load.ts";

export const content = loadContent(process.env.CONTENT_DIR ?? "content");
