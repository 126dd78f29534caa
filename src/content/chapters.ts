import chapters from "virtual:content/chapters";
import * as chaptersMap from "virtual:content/chaptersMap";
import * as chapterPage from "virtual:content/pages/chapter";
import * as chaptersPage from "virtual:content/pages/chapters";

export { chapters, chaptersMap, chapterPage, chaptersPage };
