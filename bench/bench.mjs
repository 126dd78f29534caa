// `npm run bench`: Lighthouse CI on every prerendered page (the mobile preset N times, asserted against
// lighthouserc.yml, and the desktop preset once), then Lighthouse user flows (flows.mjs). Prints Markdown
// tables and keeps them, with every report, in bench-results/<date-time>/. Options: --runs=N mobile runs
// per page (default 5); --no-build measures the build that is there; --journey-only runs the journey alone.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import * as fs from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";

const here = import.meta.dirname;
const root = join(here, "..");
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const run = (command, args, cwd = root) =>
  spawnSync(command, args, { cwd, stdio: "inherit" }).status;
const read = (...path) => JSON.parse(fs.readFileSync(join(...path), "utf8"));

// bench/ has tools of its own: install them when missing or older than the lockfile.
const installed = join(here, "node_modules/.package-lock.json");
const age = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
if (age(installed) < age(join(here, "package-lock.json"))) {
  const install = "npm install --prefix bench --no-audit --no-fund";
  console.log(install);
  if (run("npm", install.split(" ").slice(1))) process.exit(1);
}
const { runJourney, runThrottled } = await import("./flows.mjs");

const args = process.argv.slice(2);
const runs = Number(
  args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5,
);
if (!Number.isInteger(runs) || runs < 1) fail("--runs=N takes a whole N ≥ 1");
if (!chromiumPath) fail("No Chromium found: set CHROMIUM_PATH");
if (!args.includes("--no-build") && run("npm", ["run", "build"]))
  process.exit(1);
const journeyOnly = args.includes("--journey-only");
const budget = read(root, "budgets.json").journey.total;
const routes = fs
  .readdirSync(join(root, "build/client"), { recursive: true })
  .filter((file) => /^(?!admin\/)(.*\/)?index\.html$/.test(file))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
  .sort();

// The site as `npm start` serves it, on PORT or a port the system picks.
const probe = createServer().listen(0, "127.0.0.1");
await once(probe, "listening");
const port = process.env.PORT || String(probe.address().port);
probe.close();
const base = `http://127.0.0.1:${port}/`;
const env = { ...process.env, PORT: port, HOST: "127.0.0.1" };
const stdio = ["ignore", "ignore", "inherit"];
const server = spawn("node", ["scripts/serve.mjs"], { cwd: root, env, stdio });
process.on("exit", () => server.kill());
for (let tries = 0; !(await fetch(base).catch(() => null))?.ok; tries += 1) {
  if (tries === 150 || server.exitCode !== null)
    fail(`No answer from the server at ${base}`);
  await setTimeout(200);
}

const started = new Date();
const load = loadavg()[0].toFixed(1);
const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
const out = join(root, "bench-results", stamp);
fs.mkdirSync(out, { recursive: true });
const urls = routes.map((route) => new URL(route, base).href);
const browser = { executablePath: chromiumPath, args: chromiumArgs };
const misses = [];

/** lhci collect (then assert, for mobile) and upload, in the run's folder <preset>/: returns every report. */
function lighthouseCi(preset, numberOfRuns) {
  const dir = join(out, preset);
  fs.mkdirSync(dir);
  const cli = join(here, "node_modules/@lhci/cli/src/cli.js");
  const rc = `--config=${join(here, "lighthouserc.yml")}`;
  const lhci = (...flags) => run(process.execPath, [cli, ...flags, rc], dir);
  const collect = [
    `--numberOfRuns=${numberOfRuns}`,
    `--chromePath=${chromiumPath}`,
    `--settings.chromeFlags=${chromiumArgs.join(" ")}`,
    ...(preset === "desktop" ? ["--settings.preset=desktop"] : []),
    ...urls.map((url) => `--url=${url}`),
  ];
  if (lhci("collect", ...collect))
    misses.push(`lhci collect (${preset}) failed`);
  else if (preset === "mobile" && lhci("assert"))
    for (const result of read(dir, ".lighthouseci/assertion-results.json"))
      if (!result.passed) {
        const { url, auditProperty, auditId, actual, operator, expected } =
          result;
        const what = `${new URL(url).pathname} ${auditProperty ?? auditId}`;
        const value = Math.round(actual * 1000) / 1000;
        misses.push(`${what}: ${value} (target ${operator} ${expected})`);
      }
  lhci("upload");
  const saved = join(dir, ".lighthouseci");
  const files = fs
    .readdirSync(saved)
    .filter((file) => /^lhr-.*json$/.test(file));
  return files.map((file) => read(saved, file));
}

const table = (header, rows) =>
  [header.split("|"), header.split("|").map((_, i) => (i ? "--:" : "--"))]
    .concat(rows)
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
/** The median of the runs, then their spread (lowest–highest) when they differ. */
function cell(values, format) {
  const sorted = values
    .filter((value) => value !== undefined)
    .sort((a, b) => a - b);
  const [low, high] = [sorted[0], sorted.at(-1)];
  const middle = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
  const spread = low === high ? "" : ` (${format(low)}–${format(high)})`;
  return sorted.length ? format(median) + spread : "–";
}
const seconds = (ms) => (ms / 1000).toFixed(2);
const whole = (value) => String(Math.round(value));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const audit = (id) => (lhr) => lhr.audits[id].numericValue;
const score = (id) => (lhr) => lhr.categories[id].score * 100;
const resource = (type, key) => (lhr) =>
  lhr.audits["resource-summary"].details.items.find(
    (item) => item.resourceType === type,
  )?.[key] ?? 0;
