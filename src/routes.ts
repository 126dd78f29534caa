import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  route,
} from "@react-router/dev/routes";
import { entryIds, publishedPostIds, textPageIds } from "./pipeline/entries.ts";

/** Routes that exist only while there is content for them: empty means empty, no page and no link. */
const when = (has: boolean, routes: RouteConfigEntry[]) => (has ? routes : []);
const hasEvents = entryIds("events").length > 0;
const hasChapters = entryIds("chapters").length > 0;
const hasPartners = entryIds("partners").length > 0;
const hasNews = publishedPostIds().length > 0;

export default [
  index("routes/home.tsx"),
  route("event", "routes/event.tsx"),
  // Each event's page, "/event/<id>"; each prerendered (react-router.config.ts).
  ...when(hasEvents, [route("event/:id", "routes/event-page.tsx")]),
  route("our-team", "routes/our-team.tsx"),
  route("chapters", "routes/chapters.tsx"),
  ...when(hasChapters, [route("chapters/:id", "routes/chapter-page.tsx")]),
  ...when(hasPartners, [route("partners", "routes/partners.tsx")]),
  ...when(hasNews, [
    route("news", "routes/news.tsx"),
    route("news/:id", "routes/news-post.tsx"),
    // The Atom feed of the posts, which every page links to while there is one.
    route("news/feed.xml", "routes/news-feed.ts"),
  ]),
  // The pages the footer promises, each at "/<id>" once it has a file of content/pages/.
  ...textPageIds().map((id) =>
    route(id, "routes/text-page.tsx", { id: `text-page-${id}` }),
  ),
  // Where the contact form, posted without JavaScript, lands once Netlify Forms has taken the message.
  route("contact/sent", "routes/contact-sent.tsx"),
  // What the service worker shows with no connection for an address it has no copy of (offline.html).
  route("offline", "routes/offline.tsx"),
  // The feed of every event, "/calendar/events.ics", which a calendar app subscribes to, and each
  // event's own file, "/calendar/<id>.ics": one route, whose feed is prerendered with no event too.
  route("calendar/:file", "routes/calendar.ts"),
  // Any other address: the error screen with "404 Not Found" (prerendered as 404.html).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
