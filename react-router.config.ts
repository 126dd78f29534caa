import { existsSync, readdirSync, statSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { calendarFeedPath, calendarPath } from "./src/lib/calendar-path";

const eventsDir = `${process.env.CONTENT_DIR ?? "content"}/events`;
/**
 * The events' ids: the names of their files (the content plugin checks the files themselves). A
 * missing folder holds no event, as an empty one does: git keeps no empty folder. A file in its
 * place is the content plugin's to report, by its name.
 */
const eventIds =
  existsSync(eventsDir) && statSync(eventsDir).isDirectory()
    ? readdirSync(eventsDir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.slice(0, -".json".length))
    : [];

export default {
  appDirectory: "src",
  // `npm run build` builds into a folder of its own and swaps it in on success (scripts/build.mjs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
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
      calendarFeedPath,
      ...eventIds.map(calendarPath),
      "/404",
    ]),
  ],
} satisfies Config;
