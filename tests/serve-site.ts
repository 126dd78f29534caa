// Servers the tests start: the built site as `npm start` serves it, and Decap's local backend.
import { spawn, type ChildProcess } from "node:child_process";

/** Starts a Node script and resolves once it prints `ready`; kill() the process to stop it. */
export function startScript(
  script: string,
  {
    env,
    cwd,
    ready,
  }: { env: Record<string, string>; cwd?: string; ready: string },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve(child);
    });
    child.on("exit", (code) =>
      reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** scripts/serve.mjs on localhost at that port, serving the build of `cwd` (this repository by default). */
export const serveSite = (port: number | string, cwd?: string) =>
  startScript("scripts/serve.mjs", {
    env: { PORT: String(port), HOST: "localhost" },
    cwd,
    ready: "served at",
  });
