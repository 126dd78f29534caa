import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/pipeline/content-plugin.ts";

export default defineConfig({
  // A fixed build date: tests never depend on the machine's clock.
  define: { __BUILD_DATE__: JSON.stringify("2025-07-15") },
  plugins: [contentPlugin()],
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/*.test.ts",
      "tests/launch-content/*.test.ts",
    ],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // The test files share their workers' module state instead of each starting afresh: a third of
    // the time. Each file renders into a clean document (Testing Library's cleanup) with mocks restored.
    isolate: false,
  },
});
