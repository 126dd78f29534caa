import { defineConfig } from "vitest/config";

// Checks that read the finished build in build/client: run after `npm run build`.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
  },
});
