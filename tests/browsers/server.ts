// Vitest global setup: the built site, served by scripts/serve.mjs as `npm start` serves it.
import { spawn } from "node:child_process";

export default async function serve() {
  const port = process.env.BROWSERS_PORT ?? "4175";
  const server = spawn("node", ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: port, HOST: "localhost" },
    stdio: "pipe",
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on(
      "data",
      (chunk: Buffer) => chunk.toString().includes("served at") && resolve(),
    );
    server.on("exit", (code) =>
      reject(new Error(`scripts/serve.mjs exited with ${code}`)),
    );
  });
  return () => {
    server.kill();
  };
}
