import { defineConfig } from "vitest/config";

// Checks that read the finished build in build/client: run after `npm run build`. Some compare it with
// the content, which they read as the pages do.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    // A file whose checks read the site's content says so (`// @module-tag content`): npm test runs
    // those again, and those alone, on its test copy (docs/testing.md, "Where a test runs").
    tags: [
      {
        name: "content",
        description:
          "reads the site's content: runs on the site and on the test copy",
      },
    ],
    // Some checks build a copy of the site: on a busy machine that takes minutes, not seconds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
