import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { calendarPath } from "./src/lib/calendar-path";

/** The events' ids: the names of their files (the content plugin checks the files themselves). */
const eventIds = readdirSync(`${process.env.CONTENT_DIR ?? "content"}/events`)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

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
  // Every static route, each event's calendar file, and /404 so that the build can ship a 404.html page.
  // Past events keep their file too: a build with no upcoming event still prerenders the calendar route.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...eventIds.map(calendarPath),
    "/404",
  ],
} satisfies Config;
