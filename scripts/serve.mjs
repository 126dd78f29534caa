// Serves the production build as a static host would: pretty URLs, 404.html, the _headers file, compression.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles } from "./build-files.mjs";

const root = resolve("build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
// This server speaks plain http. On a loopback address that is a developer's machine, where
// upgrade-insecure-requests would send every subresource to an https port that does not exist
// (WebKit applies it to localhost too) and HSTS would pin the host to https.
const loopback = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

if (!existsSync(join(root, "index.html"))) {
  console.log("No build found: building the site first.");
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".ics",
  ".yml",
]);

/** Netlify's _headers format: a path pattern (with * as a splat), then indented "Name: value" lines. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: [] });
    } else {
      const at = line.indexOf(":");
      rules
        .at(-1)
        ?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const headersFile = join(root, "_headers");
let headerRules = { version: "", rules: [] };

/** The rules of the _headers file, read again whenever a build has changed it. */
async function currentRules() {
  const info = await stat(headersFile).catch(() => null);
  const version = info ? `${info.mtimeMs}:${info.size}` : "none";
  if (version !== headerRules.version) {
    const rules = info ? parseHeaders(await readFile(headersFile, "utf8")) : [];
    headerRules = { version, rules };
  }
  return headerRules.rules;
}

/** The headers over plain http: without upgrade-insecure-requests and Strict-Transport-Security. */
function withoutHttpsOnly(headers) {
  const result = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === "strict-transport-security") continue;
    result[name] =
      lower === "content-security-policy"
        ? value
            .split(";")
            .map((directive) => directive.trim())
            .filter(
              (directive) =>
                directive.toLowerCase() !== "upgrade-insecure-requests",
            )
            .join("; ")
        : value;
  }
  return result;
}

async function headersFor(pathname) {
  const headers = {};
  for (const rule of await currentRules()) {
    if (!rule.pattern.test(pathname)) continue;
    // As Netlify does, a header set by several matching rules gets their values joined.
    for (const [name, value] of rule.headers)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return loopback ? withoutHttpsOnly(headers) : headers;
}

async function findFile(pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  const candidates = [
    relative,
    `${relative}.html`,
    join(relative, "index.html"),
  ];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, info };
  }
  return null;
}

// Every file is read and compressed once, when the server starts: requests are answered from memory.
// An entry remembers the file's version, so a new build is served without a restart.
const cache = new Map();

async function load(file, info, encoding) {
  const key = `${file}:${encoding}`;
  const version = `${info.mtimeMs}:${info.size}`;
  if (cache.get(key)?.version !== version) {
    const body = await readFile(file);
    const encoded =
      encoding === "br"
        ? brotliCompressSync(body, {
            // The editor's bundle (several MB) at the top quality would take many seconds.
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                body.length > 1024 * 1024 ? 5 : 11,
            },
          })
        : encoding === "gzip"
          ? gzipSync(body, { level: 9 })
          : body;
    cache.set(key, { version, body: encoded });
  }
  return cache.get(key).body;
}

// The editing interface's files are compressed when an editor first asks for them.
for (const path of listFiles(root).filter(
  (path) => !path.startsWith("admin/"),
)) {
  const file = join(root, path);
  const info = await stat(file);
  const encodings = compressible.has(extname(file))
    ? [null, "br", "gzip"]
    : [null];
  for (const encoding of encodings) await load(file, info, encoding);
}

const server = createServer(async (request, response) => {
  try {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const hidden = pathname
      .split("/")
      .some((part) => part.startsWith("_") || part.startsWith("."));
    const found = hidden ? null : await findFile(pathname);
    const notFound = join(root, "404.html");
    const { file, info } = found ?? {
      file: notFound,
      info: await stat(notFound),
    };
    const status = found ? 200 : 404;
    const headerPath = found ? pathname : "/404.html";
    const extension = extname(file);
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding = !compressible.has(extension)
      ? null
      : /\bbr\b/.test(accepts)
        ? "br"
        : /\bgzip\b/.test(accepts)
          ? "gzip"
          : null;
    const body = await load(file, info, encoding);
    // As the production host does: a validator, so that a file revalidated by a browser (every file
    // outside /assets/) answers 304 Not Modified when it has not changed.
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;
    if (status === 200 && request.headers["if-none-match"] === etag) {
      response
        .writeHead(304, { ...(await headersFor(headerPath)), ETag: etag })
        .end();
      return;
    }
    response.writeHead(status, {
      ...(status === 200 ? { ETag: etag } : {}),
      ...(await headersFor(headerPath)),
      "Content-Type": types[extension] ?? "application/octet-stream",
      "Content-Length": body.length,
      ...(compressible.has(extension) ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end("Internal Server Error");
  }
});

server.listen(port, host, () => {
  console.log(`Quantum Africa is served at http://${host}:${port}/`);
});
