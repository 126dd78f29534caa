// The modules that src/content/content-plugin.ts writes from content/ at build time.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module can reach ./types only through import() */
declare module "virtual:content/site" {
  const site: import("./types").Site;
  export default site;
}
declare module "virtual:content/home" {
  const home: import("./types").Home;
  export default home;
}
declare module "virtual:content/chapters" {
  const chapters: readonly import("./types").ChapterEntry[];
  export default chapters;
}
declare module "virtual:content/team" {
  const team: readonly import("./types").TeamMemberEntry[];
  export default team;
}
declare module "virtual:content/events" {
  const events: readonly import("./types").EventEntry[];
  export default events;
}
