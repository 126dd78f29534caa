import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/content-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
});
