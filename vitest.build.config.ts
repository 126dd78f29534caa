import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/pipeline/content-plugin.ts";

// Checks that read the finished build in build/client: run after `npm run build`. Some compare it with
// the content, which they read as the pages do.
export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    // Some checks build a copy of the site: on a busy machine that takes minutes, not seconds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
