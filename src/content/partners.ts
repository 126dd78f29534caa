import { content } from "./store";

export const partners = content.partners;
export const partnersPage = content.site.pages.partners;