// long-tasks lists the tasks of 50 ms or more (simulated time, when simulated).
const longTasks = (lhr) => lhr.audits["long-tasks"].details.items;
const longest = (lhr) =>
  Math.max(0, ...longTasks(lhr).map((task) => task.duration));
const columns = [
  ...["performance", "accessibility", "best-practices", "seo"].map((id) => [
    score(id),
    whole,
  ]),
  ...["first-contentful-paint", "largest-contentful-paint"].map((id) => [
    audit(id),
    seconds,
  ]),
  [audit("total-blocking-time"), whole],
  [audit("cumulative-layout-shift"), (value) => value.toFixed(3)],
  [audit("speed-index"), seconds],
  [audit("mainthread-work-breakdown"), seconds],
  [longest, (value) => (value ? whole(value) : "<50")],
  ...["document", "script", "stylesheet", "font", "image", "total"].map(
    (type) => [resource(type, "transferSize"), kb],
  ),
  [resource("total", "requestCount"), whole],
];

const sections = [];
let browserVersion;
if (!journeyOnly) {
  const presets = {
    mobile: lighthouseCi("mobile", runs),
    desktop: lighthouseCi("desktop", 1),
  };
  const rows = Object.entries(presets).flatMap(([preset, lhrs]) =>
    urls.map((url, index) => {
      const ofPage = lhrs.filter((lhr) => lhr.requestedUrl === url);
      const cells = columns.map(([pick, format]) =>
        cell(ofPage.map(pick), format),
      );
      return [routes[index], `${preset} ×${ofPage.length}`, ...cells];
    }),
  );
  const { configSettings, lighthouseVersion } = presets.mobile[0];
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } =
    configSettings.throttling;
  sections.push(
    "## Lighthouse CI",
    table(
      "Route|Preset|Perf|A11y|BP|SEO|FCP s|LCP s|TBT ms|CLS|SI s|Main thread s|Longest task ms|Doc KB|JS KB|CSS KB|Font KB|Img KB|Total KB|Requests",
      rows,
    ),
    `Lighthouse ${lighthouseVersion}. Medians, with the lowest–highest in brackets where runs differ. Mobile simulates ${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbps and ${cpuSlowdownMultiplier}× CPU. Main thread: all main-thread work (mainthread-work-breakdown); longest task: the longest of 50 ms or more (long-tasks). Bytes transferred (headers and compressed bodies), KB of 1024 bytes.`,
  );
}

/** Bytes (headers and bodies as received) and requests that went over the network, not from a cache. */
function network(lhr) {
  const items = lhr.audits["network-requests"].details.items;
  const sent = items.filter((item) => item.transferSize > 0);
  const bytes = sent.reduce((sum, item) => sum + item.transferSize, 0);
  return { bytes, requests: sent.length };
}
for (const hover of [true, false]) {
  const { version, marks, results } = await runJourney(
    browser,
    base,
    hover,
    out,
  );
  const steps = results.map(({ lhr }) => network(lhr));
  const bytes = steps.reduce((sum, step) => sum + step.bytes, 0);
  const requests = steps.reduce((sum, step) => sum + step.requests, 0);
  const rows = results.map(({ name }, index) => {
    const { bytes, requests } = steps[index];
    return [name, kb(bytes), requests, marks[index] ? "yes" : "no"];
  });
  const label = hover ? "hover, then click" : "click, no hover";
  const same = marks.every(Boolean);
  sections.push(
    `## Four-page journey by the nav: ${label}`,
    table("Step|KB|Requests|Same document", [
      ...rows,
      ["**All**", `**${kb(bytes)}**`, `**${requests}**`, same ? "yes" : "no"],
    ]),
  );
  if (bytes > budget * 1024)
    misses.push(`journey (${label}): ${kb(bytes)} KB (budget ${budget} KB)`);
  if (!same) misses.push(`journey (${label}): a step loaded a new document`);
  browserVersion = version;
}
sections.push(
  `The journey: a fresh profile at 1280×800, no throttling; a step ends after 500 ms without network activity. Bytes received over the network (headers and compressed bodies), KB of 1024 bytes. Budget (budgets.json journey.total): ${budget} KB.`,
);

if (!journeyOnly) {
  const throttled = [];
  for (const route of routes)
    throttled.push(await runThrottled(browser, base, route, out));
  const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } =
    throttled[0].throttling;
  const ms = (value) => (value === undefined ? "–" : whole(value));
  const keys = ["fcp", "lcp", "start", "end", "scripting", "longest", "tbt"];
  sections.push(
    "## Mobile with DevTools throttling: paint against script",
    table(
      "Route|FCP ms|LCP ms|Script starts ms|Script done ms|Scripting ms|Longest script task ms|TBT ms",
      throttled.map((row) => [row.route, ...keys.map((key) => ms(row[key]))]),
    ),
    `One cold load per page at ${requestLatencyMs} ms latency, ${(downloadThroughputKbps / 1024).toFixed(1)} Mbps and ${cpuSlowdownMultiplier}× CPU, applied; observed times from navigation start. "Script": the main-thread tasks of the site's JavaScript files (compile, evaluation, hydration).`,
  );
}

server.kill();
sections.push(
  `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores, ${browserVersion}, Node ${process.versions.node}; load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
  misses.length
    ? ["Targets missed:", ...misses].join("\n- ")
    : "Every target met.",
);
const markdown = sections.join("\n\n");
fs.writeFileSync(join(out, "table.md"), `${markdown}\n`);
console.log(`\n${markdown}\n\nReports and table: ${out}/`);
process.exitCode = misses.length ? 1 : 0;
