import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("event", "routes/event.tsx"),
  route("our-team", "routes/our-team.tsx"),
  route("chapters", "routes/chapters.tsx"),
  // Where the contact form, posted without JavaScript, lands once Netlify Forms has taken the message.
  route("contact/sent", "routes/contact-sent.tsx"),
  // The feed of every event, "/calendar/events.ics", which a calendar app subscribes to.
  route("calendar/events.ics", "routes/calendar-feed.ts"),
  // What the service worker shows with no connection for an address it has no copy of (offline.html).
  route("offline", "routes/offline.tsx"),
  // An event's calendar file, "/calendar/<id>.ics"; prerendered for every event.
  route("calendar/:file", "routes/calendar.ts"),
  // Any other address: the error screen with "404 Not Found" (prerendered as 404.html).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
