import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/content-plugin.ts";

// The date the prerendered pages are true for; BUILD_DATE=YYYY-MM-DD builds the site as of another day.
// "en-CA" writes the build machine's local calendar date as YYYY-MM-DD.
const buildDate =
  process.env.BUILD_DATE ?? new Date().toLocaleDateString("en-CA");
if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate))
  throw new Error(`BUILD_DATE must be YYYY-MM-DD, not "${buildDate}"`);

export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
});
