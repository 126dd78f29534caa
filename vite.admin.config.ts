import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The editing interface (/admin/) is its own small app, bundled into build/client/admin/ after the site.
// `npm run cms` serves it in development, and forwards Decap's local backend API to decap-server.
const decapServerPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);

export default defineConfig({
  root: "src/admin",
  base: "/admin/",
  publicDir: "public",
  plugins: [tailwindcss()],
  build: {
    outDir: "../../build/client/admin",
    emptyOutDir: true,
    // Decap is one large editor app, loaded only by the people who edit the site.
    chunkSizeWarningLimit: 8000,
  },
  server: {
    proxy: { "/api/v1": `http://localhost:${decapServerPort}` },
  },
});
