// `npm run bench`: builds, serves the build as `npm start` does, runs Lighthouse on every prerendered page
// (mobile preset 5 times, desktop once, then once with DevTools throttling), clicks the four-page journey by
// the nav with and without intent prefetch, prints the tables and saves them with every report in bench-results/.
// Options: --runs=N mobile runs per route (default 5); --no-build measures the build that is there;
// --journey-only runs the journey and no Lighthouse.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, release, type } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { chromiumArgs, chromiumPath } from "./browser.mjs";
import { bytesPerKB, findRoutes } from "./budgets.mjs";

const args = process.argv.slice(2);
const mobileRuns = Number(
  args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5,
);
if (!Number.isInteger(mobileRuns) || mobileRuns < 1)
  throw new Error("--runs takes a whole number of runs, 1 or more");
const build = !args.includes("--no-build");
const journeyOnly = args.includes("--journey-only");
const host = "127.0.0.1";
const serverUrl = (port) => `http://${host}:${port}/`;
const clientDir = "build/client";

// The pages ask nothing of other hosts; should one ever do so, the request fails at once instead of
// waiting on DNS, and the table's notes name it.
const chromeFlags = [
  ...chromiumArgs,
  "--headless=new",
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}, EXCLUDE localhost`,
];

const presets = [
  { name: "mobile", runs: mobileRuns, config: undefined },
  { name: "desktop", runs: 1, config: desktopConfig },
];
const categories = [
  ["performance", "Perf"],
  ["accessibility", "A11y"],
  ["best-practices", "BP"],
  ["seo", "SEO"],
];
const byteTypes = [
  ["document", "Doc"],
  ["script", "JS"],
  ["stylesheet", "CSS"],
  ["font", "Font"],
  ["image", "Img"],
  ["total", "Total"],
];
const targets = {
  mobile: [
    ["performance", (value) => value >= 98, "≥ 98"],
    ["accessibility", (value) => value === 100, "= 100"],
    ["best-practices", (value) => value === 100, "= 100"],
    ["seo", (value) => value === 100, "= 100"],
    ["fcp", (value) => value <= 1000, "≤ 1000 ms"],
    ["tbt", (value) => value <= 50, "≤ 50 ms"],
    // CLS 0, as Lighthouse rounds it: three decimals.
    ["cls", (value) => value <= 0.001, "0 (≤ 0.001)"],
  ],
};

// Lighthouse's mobile preset with the throttling applied to the page as it loads (observed timings),
// so that the trace shows when the text paints against when the script runs.
const devtoolsThrottlingConfig = {
  extends: "lighthouse:default",
  settings: { throttlingMethod: "devtools", onlyCategories: ["performance"] },
};

// The journey: each step clicks the named item of the main navigation. At desktop width the items are
// inline; on a phone they sit behind the "Menu" button.
const journeySteps = [
  { path: "/", link: undefined },
  { path: "/event", link: "Events & Initiatives" },
  { path: "/our-team", link: "Our Team" },
  { path: "/chapters", link: "Chapters" },
];
const journeyViewport = { width: 1280, height: 800 };
// Network silence that ends a step; intent prefetch starts 100 ms after the pointer arrives.
const quietMs = 500;

/** Everything this script started, so that it can be stopped on any way out. */
const running = { server: undefined, chrome: undefined, browser: undefined };
/** The browser's full version, from its DevTools endpoint: the user agent string only says "156.0.0.0". */
let browserVersion;

const isRunning = (child) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

function stopAll() {
  running.chrome?.kill();
  running.chrome = undefined;
  running.browser?.close().catch(() => {});
  running.browser = undefined;
  if (isRunning(running.server)) running.server.kill();
  running.server = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)));
    probe.listen(port, host);
  });
}

async function freePort(first) {
  for (let port = first; port < first + 100; port += 1)
    if (await isFree(port)) return port;
  throw new Error(`No free port from ${first} to ${first + 99}`);
}

/**
 * Starts scripts/serve.mjs on that port (it compresses every file before it answers); when something
 * else on the machine has stopped it, starts it again.
 */
async function ensureServer(port) {
  if (isRunning(running.server)) return;
  if (running.server)
    console.log(
      `The server stopped (${running.server.signalCode ?? `code ${running.server.exitCode}`}); starting it again.`,
    );
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.server = server;
  const url = serverUrl(port);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!isRunning(server))
      throw new Error(
        `The server stopped (${server.signalCode ?? `code ${server.exitCode}`})`,
      );
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** One Lighthouse run in a fresh Chromium, so that no run inherits another's caches or processes. */
async function runLighthouse(url, preset) {
  running.chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags,
    handleSIGINT: false,
  });
  try {
    browserVersion ??= await fetch(
      `http://127.0.0.1:${running.chrome.port}/json/version`,
    )
      .then((response) => response.json())
      .then(({ Browser }) =>
        Browser.replace(
          /^(Headless)?Chrome\//,
          /chromium/i.test(chromiumPath ?? "") ? "Chromium " : "Chrome ",
        ),
      )
      .catch(() => undefined);
    const result = await lighthouse(
      url,
      {
        port: running.chrome.port,
        output: "json",
        logLevel: "error",
      },
      preset.config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    running.chrome?.kill();
    running.chrome = undefined;
  }
}

