// @module-tag content
import { describe, expect, it } from "vitest";
import { startAfterPaint } from "../../scripts/start-after-paint.mjs";
import { hydratedFiles, readBuilt } from "./build-output";

// A page's end as React Router 7 prerenders it: the preloads, its context, and its bootstrap module.
const prerendered = `<html><head><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/></head><body><p>Text</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`;

const moduleScript = (html: string) =>
  html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

type Callback = (...args: never[]) => void;
type Entries = { getEntriesByName: (name: string) => object[] };

/**
 * Runs the rewritten bootstrap against a stand-in for the browser, which records in order the preloads
 * it adds and the modules it imports, and lets the test deliver paint entries and the next frame.
 */
function runBootstrap(html: string, { paintTiming = true } = {}) {
  const requests: string[] = [];
  const window: Record<string, unknown> = {};
  let onPaint: ((list: Entries, observer: object) => void) | undefined;
  let onFrame: Callback | undefined;
  function PerformanceObserver(this: object, callback: typeof onPaint) {
    Object.assign(this, {
      observe: () => (onPaint = callback),
      disconnect: () => (onPaint = undefined),
    });
  }
  PerformanceObserver.supportedEntryTypes = paintTiming ? ["paint"] : [];
  const browser = {
    window,
    PerformanceObserver,
    document: {
      createElement: () => ({}),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          requests.push(`${link.rel} ${link.href}`),
      },
    },
    requestAnimationFrame: (callback: Callback) => (onFrame = callback),
    setTimeout: (callback: () => void) => callback(),
    // The stand-in for import(): the bootstrap's routes are set, or not, when the entry is asked for.
    load: (href: string) => {
      requests.push(`import ${href}`);
      if (href.includes("entry"))
        requests.push(`routes set: ${"__reactRouterRouteModules" in window}`);
      return Promise.resolve({ href });
    },
  };
  const code = moduleScript(html).replaceAll("import(", "load(");
  new Function(...Object.keys(browser), code)(...Object.values(browser));
  const paint = (name: string) =>
    onPaint?.(
      { getEntriesByName: (asked) => (asked === name ? [{}] : []) },
      { disconnect: () => (onPaint = undefined) },
    );
  return { requests, window, paint, frame: () => onFrame?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("startAfterPaint", () => {
  it("takes the preload links and static imports out of the page", () => {
    const html = startAfterPaint(prerendered, "index.html");
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(moduleScript(html)).not.toMatch(/^\s*import /m);
    expect(html).toContain("<p>Text</p>");
  });

  it("asks for no script before the first contentful paint, then preloads them all and hydrates with the page's routes", async () => {
    const page = runBootstrap(startAfterPaint(prerendered, "index.html"));
    page.paint("first-paint");
    await settle();
    expect(page.requests).toEqual([]);

    page.paint("first-contentful-paint");
    await settle();
    expect(page.requests).toEqual([
      "modulepreload /assets/manifest.js",
      "modulepreload /assets/entry.client.js",
      "modulepreload /assets/root.js",
      "modulepreload /assets/home.js",
      "import /assets/manifest.js",
      "import /assets/root.js",
      "import /assets/home.js",
      "import /assets/entry.client.js",
      "routes set: true",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      "routes/home": { href: "/assets/home.js" },
    });
  });

  it("waits for the next frame where the browser does not time paints", async () => {
    const page = runBootstrap(startAfterPaint(prerendered, "index.html"), {
      paintTiming: false,
    });
    await settle();
    expect(page.requests).toEqual([]);
    page.frame();
    await settle();
    expect(page.requests).toContain("import /assets/entry.client.js");
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const offline = "<html><body><p>Offline</p></body></html>";
    expect(startAfterPaint(offline, "offline.html")).toBe(offline);
  });

  it("stops the build, naming the page, when React Router's bootstrap is not what it expects", () => {
    const changed = prerendered.replace(
      'type="module" async=""',
      'type="module"',
    );
    expect(() => startAfterPaint(changed, "index.html")).toThrow(
      /^index\.html: React Router's bootstrap .* is not where startAfterPaint expects it$/,
    );
  });
});

describe("the built pages", () => {
  it.each(hydratedFiles)(
    "%s asks for its scripts after its first paint",
    (file) => {
      const html = readBuilt(file);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(moduleScript(html)).toContain(
        'getEntriesByName("first-contentful-paint")',
      );
      expect(moduleScript(html)).toMatch(
        /import\("\/assets\/entry\.client-[\w-]+\.js"\)/,
      );
    },
  );
});
