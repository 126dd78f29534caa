// Vitest global setup: the built site, served by scripts/serve.mjs as `npm start` serves it.
import { serveSite } from "../serve-site";

export default async function serve() {
  const server = await serveSite(process.env.BROWSERS_PORT ?? "4175");
  return () => {
    server.kill();
  };
}
