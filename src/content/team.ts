import team from "virtual:content/team";
import * as teamPage from "virtual:content/pages/team";

export const teamMembers = team;
export { teamPage };
