import { content } from "./store";

export const teamMembers = content.team;
export const teamPage = content.site.pages.team;
