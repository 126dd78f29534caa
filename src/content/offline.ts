import { content } from "./store";

export const offlinePage = content.site.pages.offline;
