import { content } from "./store";

export const contactAside = content.site.pages.contactAside;
