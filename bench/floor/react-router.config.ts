import type { Config } from "@react-router/dev/config";

// The floor for the site's stack: one page, prerendered at build time and hydrated, as the site is.
export default {
  ssr: false,
  prerender: ["/"],
} satisfies Config;
