// /calendar/events.ics, the feed of every event (written with no event too), and /calendar/<id>.ics.
import type { APIRoute, GetStaticPaths } from "astro";
import { events } from "../../content/event";
import { site } from "../../content/site";
import { calendarFeedPath, calendarPath } from "../../lib/calendar-path";
import { calendarFile } from "../../lib/event-calendar";

const fileOf = (path: string) => path.slice("/calendar/".length);

export const getStaticPaths = (() =>
  [calendarFeedPath, ...events.map(({ id }) => calendarPath(id))].map(
    (path) => ({ params: { file: fileOf(path) } }),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(calendarFile(`/calendar/${params.file}`, events, site), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
