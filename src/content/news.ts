import news from "virtual:content/news";
import * as newsPage from "virtual:content/pages/news";

/** The posts published by the build's day, newest first. */
export { news, newsPage };
