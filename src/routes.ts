import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("event", "routes/event.tsx"),
  route("our-team", "routes/our-team.tsx"),
  route("chapters", "routes/chapters.tsx"),
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
