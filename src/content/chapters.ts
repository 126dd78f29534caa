import chapters from "virtual:content/chapters";
import chaptersPage from "virtual:content/pages/chapters";

export { chapters, chaptersPage };
