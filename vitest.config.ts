import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/content/content-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