/**
 * One report, saved as <file>.json, returned with the artifacts it was computed from. A run that Lighthouse could not finish, or that lost the server
 * (on a shared, loaded machine another process may stop it), is kept as <file>-failed-<attempt>.json
 * and tried again, with the server started again if need be, up to three times in all.
 */
async function measure(url, preset, file, port) {
  for (let attempt = 1; ; attempt += 1) {
    await ensureServer(port);
    const { lhr, artifacts } = await runLighthouse(url, preset);
    // A report taken while the server was being stopped is not kept either.
    if (!lhr.runtimeError && isRunning(running.server)) {
      await writeFile(`${file}.json`, JSON.stringify(lhr));
      return { lhr, artifacts };
    }
    await writeFile(`${file}-failed-${attempt}.json`, JSON.stringify(lhr));
    const error = lhr.runtimeError
      ? `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      : `${url}: the server stopped during the run`;
    if (attempt === 3) throw new Error(error);
    console.log(`${error} (attempt ${attempt} of 3, trying again)`);
  }
}

/** The numbers the table shows, from one report. */
function summarise(lhr, base) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const resources = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [
      item.resourceType,
      item,
    ]),
  );
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const blocked = requests
    .filter(
      (request) =>
        /^https?:/.test(request.url) && !request.url.startsWith(base),
    )
    .map((request) => request.url);
  const failing = [];
  for (const [id] of categories)
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // The metrics are in the table already.
      if (ref.group === "metrics" || ref.weight === 0) continue;
      if (audit && audit.score !== null && audit.score < 1)
        failing.push(`${ref.id} (${audit.score})`);
    }
  return {
    scores: Object.fromEntries(
      categories.map(([id]) => [
        id,
        Math.round((lhr.categories[id]?.score ?? 0) * 100),
      ]),
    ),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    si: numeric("speed-index"),
    bytes: Object.fromEntries(
      byteTypes.map(([id]) => [id, resources[id]?.transferSize ?? 0]),
    ),
    // Blocked requests are counted by Lighthouse but never reach the network.
    requests: (resources.total?.requestCount ?? 0) - blocked.length,
    otherHosts: blocked,
    // Lighthouse's simulation puts every script fetched at High priority (module scripts and modulepreload
    // are) before the first paint, so these bytes weigh on the simulated FCP and LCP.
    highPriorityScripts: requests
      .filter(
        (request) =>
          request.resourceType === "Script" &&
          ["High", "VeryHigh"].includes(request.priority),
      )
      .reduce(
        (sum, request) => ({
          files: sum.files + 1,
          bytes: sum.bytes + (request.transferSize ?? 0),
        }),
        { files: 0, bytes: 0 },
      ),
    failingAudits: failing,
    throttling: lhr.configSettings.throttling,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

function medians(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      categories.map(([id]) => [id, of((run) => run.scores[id])]),
    ),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    si: of((run) => run.si),
    bytes: Object.fromEntries(
      byteTypes.map(([id]) => [id, of((run) => run.bytes[id])]),
    ),
    requests: of((run) => run.requests),
  };
}

const seconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes) => (bytes / bytesPerKB).toFixed(1);

function table(rows) {
  const header = [
    "Route",
    "Preset",
    ...categories.map(([, label]) => label),
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "SI",
    ...byteTypes.map(([, label]) => `${label} KB`),
    "Requests",
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, index) => (index < 2 ? " --- " : " ---: ")).join("|")}|`,
  ];
  for (const { route, preset, runs, median: m } of rows)
    lines.push(
      `| ${[
        route,
        `${preset} ×${runs.length}`,
        ...categories.map(([id]) => m.scores[id]),
        seconds(m.fcp),
        seconds(m.lcp),
        `${Math.round(m.tbt)} ms`,
        m.cls.toFixed(3),
        seconds(m.si),
        ...byteTypes.map(([id]) => kb(m.bytes[id])),
        m.requests,
      ].join(" | ")} |`,
    );
  return lines.join("\n");
}

