// `npm run cms`: edits the site on this computer, with no account. Decap's local backend (decap-server)
// writes every change into content/ on disk; the editor is at /admin/ and the site beside it.
import { spawn } from "node:child_process";
import { join } from "node:path";

const editorPort = process.env.CMS_PORT ?? "5174";

const children = [];
let stopping = false;

function run(command, args, env = {}) {
  const child = spawn(join("node_modules", ".bin", command), args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
    shell: process.platform === "win32",
  });
  // When one of them stops, the others have no use: stop them all.
  child.on("exit", (code) => stop(code ?? 1));
  children.push(child);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exitCode = code;
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// The editor looks for the local backend at Decap's default address, http://localhost:8081.
run("decap-server", [], { PORT: "8081" });
run("vite", [
  "--config",
  "vite.admin.config.ts",
  "--port",
  editorPort,
  "--strictPort",
]);
run("react-router", ["dev"]);

console.log(
  `\nEdit the site at http://localhost:${editorPort}/admin/ (changes are saved into content/).\n`,
);
