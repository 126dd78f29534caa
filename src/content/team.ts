import team from "virtual:content/team";
import { site } from "./site";

export const teamMembers = team;
export const teamPage = site.pages.team;
