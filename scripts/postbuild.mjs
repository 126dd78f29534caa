// Finishes the static build: a 404.html for static hosts, no SPA fallback (every page is prerendered).
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";

export const clientDir = "build/client";

await rename(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
await rm(join(clientDir, "404"), { recursive: true });
await rm(join(clientDir, "__spa-fallback.html"), { force: true });

console.log("postbuild: wrote 404.html");
