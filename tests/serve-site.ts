// Servers the tests start: the built site as `npm start` serves it, and Decap's local backend. Each gets
// a port that the system has just given out, so a test never talks to a server it did not start.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";

/** A port that is free now: the system picks it, and it is released at once for the caller to use. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a Node script and resolves with the first line of its output that matches `ready`. With `group`,
 * the script leads a process group of its own, which `process.kill(-child.pid)` stops with every command
 * it started.
 */
export function startScript(
  script: string,
  {
    env,
    cwd,
    ready,
    group = false,
  }: {
    env: Record<string, string>;
    cwd?: string;
    ready: RegExp;
    group?: boolean;
  },
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
    detached: group,
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve({ child, match });
    });
    child.on("exit", (code) =>
      reject(new Error(`${script} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * scripts/serve.mjs on localhost, serving `siteDir` (this repository's build by default), on a free port
 * or on `port` (to serve a new build at the same origin).
 */
export async function serveSite({
  cwd,
  siteDir,
  port = 0,
}: { cwd?: string; siteDir?: string; port?: number } = {}) {
  const { child, match } = await startScript("scripts/serve.mjs", {
    env: {
      PORT: String(port),
      HOST: "localhost",
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
    },
    cwd,
    ready: /served at (http:\/\/\S+?)\/\s/,
  });
  return { origin: match[1] ?? "", stop: () => child.kill() };
}
