import type { Config } from "@react-router/dev/config";
import { calendarFeedPath, calendarPath } from "./src/lib/calendar-path";
import { entryIds, publishedPostIds } from "./src/pipeline/entries";

// The pages of each entry: its file's name is its id (the content plugin checks the files themselves).
const eventIds = entryIds("events");
const entryPages = [
  ...eventIds.map((id) => `/event/${id}`),
  ...entryIds("chapters").map((id) => `/chapters/${id}`),
  ...publishedPostIds().map((id) => `/news/${id}`),
];

export default {
  appDirectory: "src",
  // `npm run build` builds into a folder of its own and swaps it in on success (scripts/build.mjs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every static route, the feed of every event and each event's calendar file, and /404 so that the
  // build can ship a 404.html page. The feed is written with no event too, so that the calendar route
  // always has a file to prerender (React Router refuses a route with a loader and no file).
  prerender: ({ getStaticPaths }) => [
    ...new Set([
      ...getStaticPaths(),
      ...entryPages,
      calendarFeedPath,
      ...eventIds.map(calendarPath),
      "/404",
    ]),
  ],
} satisfies Config;
