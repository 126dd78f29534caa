import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventPage } from "../../src/content/event";
import { errorPage } from "../../src/content/site";
import { serveSite } from "../serve-site";

const port = 4199;
const origin = `http://localhost:${port}`;
let server: ChildProcess;

beforeAll(async () => {
  server = await serveSite(port);
});

afterAll(() => {
  server.kill();
});

const get = (path: string, encoding = "br, gzip") =>
  fetch(`${origin}${path}`, { headers: { "Accept-Encoding": encoding } });

describe("npm start serves the build with the production headers", () => {
  it("answers 304 Not Modified to a browser that already has the file", async () => {
    const first = await get("/favicon.svg");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(`${origin}/favicon.svg`, {
      headers: { "Accept-Encoding": "br, gzip", "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeTruthy();

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
    expect(response.headers.get("content-security-policy")).toContain(
      "default-src 'self'",
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
    expect(await response.text()).toContain(eventPage.title);
  });

  it("over plain http on localhost, leaves out exactly upgrade-insecure-requests and HSTS", async () => {
    const file = readFileSync("build/client/_headers", "utf8");
    const headerLine = (name: string) =>
      file.match(new RegExp(`^\\s+${name}: (.+)$`, "m"))?.[1] ?? "";
    const productionPolicy = headerLine("Content-Security-Policy");
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

  it("answers an unknown address with 404 and the error screen, under the same policy", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain(
      "default-src 'self'",
    );
    const html = await response.text();
    expect(html).toContain(errorPage.title);
    expect(html).toContain(errorPage.notFound);
  });

  it("serves a file changed by a new build without a restart", async () => {
    const file = "build/client/server-test-probe.txt";
    try {
      writeFileSync(file, "first build");
      expect(await (await get("/server-test-probe.txt")).text()).toBe(
        "first build",
      );
      writeFileSync(file, "the second build");
      expect(await (await get("/server-test-probe.txt")).text()).toBe(
        "the second build",
      );
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("answers an event's calendar file as text/calendar", async () => {
    const response = await get("/calendar/qml4africa-2025.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("does not serve the headers file itself", async () => {
    expect((await get("/_headers")).status).toBe(404);
  });
});
