// JSON in which an empty file is an empty entry. A text page may have no file yet: Decap's backends read
// a missing file as empty text, so the page opens empty, and publishing it creates it.

/** The format's name, as the configuration names it (./config.ts) and ./cms.ts registers it. */
export const textPageFormat = "json-or-empty";

export const jsonOrEmpty = {
  fromFile: (content: string): unknown =>
    content.trim() ? JSON.parse(content) : {},
  toFile: (data: object) => JSON.stringify(data, null, 2),
};
