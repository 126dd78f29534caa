import { request } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventPage, events } from "../../src/content/event";
import { calendarFeedPath, calendarPath } from "../../src/lib/calendar-path";
import { errorPage } from "../../src/content/site";
import { serveSite } from "../serve-site";
import { policyOf } from "./build-output";

let server: Awaited<ReturnType<typeof serveSite>>;
let origin = "";

beforeAll(async () => {
  server = await serveSite();
  origin = server.origin;
});

afterAll(() => {
  server.stop();
});

const get = (path: string, encoding = "br, gzip") =>
  fetch(`${origin}${path}`, { headers: { "Accept-Encoding": encoding } });

/** A request with the address exactly as written: fetch() would correct a malformed one first. */
const rawGet = (path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ hostname, port, path }, (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
        });
      })
        .on("error", reject)
        .end();
    },
  );

describe("npm start serves the build with the production headers", () => {
  it("answers 304 Not Modified to a browser that already has the file", async () => {
    const first = await get("/favicon.svg");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);

    const again = await fetch(`${origin}/favicon.svg`, {
      headers: { "Accept-Encoding": "br, gzip", "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");

    const stale = await fetch(`${origin}/favicon.svg`, {
      headers: { "Accept-Encoding": "br, gzip", "If-None-Match": '"other"' },
    });
    expect(stale.status).toBe(200);
  });

  it("answers a page with the security headers, no caching and compression", async () => {
    const response = await get("/event");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    );
    // The header says what a <meta> policy cannot; the page's own policy names its scripts.
    expect(response.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(response.headers.get("permissions-policy")).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    );
    expect(response.headers.get("cross-origin-opener-policy")).toBe(
      "same-origin",
    );
    const html = await response.text();
    expect(html).toContain(eventPage.title);
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self';/,
    );
  });

  it.each([
    "/",
    "/event",
    "/favicon.svg",
    "/calendar/events.ics",
    "/sitemap.xml",
    "/admin/",
    "/no-such-page",
  ])(
    "keeps %s from being loaded into another site's page (Cross-Origin-Resource-Policy)",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("cross-origin-resource-policy")).toBe(
        "same-origin",
      );
    },
  );

  it("over plain http on localhost, leaves out exactly upgrade-insecure-requests and HSTS", async () => {
    const file = readFileSync("build/client/_headers", "utf8");
    const headerLine = (name: string) =>
      file.match(new RegExp(`^\\s+${name}: (.+)$`, "m"))?.[1] ?? "";
    const productionPolicy = policyOf("/");
    // The production file keeps every directive.
    expect(productionPolicy).toMatch(/; upgrade-insecure-requests(;|$)/);
    expect(headerLine("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );

    const response = await get("/");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const servedPolicy = response.headers.get("content-security-policy") ?? "";
    const directives = (policy: string) =>
      policy.split(";").map((directive) => directive.trim());
    expect(directives(servedPolicy)).toEqual(
      directives(productionPolicy).filter(
        (directive) => directive !== "upgrade-insecure-requests",
      ),
    );
    for (const name of [
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
    ])
      expect(response.headers.get(name)).toBe(headerLine(name));
  });

  it("caches fingerprinted assets for a year and gzips for clients without brotli", async () => {
    const page = await (await get("/")).text();
    const asset = page.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const response = await get(asset, "gzip");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers text as the build compressed it, in a coding the client takes", async () => {
    const page = await (await get("/")).text();
    const asset = page.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const built = statSync(join("build/client", asset)).size;
    for (const [accepted, coding] of [
      ["br, gzip", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", null],
    ] as const) {
      const response = await get(asset, accepted);
      expect(response.headers.get("content-encoding"), accepted).toBe(coding);
      const sent = Number(response.headers.get("content-length"));
      // fetch() undoes the coding: the file as built.
      expect((await response.arrayBuffer()).byteLength, accepted).toBe(built);
      // What was sent is the build's own compressed file, not one made for this answer.
      if (coding)
        expect(sent, accepted).toBe(
          statSync(
            join(
              "build/compressed",
              `${asset}.${coding === "br" ? "br" : "gz"}`,
            ),
          ).size,
        );
    }
  });

  it("answers an unknown address with 404 and the error screen, under the same policy", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
    const html = await response.text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self';/,
    );
    expect(html).toContain(errorPage.title);
    expect(html).toContain(errorPage.notFound);
  });

  it("serves a new build, swapped in as `npm run build` does, without a restart", async () => {
    const folder = mkdtempSync(join(tmpdir(), "served-build-"));
    const site = join(folder, "client");
    cpSync("build/client", site, {
      recursive: true,
      filter: (path) => !path.includes("/admin"),
    });
    const copy = await serveSite({ siteDir: site });
    try {
      writeFileSync(join(site, "probe.txt"), "first build");
      expect(await (await fetch(`${copy.origin}/probe.txt`)).text()).toBe(
        "first build",
      );
      const next = join(folder, "next");
      cpSync(site, next, { recursive: true });
      writeFileSync(join(next, "probe.txt"), "the second build");
      renameSync(site, join(folder, "old"));
      renameSync(next, site);
      expect(await (await fetch(`${copy.origin}/probe.txt`)).text()).toBe(
        "the second build",
      );
    } finally {
      copy.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers a malformed address with 400 and the usual headers", async () => {
    for (const path of ["/%", "/%zz", "/%C0%AF", "/event%E0%A4%A"]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["content-security-policy"], path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it("never serves a file the host hides, however its address is written", async () => {
    for (const path of [
      "/_headers",
      "/%5fheaders",
      "/%5Fheaders",
      "/./_headers",
    ]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("answers a Range request with the bytes asked for", async () => {
    const whole = await (await get("/robots.txt", "identity")).text();
    const response = await fetch(`${origin}/robots.txt`, {
      headers: { Range: "bytes=0-9", "Accept-Encoding": "br, gzip" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-range")).toBe(
      `bytes 0-9/${Buffer.byteLength(whole)}`,
    );
    expect(await response.text()).toBe(whole.slice(0, 10));
  });

  it.each([
    ["bytes=0-9", 206, (whole: string) => whole.slice(0, 10)],
    // A suffix range: the last five bytes.
    ["bytes=-5", 206, (whole: string) => whole.slice(-5)],
    // Past the end: what there is.
    ["bytes=60-100000", 206, (whole: string) => whole.slice(60)],
    // The last byte before the first: invalid, refused.
    ["bytes=5-1", 416, () => ""],
    ["bytes=100000-", 416, () => ""],
    // Several ranges, or another unit: the whole file.
    ["bytes=0-1,3-4", 200, (whole: string) => whole],
    ["items=0-1", 200, (whole: string) => whole],
  ] as const)(
    "answers Range: %s as RFC 9110 says (%i)",
    async (range, status, body) => {
      const whole = await (await get("/robots.txt", "identity")).text();
      const size = Buffer.byteLength(whole);
      const response = await fetch(`${origin}/robots.txt`, {
        headers: { Range: range, "Accept-Encoding": "identity" },
      });
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(text).toBe(body(whole));
      if (status === 416)
        expect(response.headers.get("content-range")).toBe(`bytes */${size}`);
      if (status === 206) {
        const first = whole.indexOf(
          text,
          range === "bytes=0-9" ? 0 : size - text.length,
        );
        expect(response.headers.get("content-range")).toBe(
          `bytes ${first}-${first + text.length - 1}/${size}`,
        );
      }
    },
  );

  // The first event's own file, or the feed of every event while there is none.
  const calendarFile = events[0]
    ? calendarPath(events[0].id)
    : calendarFeedPath;
  it(`answers a calendar file, ${calendarFile}, as text/calendar`, async () => {
    const response = await get(calendarFile);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});

/** A request written byte for byte, over a socket of its own: what the server answers, until it closes. */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString("latin1"));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", done);
    socket.write(text, "latin1");
  });
}

const statusLine = /^HTTP\/1\.1 ([1-5]\d\d) [^\r\n]*\r\n/;

/** One of the values, the first ones `weight` times as often as the others. */
const mostly = <T>(weight: number, usual: T[], others: T[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...usual), weight },
    { arbitrary: fc.constantFrom(...others), weight: 1 },
  );

describe("npm start, sent what an attacker or a broken client sends", () => {
  const text = (characters: string, maxLength: number) =>
    fc
      .array(fc.constantFrom(...characters), { maxLength })
      .map((letters) => letters.join(""));
  const range = fc.oneof(
    fc
      .tuple(fc.nat({ max: 100 }), fc.nat({ max: 100 }))
      .map(([first, last]) => `bytes=${first}-${last}`),
    fc.nat({ max: 100 }).map((length) => `bytes=-${length}`),
    fc.nat({ max: 100 }).map((first) => `bytes=${first}-`),
    fc
      .array(fc.tuple(fc.nat(99), fc.nat(99)), { minLength: 2, maxLength: 40 })
      .map((pairs) => `bytes=${pairs.map(([a, b]) => `${a}-${b}`).join(",")}`),
    fc.constant(`bytes=0-${"9".repeat(400)}`),
    text("bytes=-,0123456789 abc*", 30),
  );
  const method = mostly(
    8,
    ["GET", "HEAD"],
    ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "PROPFIND", "get"],
  );
  const target = fc.oneof(
    {
      arbitrary: fc.constantFrom(
        "/",
        "/event",
        "/robots.txt",
        "/favicon.svg",
        "/sitemap.xml",
        "/admin/",
        "/no-such-page",
        "/_headers",
      ),
      weight: 4,
    },
    text("/%._-aZ09?#&=;:@!$'()*+,~\\", 60).map((path) => `/${path}`),
    fc.constantFrom(
      "*",
      "http://localhost/",
      "//evil.example/x",
      "/%",
      "/%c0%ae%c0%ae/",
    ),
  );
  const header = fc.oneof(
    { arbitrary: range.map((value) => `Range: ${value}`), weight: 4 },
    mostly(
      1,
      ["gzip", "br", "identity;q=0", "*;q=0", "gzip;q=abc", "br, br, br"],
      ["\u00ff"],
    ).map((value) => `Accept-Encoding: ${value}`),
    fc
      .constantFrom('"x"', "*", 'W/"1-2"', "")
      .map((value) => `If-None-Match: ${value}`),
    fc
      .constantFrom('"x"', "Wed, 21 Oct 2015 07:28:00 GMT")
      .map((value) => `If-Range: ${value}`),
    // Long headers, up to past what Node reads (16 KB): answered 431.
    fc
      .integer({ min: 1_000, max: 20_000 })
      .map((length) => `X-Long: ${"a".repeat(length)}`),
    fc.constantFrom(
      "Transfer-Encoding: chunked",
      "Content-Length: 5",
      "Expect: 100-continue",
    ),
  );

  it("answers well-formed HTTP to every request, and stays up", async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        target,
        fc.array(header, { maxLength: 4 }),
        async (verb, path, headers) => {
          const answer = await rawRequest(
            `${verb} ${path} HTTP/1.1\r\nHost: localhost\r\n${headers.map((line) => `${line}\r\n`).join("")}Connection: close\r\n\r\n`,
          );
          expect(answer).toMatch(statusLine);
          expect(statusLine.exec(answer)?.[1]).not.toBe("500");
        },
      ),
      // Bounded: a few hundred requests, each on a connection of its own.
      { numRuns: 400, interruptAfterTimeLimit: 120_000 },
    );
    expect((await get("/")).status).toBe(200);
  });
});
