import chapters from "virtual:content/chapters";
import * as chaptersMap from "virtual:content/chaptersMap";
import * as chapterPage from "virtual:content/pages/chapter";
import * as chaptersPage from "virtual:content/pages/chapters";

export { chapters, chaptersMap, chapterPage, chaptersPage };

/** One chapter, by its id (the build renders its page from it). */
export function chapterEntry(id: string) {
  const chapter = chapters.find((entry) => entry.id === id);
  if (!chapter) throw new Error(`No chapter "${id}"`);
  return chapter;
}
