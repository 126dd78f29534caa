import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startScript } from "../serve-site";

/**
 * Decap's local backend (decap-server) on a copy of the launch content in a folder of its own, so that
 * the real files are never touched, and the entries the tests edit are there whatever the site's content
 * becomes. The editor calls it at Decap's default address, which the tests forward to `port`.
 */
export async function startLocalBackend(name: string) {
  const port = await freePort();
  const repository = mkdtempSync(join(tmpdir(), `qa-${name}-`));
  cpSync("tests/launch-content/content", join(repository, "content"), {
    recursive: true,
  });
  const { child } = await startScript(
    "node_modules/decap-server/dist/index.js",
    {
      env: {
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repository,
      },
      ready: /listening/,
    },
  );
  return {
    port,
    repository,
    stop() {
      child.kill();
      rmSync(repository, { recursive: true, force: true });
    },
  };
}