/** unlisted: routes kept out of search engines on purpose (noindex), which the SEO score counts against. */
function targetMisses(rows, unlisted) {
  const misses = [];
  for (const { route, preset, median: m } of rows)
    for (const [id, meets, label] of targets[preset] ?? []) {
      if (id === "seo" && unlisted.has(route)) continue;
      const value = m.scores[id] ?? m[id];
      if (!meets(value))
        misses.push(
          `${route} ${preset}: ${id} ${["fcp", "tbt"].includes(id) ? `${Math.round(value)} ms` : id === "cls" ? value.toFixed(3) : value} (target ${label})`,
        );
    }
  return misses;
}

/**
 * Every request the page makes, from the DevTools protocol, tagged with the journey step and phase
 * ("load", "hover" or "click") it happened in. Bytes are Chromium's encodedDataLength: the response
 * headers and the encoded body as received.
 */
function recordNetwork(cdp) {
  const recorder = {
    step: 0,
    phase: "load",
    requests: new Map(),
    lastEvent: 0,
  };
  const entry = (requestId) => recorder.requests.get(requestId);
  const touch = () => {
    recorder.lastEvent = Date.now();
  };
  cdp.on(
    "Network.requestWillBeSent",
    ({ requestId, request, redirectResponse }) => {
      touch();
      const known = entry(requestId);
      // A redirect keeps its request id; its response is a request of its own on the wire.
      if (known && redirectResponse) {
        known.redirects += 1;
        known.bytes += redirectResponse.encodedDataLength ?? 0;
        return;
      }
      if (known || !/^https?:/.test(request.url)) return;
      recorder.requests.set(requestId, {
        url: request.url,
        step: recorder.step,
        phase: recorder.phase,
        bytes: 0,
        redirects: 0,
        status: undefined,
        fromCache: false,
        done: false,
      });
    },
  );
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    if (entry(requestId)) entry(requestId).fromCache = true;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    touch();
    const known = entry(requestId);
    if (!known) return;
    known.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache)
      known.fromCache = true;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    touch();
    const known = entry(requestId);
    if (!known) return;
    known.bytes += encodedDataLength;
    known.done = true;
  });
  cdp.on("Network.loadingFailed", ({ requestId, errorText, canceled }) => {
    touch();
    const known = entry(requestId);
    if (!known) return;
    known.failed = canceled ? "canceled" : errorText;
    known.done = true;
  });
  return recorder;
}

