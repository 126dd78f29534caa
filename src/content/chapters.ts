import { content } from "./store";

export const chapters = content.chapters;
export const chaptersMap = content.chaptersMap;
export const chapterPage = content.site.pages.chapter;
export const chaptersPage = content.site.pages.chapters;

/** One chapter, by its id (the build renders its page from it). */
export function chapterEntry(id: string) {
  const chapter = chapters.find((entry) => entry.id === id);
  if (!chapter) throw new Error(`No chapter "${id}"`);
  return chapter;
}
