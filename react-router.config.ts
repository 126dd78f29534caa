import type { Config } from "@react-router/dev/config";
import { events } from "./src/content/event";
import { calendarPath } from "./src/lib/event-calendar";

export default {
  appDirectory: "src",
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
    ...events.map((event) => calendarPath(event.id)),
    "/404",
  ],
} satisfies Config;
