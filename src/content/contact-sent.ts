import { content } from "./store";

export const contactSent = content.site.pages.contactSent;