/** Waits until no request is open and none has started or ended for quietMs. */
async function waitForQuiet(recorder, timeoutMs = 20_000) {
  const started = Date.now();
  recorder.lastEvent = Math.max(recorder.lastEvent, started);
  while (Date.now() - started < timeoutMs) {
    const open = [...recorder.requests.values()].some(
      (request) => !request.done,
    );
    if (!open && Date.now() - recorder.lastEvent >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The network did not settle within ${timeoutMs / 1000} s`);
}

/** Bytes and requests that went over the network (not served from a cache) among these requests. */
function networkTotals(requests) {
  const sent = requests.filter((request) => !request.fromCache);
  return {
    bytes: sent.reduce((sum, request) => sum + request.bytes, 0),
    requests: sent.reduce((sum, request) => sum + 1 + request.redirects, 0),
    fromCache: requests.length - sent.length,
  };
}

/**
 * The four-page journey in a fresh browser and profile: loads "/", waits for React to take over the
 * header, then clicks each nav item in turn. With hover, the pointer rests on the item until intent
 * prefetch has finished before it clicks; without, the click comes with no pointer movement at all.
 */
async function runJourney(base, { hover }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromeFlags.filter((flag) => !flag.startsWith("--headless")),
  });
  running.browser = browser;
  browserVersion ??= `Chromium ${browser.version()}`;
  try {
    const context = await browser.newContext({ viewport: journeyViewport });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    const recorder = recordNetwork(cdp);
    await cdp.send("Network.enable");

    const steps = [];
    for (const [index, { path, link }] of journeySteps.entries()) {
      recorder.step = index;
      if (link === undefined) {
        recorder.phase = "load";
        await page.goto(new URL(path, base).href, { waitUntil: "load" });
        // The header swaps its no-JavaScript disclosure for a React button once the page has hydrated.
        await page
          .locator("header nav button[aria-expanded]")
          .waitFor({ state: "attached", timeout: 20_000 });
        await waitForQuiet(recorder);
        await page.evaluate(() => {
          window.benchJourneyMarker = true;
        });
      } else {
        const item = page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: link, exact: true });
        if (hover) {
          recorder.phase = "hover";
          await item.hover();
          await waitForQuiet(recorder);
        }
        recorder.phase = "click";
        if (hover) await item.click();
        else await item.evaluate((element) => element.click());
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await waitForQuiet(recorder);
      }
      const requests = [...recorder.requests.values()].filter(
        (request) => request.step === index,
      );
      steps.push({
        path,
        link: link ?? null,
        ...networkTotals(requests),
        hover: networkTotals(
          requests.filter((request) => request.phase === "hover"),
        ),
        sameDocument: await page.evaluate(
          () => window.benchJourneyMarker === true,
        ),
        files: requests.map(
          ({ url, phase, bytes, status, fromCache, failed }) => ({
            url: url.startsWith(base) ? `/${url.slice(base.length)}` : url,
            phase,
            bytes,
            status: status ?? null,
            fromCache,
            ...(failed ? { failed } : {}),
          }),
        ),
      });
    }
    const all = [...recorder.requests.values()];
    return {
      hover,
      steps,
      ...networkTotals(all),
      otherHosts: all
        .filter((request) => !request.url.startsWith(base))
        .map((request) => request.url),
      sameDocument: steps.every((step) => step.sameDocument),
      errors,
    };
  } finally {
    await browser.close();
    running.browser = undefined;
  }
}

function journeyTable(journeys) {
  const header = [
    "Step",
    ...journeys.flatMap(({ hover }) => {
      const label = hover ? "hover, then click" : "click, no hover";
      return [`KB (${label})`, `Requests (${label})`];
    }),
    "Same document",
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, index) => (index === 0 || index === header.length - 1 ? " --- " : " ---: ")).join("|")}|`,
  ];
  const cells = (step) => {
    const part = step.hover.requests
      ? ` (${kb(step.hover.bytes)} on hover)`
      : "";
    return [`${kb(step.bytes)}${part}`, step.requests];
  };
  for (const [index, { path, link }] of journeySteps.entries())
    lines.push(
      `| ${[
        link === undefined ? `load ${path}` : `→ ${path} ("${link}")`,
        ...journeys.flatMap((journey) => cells(journey.steps[index])),
        journeys.every((journey) => journey.steps[index].sameDocument)
          ? "yes"
          : "no",
      ].join(" | ")} |`,
    );
  lines.push(
    `| ${[
      "**All**",
      ...journeys.flatMap((journey) => [
        `**${kb(journey.bytes)}**`,
        `**${journey.requests}**`,
      ]),
      journeys.every((journey) => journey.sameDocument) ? "yes" : "no",
    ].join(" | ")} |`,
  );
  return lines.join("\n");
}

function journeyMisses(journeys, budget) {
  const misses = [];
  for (const journey of journeys) {
    const label = `journey (${journey.hover ? "hover, then click" : "click, no hover"})`;
    if (journey.bytes > budget * bytesPerKB)
      misses.push(`${label}: ${kb(journey.bytes)} KB (target ≤ ${budget} KB)`);
    const reloaded = journey.steps.filter((step) => !step.sameDocument);
    if (reloaded.length)
      misses.push(
        `${label}: full reload on ${reloaded.map((step) => step.path).join(", ")} (target: the same document throughout)`,
      );
    if (journey.errors.length)
      misses.push(`${label}: page errors: ${journey.errors.join("; ")}`);
  }
  return misses;
}

/**
 * When the site's script runs on the main thread, from a DevTools-throttled run's trace: top-level tasks
 * attributed to the site's JavaScript files (compiling, evaluating, hydrating), in ms from navigation start.
 */
function scriptTimeline(trace, base) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const scripting = (task) =>
    (["scriptEvaluation", "scriptParseCompile"].includes(task.group.id)
      ? task.selfTime
      : 0) + task.children.reduce((sum, child) => sum + scripting(child), 0);
  const siteTasks = tasks
    .filter((task) => !task.parent && task.startTime >= 0)
    // Inline scripts and Lighthouse's own evaluations are attributed to the page; the site's
    // JavaScript files are not.
    .filter((task) =>
      task.attributableURLs.some(
        (url) => url.startsWith(base) && new URL(url).pathname.endsWith(".js"),
      ),
    )
    .map((task) => ({ ...task, scripting: scripting(task) }))
    .filter((task) => task.scripting > 0);
  if (siteTasks.length === 0) return null;
  return {
    firstStart: siteTasks[0].startTime,
    lastEnd: Math.max(...siteTasks.map((task) => task.endTime)),
    scripting: siteTasks.reduce((sum, task) => sum + task.scripting, 0),
    longestTask: Math.max(...siteTasks.map((task) => task.duration)),
    tasks: siteTasks.length,
  };
}

