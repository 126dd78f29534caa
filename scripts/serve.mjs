// `npm start`: serves build/client as Netlify serves it. sirv answers files (pretty URLs, ETags, Range
// requests, whose header range-parser reads first), the text files as the build compressed them
// (build/compressed: brotli at quality 11, gzip at level 9) to a browser that accepts them, `compression`
// compresses any other, and Netlify's own parser reads the _headers file.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import compression from "compression";
import Negotiator from "negotiator";
import parseRange from "range-parser";
import sirv from "sirv";
import { revalidate } from "./headers.mjs";

const root = resolve(process.env.SITE_DIR ?? "build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
// This server speaks plain http. On a loopback address, upgrade-insecure-requests would send every
// subresource to an https port that does not exist (WebKit applies it to localhost too) and HSTS would
// pin the host to https; the editor may also talk to Decap's local backend (`npm run cms`).
const loopback = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
const localBackend = "http://localhost:8081";

// With no build at all, `npm start` builds first, and stops if the build does.
if (!existsSync(join(root, "index.html"))) {
  const building = !process.env.SITE_DIR;
  console.log(
    `There is no build of the site in ${root}${building ? ": building it first." : "."}`,
  );
  const build =
    building &&
    spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (!build || build.status !== 0) process.exit(1);
}

/** The site as built: a new build swaps build/client whole, so its folder's identity names the build. */
let site = { id: "", files: null, rules: [] };
async function currentSite() {
  const info = statSync(root, { throwIfNoEntry: false });
  if (!info) return null;
  const id = `${info.ino}:${info.mtimeMs}`;
  if (id !== site.id) {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(root, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    for (const error of errors) console.error(`_headers: ${error.message}`);
    // The build compresses its text files beside build/client (docs/decisions/0043); a folder served
    // with SITE_DIR may have none.
    const compressedDir = join(root, "..", "compressed");
    site = {
      id,
      rules: headers,
      files: sirv(root, {
        etag: true,
        extensions: ["html"],
        setHeaders: (response, _pathname, stats) =>
          settleRange(response.req, stats.size),
      }),
      compressed: existsSync(compressedDir)
        ? sirv(compressedDir, {
            etag: true,
            extensions: ["html"],
            brotli: true,
            gzip: true,
          })
        : null,
    };
  }
  return site;
}

/**
 * The Range header as RFC 9110 reads it, rewritten into the one form sirv reads right, "bytes=first-last"
 * (sirv takes "bytes=-5" for the first six bytes, and throws on "bytes=5-1"), or removed, for the whole
 * file: a header that is malformed, names another unit, asks for several ranges or comes with If-Range
 * (whose validator is not checked). A range that is invalid or starts past the end gets 416.
 */
function settleRange(request, size) {
  const asked = request.headers.range;
  delete request.headers.range;
  if (asked === undefined || request.headers["if-range"] !== undefined) return;
  const ranges = parseRange(size, asked);
  // sirv answers 416 to a first byte at the end of the file.
  if (ranges === -1) request.headers.range = `bytes=${size}-`;
  if (ranges === -1 || ranges === -2) return;
  const [range] = ranges;
  // sirv reads a last byte of 0 as "to the end": the first byte alone is answered with the whole file.
  if (ranges.type !== "bytes" || ranges.length !== 1 || !range?.end) return;
  request.headers.range = `bytes=${range.start}-${range.end}`;
}

/** The headers of the rules that match a path; as on Netlify, a header set by several rules joins them. */
function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values))
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  // Netlify's own caching for a file no rule gives any: the browser checks it again at every use.
  headers["Cache-Control"] ??= revalidate;
  return loopback ? forLoopback(headers, pathname) : headers;
}

function forLoopback(headers, pathname) {
  delete headers["Strict-Transport-Security"];
  const policy = headers["Content-Security-Policy"];
  if (policy)
    headers["Content-Security-Policy"] = policy
      .split("; ")
      .filter((directive) => directive !== "upgrade-insecure-requests")
      .map((directive) =>
        pathname.startsWith("/admin/") && directive.startsWith("connect-src ")
          ? `${directive} ${localBackend}`
          : directive,
      )
      .join("; ");
  return headers;
}

/**
 * The codings of an Accept-Encoding header that the client takes (q above 0), for sirv, which reads
 * the header's names alone: "br;q=0, gzip" is "gzip" (and identity). Read by `negotiator`, as
 * `compression` reads it.
 */
const acceptedCodings = (request) =>
  new Negotiator(request).encodings().join(", ");

function answer(response, status, headers, text) {
  response.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
  });
  response.end(text);
}

// A range is a slice of the file as stored: compressing it would change what the offsets mean.
const compress = compression({
  level: 9,
  filter: (request, response) =>
    !request.headers.range && compression.filter(request, response),
});

const server = createServer(async (request, response) => {
  // A file that goes away while it is sent (a new build swapped in) ends its response, not the server.
  response.on("pipe", (source) => source.on("error", () => response.destroy()));
  try {
    await serve(request, response);
  } catch (error) {
    console.error(error);
    if (response.headersSent) response.destroy();
    else answer(response, 500, {}, "Internal Server Error");
  }
});

async function serve(request, response) {
  const current = await currentSite();
  if (!current) {
    answer(response, 503, {}, `There is no build of the site in ${root}.`);
    return;
  }
  const { files, compressed, rules } = current;
  let pathname;
  try {
    pathname = decodeURIComponent(
      new URL(`http://localhost${request.url}`).pathname,
    );
  } catch {
    // A malformed address (a lone "%", invalid UTF-8): refused plainly, with the site's headers.
    answer(response, 400, headersFor(rules, "/"), "Bad Request");
    return;
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    answer(
      response,
      405,
      { ...headersFor(rules, pathname), Allow: "GET, HEAD" },
      "Method Not Allowed",
    );
    return;
  }
  // As on Netlify, _headers and dotfiles are never served, however the address is written.
  const hidden = pathname
    .split("/")
    .some((part) => part.startsWith("_") || part.startsWith("."));
  // The 404 page, with its own headers and status 404 (sirv would send it as 200, or as 304).
  const notFound = () => {
    request.url = "/404.html";
    delete request.headers["if-none-match"];
    delete request.headers.range;
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    for (const [name, value] of Object.entries(headersFor(rules, "/404.html")))
      response.setHeader(name, value);
    const writeHead = response.writeHead.bind(response);
    response.writeHead = (status, ...rest) => writeHead(404, ...rest);
    files(request, response);
  };
  for (const [name, value] of Object.entries(headersFor(rules, pathname)))
    response.setHeader(name, value);
  response.setHeader("Accept-Ranges", "bytes");
  const asBuilt = () => files(request, response, notFound);
  compress(request, response, () => {
    if (hidden) notFound();
    // A range is a slice of the file as stored (see `compress`): the file itself answers it.
    else if (compressed && request.headers.range === undefined) {
      request.headers["accept-encoding"] = acceptedCodings(request);
      compressed(request, response, asBuilt);
    } else asBuilt();
  });
}

server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`Quantum Africa is served at http://${host}:${actual}/`);
});
