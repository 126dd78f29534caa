// The modules that src/pipeline/content-plugin.ts writes from content/ at build time.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module can reach ./types only through import() */
declare module "virtual:content/site" {
  // Without the pages' copy, which each page imports on its own (virtual:content/pages/<page>).
  const site: Omit<import("../schemas/types").Site, "pages">;
  export default site;
}
declare module "virtual:content/pages/chapters" {
  const page: import("../schemas/types").Site["pages"]["chapters"];
  export default page;
}
declare module "virtual:content/pages/team" {
  const page: import("../schemas/types").Site["pages"]["team"];
  export default page;
}
declare module "virtual:content/pages/event" {
  const page: import("../schemas/types").Site["pages"]["event"];
  export default page;
}
declare module "virtual:content/pages/contactSent" {
  const page: import("../schemas/types").Site["pages"]["contactSent"];
  export default page;
}
declare module "virtual:content/pages/contactAside" {
  const page: import("../schemas/types").Site["pages"]["contactAside"];
  export default page;
}
declare module "virtual:content/pages/offline" {
  const page: import("../schemas/types").Site["pages"]["offline"];
  export default page;
}
declare module "virtual:content/home" {
  const home: import("../schemas/types").Home;
  export default home;
}
declare module "virtual:content/chapters" {
  const chapters: readonly import("../schemas/types").ChapterEntry[];
  export default chapters;
}
declare module "virtual:content/chaptersMap" {
  const map: import("../schemas/types").ChaptersMap;
  export default map;
}
declare module "virtual:content/team" {
  const team: readonly import("../schemas/types").TeamMemberEntry[];
  export default team;
}
declare module "virtual:content/events" {
  const events: readonly import("../schemas/types").EventEntry[];
  export default events;
}