/** The numbers of one DevTools-throttled run: observed paints against the site's script. */
function summariseDevtools(lhr, artifacts, base) {
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const scriptTotals = (lhr.audits["bootup-time"]?.details?.items ?? [])
    .filter((item) => item.url.startsWith(base))
    .reduce(
      (sum, item) => ({
        total: sum.total + item.total,
        scripting: sum.scripting + item.scripting,
        parse: sum.parse + item.scriptParseCompile,
      }),
      { total: 0, scripting: 0, parse: 0 },
    );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: observed.observedFirstContentfulPaint ?? null,
    lcp: observed.observedLargestContentfulPaint ?? null,
    domContentLoaded: observed.observedDomContentLoaded ?? null,
    load: observed.observedLoad ?? null,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    bootup: scriptTotals,
    script: artifacts.Trace ? scriptTimeline(artifacts.Trace, base) : null,
    throttling: lhr.configSettings.throttling,
  };
}

function devtoolsTable(rows) {
  const ms = (value) =>
    value === null || value === undefined ? "–" : `${Math.round(value)} ms`;
  const header = [
    "Route",
    "FCP",
    "LCP",
    "Script starts",
    "Script done",
    "Script main thread",
    "Longest task",
    "TBT",
    "Load",
    "Text (LCP) paints",
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, index) => (index === 0 || index === header.length - 1 ? " --- " : " ---: ")).join("|")}|`,
  ];
  for (const { route, run } of rows)
    lines.push(
      `| ${[
        route,
        ms(run.fcp),
        ms(run.lcp),
        ms(run.script?.firstStart),
        ms(run.script?.lastEnd),
        ms(run.script?.scripting),
        ms(run.script?.longestTask),
        ms(run.tbt),
        ms(run.load),
        run.script && run.lcp !== null
          ? run.lcp <= run.script.firstStart
            ? "before any script runs"
            : run.lcp <= run.script.lastEnd
              ? "while the script loads and runs"
              : "after the script has run"
          : "–",
      ].join(" | ")} |`,
    );
  return lines.join("\n");
}

const routeName = (route) =>
  route === "/" ? "home" : route.slice(1).replaceAll("/", "-");

function osName() {
  const pretty = existsSync("/etc/os-release")
    ? /^PRETTY_NAME="?([^"\n]*)"?/m.exec(
        readFileSync("/etc/os-release", "utf8"),
      )?.[1]
    : undefined;
  return pretty ?? `${type()} ${release()}`;
}

async function main() {
  if (build) {
    const result = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    if (result.status !== 0) throw new Error("The build failed");
  }
  const routes = await findRoutes(clientDir);
  if (routes.length === 0)
    throw new Error(`No prerendered pages in ${clientDir}`);
  const unlisted = new Set(
    routes.filter((route) =>
      /<meta name="robots" content="noindex"/.test(
        readFileSync(join(clientDir, route, "index.html"), "utf8"),
      ),
    ),
  );
  const journeyBudget = JSON.parse(readFileSync("budgets.json", "utf8")).journey
    ?.total;
  if (typeof journeyBudget !== "number")
    throw new Error("budgets.json has no journey.total");

  const port = await freePort(Number(process.env.PORT ?? 4300));
  await ensureServer(port);
  const base = serverUrl(port);
  console.log(`Serving ${clientDir} at ${base}; routes: ${routes.join(", ")}`);

  const started = new Date();
  const load = { start: loadavg()[0].toFixed(1) };
  const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const outDir = join("bench-results", stamp);
  await mkdir(join(outDir, "lighthouse"), { recursive: true });

  const journeys = [];
  for (const hover of [true, false]) {
    await ensureServer(port);
    const journey = await runJourney(base, { hover });
    journeys.push(journey);
    console.log(
      `journey (${hover ? "hover, then click" : "click, no hover"}): ${kb(journey.bytes)} KB in ${journey.requests} requests, ${journey.sameDocument ? "one document throughout" : "reloaded"}`,
    );
  }

  const rows = [];
  const devtoolsRows = [];
  if (!journeyOnly) {
    for (const preset of presets) {
      const runsByRoute = new Map(routes.map((route) => [route, []]));
      // Routes take turns, so that a slow moment of the machine does not land on one route only.
      for (let run = 1; run <= preset.runs; run += 1)
        for (const route of routes) {
          const url = new URL(route, base).href;
          const name = `${preset.name}-${routeName(route)}-${run}`;
          const { lhr } = await measure(
            url,
            preset,
            join(outDir, "lighthouse", name),
            port,
          );
          const summary = summarise(lhr, base);
          runsByRoute.get(route).push(summary);
          console.log(
            `${preset.name} ${run}/${preset.runs} ${route}: performance ${summary.scores.performance}, FCP ${seconds(summary.fcp)}, TBT ${Math.round(summary.tbt)} ms`,
          );
        }
      for (const [route, runs] of runsByRoute)
        rows.push({ route, preset: preset.name, runs, median: medians(runs) });
    }
    for (const route of routes) {
      const { lhr, artifacts } = await measure(
        new URL(route, base).href,
        { name: "devtools", config: devtoolsThrottlingConfig },
        join(outDir, "lighthouse", `mobile-devtools-${routeName(route)}`),
        port,
      );
      const run = summariseDevtools(lhr, artifacts, base);
      devtoolsRows.push({ route, run });
      console.log(
        `mobile, DevTools throttling ${route}: FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, script ${seconds(run.script?.firstStart ?? null)} to ${seconds(run.script?.lastEnd ?? null)}`,
      );
    }
  }

  const allRuns = rows.flatMap((row) => row.runs);
  const blocked = rows
    .filter(({ preset }) => preset === "mobile")
    .map(({ route, runs }) => {
      const urls = new Set(runs.flatMap((run) => run.otherHosts));
      const hosts = [...new Set([...urls].map((url) => new URL(url).host))];
      return urls.size
        ? `${route} asked for ${urls.size} file${urls.size === 1 ? "" : "s"} from ${hosts.join(", ")}`
        : null;
    })
    .filter(Boolean);
  const journeyOtherHosts = [
    ...new Set(journeys.flatMap((journey) => journey.otherHosts)),
  ];
  if (journeyOtherHosts.length)
    blocked.push(`the journey asked for ${journeyOtherHosts.join(", ")}`);
  const failing = rows
    .map(({ route, preset, runs }) => {
      const audits = [...new Set(runs.flatMap((run) => run.failingAudits))];
      return audits.length
        ? `- ${route} ${preset}: ${audits.join(", ")}`
        : null;
    })
    .filter(Boolean);
  const misses = [
    ...targetMisses(rows, unlisted),
    ...journeyMisses(journeys, journeyBudget),
  ];
  const throttling = (preset) => {
    const settings = rows.find((row) => row.preset === preset)?.runs[0]
      ?.throttling;
    return settings
      ? `${settings.rttMs} ms RTT, ${(settings.throughputKbps / 1024).toFixed(1)} Mbps, ${settings.cpuSlowdownMultiplier}× CPU`
      : "not run";
  };
  const devtoolsThrottling = devtoolsRows[0]?.run.throttling;
  const [withHover, withoutHover] = journeys;
  const prefetchDifference = withHover.bytes - withoutHover.bytes;
  const notes = [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${osName()}, ${browserVersion ?? "Chromium"}${allRuns.length ? `, Lighthouse ${allRuns[0].lighthouseVersion}` : ""}, Node ${process.versions.node}; load average ${load.start} at the start, ${loadavg()[0].toFixed(1)} at the end${allRuns.length ? `; Lighthouse CPU benchmark index ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))}` : ""}.`,
    ...(journeyOnly
      ? []
      : [
          `Medians per column of ${mobileRuns} mobile run${mobileRuns === 1 ? "" : "s"} (${throttling("mobile")}) and 1 desktop run (${throttling("desktop")}) per route, simulated throttling. Bytes are transferred bytes (brotli, as scripts/serve.mjs sends them), in KB of 1024 bytes.`,
        ]),
    ...(journeyOnly
      ? []
      : [
          `Scripts at High priority, which Lighthouse's simulation counts as render-blocking (so in the simulated FCP and LCP): ${rows
            .filter(({ preset }) => preset === "mobile")
            .map(({ route, runs }) => {
              const { files, bytes } = runs[0].highPriorityScripts;
              return `${route} ${files} files, ${kb(bytes)} KB`;
            })
            .join("; ")}.`,
        ]),
    blocked.length
      ? `Requests to other hosts fail here (offline), so they are in none of the bytes, request counts or timings: ${blocked.join("; ")}.`
      : "No page asked for anything from another host.",
    ...(unlisted.size
      ? [
          `Kept out of search engines on purpose (noindex), so their SEO score is no target: ${[...unlisted].join(", ")}.`,
        ]
      : []),
  ];
  const journeyNotes = [
    `A fresh browser profile at ${journeyViewport.width}×${journeyViewport.height} (the nav inline), no throttling: load / and wait for hydration, then click the nav item of each next page and wait for ${quietMs} ms without network activity. Bytes are everything received (response headers and encoded bodies, from the DevTools protocol), in KB of 1024 bytes; requests served from the browser's caches are not counted. "Same document" means a marker set on window before the first click was still there after the step.`,
    `With the pointer resting on each item before the click (intent prefetch), the journey transfers ${kb(withHover.bytes)} KB in ${withHover.requests} requests; with clicks that come with no hover, ${kb(withoutHover.bytes)} KB in ${withoutHover.requests} requests: prefetch ${prefetchDifference === 0 ? "costs nothing extra" : prefetchDifference > 0 ? `costs ${kb(prefetchDifference)} KB more` : `saves ${kb(-prefetchDifference)} KB`} and moves ${kb(withHover.steps.reduce((sum, step) => sum + step.hover.bytes, 0))} KB before the clicks. Budget (budgets.json journey.total): ${journeyBudget} KB.`,
  ];
  const devtoolsNotes = devtoolsThrottling
    ? [
        `One mobile run per route with DevTools (applied) throttling: ${devtoolsThrottling.requestLatencyMs} ms request latency, ${(devtoolsThrottling.downloadThroughputKbps / 1024).toFixed(1)} Mbps down, ${devtoolsThrottling.cpuSlowdownMultiplier}× CPU; observed timings in ms from navigation start. "Script" is the main-thread tasks attributed to the site's JavaScript files (React, React Router and the app: compile, evaluation, hydration): when the first starts, when the last ends, their script evaluation and compile time and the longest of them.`,
      ]
    : [];
  const markdown = [
    ...(journeyOnly ? [] : ["## Lighthouse", "", table(rows), ""]),
    ...notes,
    "",
    "## Four-page journey by the nav",
    "",
    journeyTable(journeys),
    "",
    ...journeyNotes,
    ...(devtoolsRows.length
      ? [
          "",
          "## Mobile with DevTools throttling: paint against script",
          "",
          devtoolsTable(devtoolsRows),
          "",
          ...devtoolsNotes,
        ]
      : []),
    "",
    misses.length
      ? `Targets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`
      : journeyOnly
        ? "Every journey target met."
        : "Every mobile and journey target met.",
    ...(journeyOnly
      ? []
      : [
          "",
          failing.length
            ? `Audits below full score (in any run):\n${failing.join("\n")}`
            : "No scored audit below full score.",
        ]),
  ].join("\n");

  await writeFile(join(outDir, "table.md"), `${markdown}\n`);
  await writeFile(
    join(outDir, "summary.json"),
    JSON.stringify(
      {
        started,
        routes,
        notes: [...notes, ...journeyNotes, ...devtoolsNotes],
        misses,
        rows,
        journey: { budgetKB: journeyBudget, runs: journeys },
        devtools: devtoolsRows,
      },
      null,
      2,
    ),
  );
  console.log(`\n${markdown}\n\nReports and table: ${outDir}/`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
}
