import type { Config } from "@react-router/dev/config";

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
  // Every static route, plus /404 so that the build can ship a 404.html page.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), "/404"],
} satisfies Config;
