// Vitest global setup: the built site, served by scripts/serve.mjs as `npm start` serves it.
import type { TestProject } from "vitest/node";
import { serveSite } from "../serve-site";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function serve(project: TestProject) {
  const server = await serveSite();
  project.provide("origin", server.origin);
  return server.stop;
}
