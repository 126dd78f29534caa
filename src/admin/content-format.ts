// JSON as the build reads it (src/pipeline/load.ts): a byte order mark, which some editors write, is no
// part of it, and an empty file is an empty entry. A text page may have no file yet: Decap's backends
// read a missing file as empty text, so the page opens empty, and publishing it creates it.

/** The format's name, as the configuration names it (./config.ts) and ./cms.ts registers it. */
export const contentFormat = "content-json";

export const contentJson = {
  fromFile: (content: string): unknown => {
    const text = content.replace(/^\uFEFF/, "");
    return text.trim() ? JSON.parse(text) : {};
  },
  toFile: (data: object) => JSON.stringify(data, null, 2),
};
