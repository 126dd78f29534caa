import { defineConfig } from "vitest/config";

export default defineConfig({
  // node_modules may be a symlink to a shared install (a git worktree): let the test server
  // read asset imports such as the font's "?url" through it. This server never serves a browser.
  server: { fs: { strict: false } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
