import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "astro/virtual-modules/prefetch.js": fileURLToPath(
        new URL("./src/test/astro-prefetch.ts", import.meta.url),
      ),
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/*.test.ts",
      "tests/launch-content/*.test.ts",
    ],
    setupFiles: ["./src/test/setup.ts"],
    // A file whose checks read the site's content says so (`// @module-tag content`): npm test runs
    // those again, and those alone, on its test copy (docs/testing.md, "Where a test runs").
    tags: [
      {
        name: "content",
        description:
          "reads the site's content: runs on the site and on the test copy",
      },
    ],
    // The slowest test with no limit of its own took about a second beside other test runs on 2 cores:
    // fifteen times that, for a machine much busier still.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // The test files share their workers' module state instead of each starting afresh: a third of
    // the time. Each file renders into a clean document (Testing Library's cleanup) with mocks restored.
    isolate: false,
  },
});
