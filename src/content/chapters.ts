import chapters from "virtual:content/chapters";
import { site } from "./site";

export { chapters };
export const chaptersPage = site.pages.chapters;
