// `npm run bench`: builds, serves the build as `npm start` does, runs Lighthouse on every prerendered page
// (mobile preset 5 times, desktop once), prints a table of medians and saves it with every report in bench-results/.
// Options: --runs=N mobile runs per route (default 5); --no-build measures the build that is there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, release, type } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumPath } from "./browser.mjs";
import { bytesPerKB, findRoutes } from "./budgets.mjs";

const args = process.argv.slice(2);
const mobileRuns = Number(
  args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5,
);
if (!Number.isInteger(mobileRuns) || mobileRuns < 1)
  throw new Error("--runs takes a whole number of runs, 1 or more");
const build = !args.includes("--no-build");
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
    ["lcp", (value) => value <= 1500, "≤ 1500 ms"],
    ["tbt", (value) => value <= 50, "≤ 50 ms"],
    ["cls", (value) => value <= 0.01, "≤ 0.01"],
  ],
};

/** Everything this script started, so that it can be stopped on any way out. */
const running = { server: undefined, chrome: undefined };
/** The browser's full version, from its DevTools endpoint: the user agent string only says "156.0.0.0". */
let browserVersion;

const isRunning = (child) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

function stopAll() {
  running.chrome?.kill();
  running.chrome = undefined;
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
    return result.lhr;
  } finally {
    running.chrome?.kill();
    running.chrome = undefined;
  }
}

/**
 * One report, saved as <file>.json. A run that Lighthouse could not finish, or that lost the server
 * (on a shared, loaded machine another process may stop it), is kept as <file>-failed-<attempt>.json
 * and tried again, with the server started again if need be, up to three times in all.
 */
async function measure(url, preset, file, port) {
  for (let attempt = 1; ; attempt += 1) {
    await ensureServer(port);
    const lhr = await runLighthouse(url, preset);
    // A report taken while the server was being stopped is not kept either.
    if (!lhr.runtimeError && isRunning(running.server)) {
      await writeFile(`${file}.json`, JSON.stringify(lhr));
      return lhr;
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

function targetMisses(rows) {
  const misses = [];
  for (const { route, preset, median: m } of rows)
    for (const [id, meets, label] of targets[preset] ?? []) {
      const value = m.scores[id] ?? m[id];
      if (!meets(value))
        misses.push(
          `${route} ${preset}: ${id} ${["lcp", "tbt"].includes(id) ? `${Math.round(value)} ms` : id === "cls" ? value.toFixed(3) : value} (target ${label})`,
        );
    }
  return misses;
}

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

  const port = await freePort(Number(process.env.PORT ?? 4300));
  await ensureServer(port);
  const base = serverUrl(port);
  console.log(`Serving ${clientDir} at ${base}; routes: ${routes.join(", ")}`);

  const started = new Date();
  const load = { start: loadavg()[0].toFixed(1) };
  const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const outDir = join("bench-results", stamp);
  await mkdir(join(outDir, "lighthouse"), { recursive: true });

  const rows = [];
  for (const preset of presets) {
    const runsByRoute = new Map(routes.map((route) => [route, []]));
    // Routes take turns, so that a slow moment of the machine does not land on one route only.
    for (let run = 1; run <= preset.runs; run += 1)
      for (const route of routes) {
        const url = new URL(route, base).href;
        const name = `${preset.name}-${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${run}`;
        const lhr = await measure(
          url,
          preset,
          join(outDir, "lighthouse", name),
          port,
        );
        const summary = summarise(lhr, base);
        runsByRoute.get(route).push(summary);
        console.log(
          `${preset.name} ${run}/${preset.runs} ${route}: performance ${summary.scores.performance}, LCP ${seconds(summary.lcp)}, TBT ${Math.round(summary.tbt)} ms`,
        );
      }
    for (const [route, runs] of runsByRoute)
      rows.push({ route, preset: preset.name, runs, median: medians(runs) });
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
  const failing = rows
    .map(({ route, preset, runs }) => {
      const audits = [...new Set(runs.flatMap((run) => run.failingAudits))];
      return audits.length
        ? `- ${route} ${preset}: ${audits.join(", ")}`
        : null;
    })
    .filter(Boolean);
  const misses = targetMisses(rows);
  const throttling = (preset) => {
    const settings = rows.find((row) => row.preset === preset)?.runs[0]
      ?.throttling;
    return settings
      ? `${settings.rttMs} ms RTT, ${(settings.throughputKbps / 1024).toFixed(1)} Mbps, ${settings.cpuSlowdownMultiplier}× CPU`
      : "not run";
  };
  const notes = [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${osName()}, ${browserVersion ?? "Chromium (version unknown)"}, Lighthouse ${allRuns[0]?.lighthouseVersion}, Node ${process.versions.node}; load average ${load.start} at the start, ${loadavg()[0].toFixed(1)} at the end; Lighthouse CPU benchmark index ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))}.`,
    `Medians per column of ${mobileRuns} mobile run${mobileRuns === 1 ? "" : "s"} (${throttling("mobile")}) and 1 desktop run (${throttling("desktop")}) per route, simulated throttling. Bytes are transferred bytes (brotli, as scripts/serve.mjs sends them), in KB of 1024 bytes.`,
    blocked.length
      ? `Requests to other hosts fail here (offline), so they are in none of the bytes, request counts or timings: ${blocked.join("; ")}.`
      : "No page asked for anything from another host.",
  ];
  const markdown = [
    table(rows),
    "",
    ...notes,
    "",
    misses.length
      ? `Targets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`
      : "Every mobile target met.",
    "",
    failing.length
      ? `Audits below full score (in any run):\n${failing.join("\n")}`
      : "No scored audit below full score.",
  ].join("\n");

  await writeFile(join(outDir, "table.md"), `${markdown}\n`);
  await writeFile(
    join(outDir, "summary.json"),
    JSON.stringify({ started, routes, notes, misses, rows }, null, 2),
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
