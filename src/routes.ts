import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("event", "routes/event.tsx"),
  route("our-team", "routes/our-team.tsx"),
  route("chapters", "routes/chapters.tsx"),
  // Where the contact form, posted without JavaScript, lands once Netlify Forms has taken the message.
  route("contact/sent", "routes/contact-sent.tsx"),
  // An event's calendar file, "/calendar/<id>.ics"; prerendered for every event.
  route("calendar/:file", "routes/calendar.ts"),
  // Any other address: the error screen with "404 Not Found" (prerendered as 404.html).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
