// `npm run bench`: Lighthouse CI's mobile preset in rounds, each page in turn with the same page without
// its scripts, the floor (React DOM hydrating one button, bench/floor/) and the floor without scripts;
// the site's runs checked against lighthouserc.yml, the ratios between the four against their targets.
// Then the desktop preset once per page, and Lighthouse user flows (flows.mjs). Prints Markdown tables
// and writes them to bench/results/latest.md and, with every report, to bench-results/<date-time>/.
// Options: --runs=N rounds (default 5); --no-build measures the build that is there; --site=DIR
// measures the project in DIR (a copy by tests/content-scale.mjs, say) instead of this one;
// --journey-only runs the journey alone; --route=PATH (repeated) measures those pages alone; --kinds
// measures one page of each kind (the first of each: a list page, an event's page, a chapter's, a post,
// a text page…); --out=NAME writes the tables to bench/results/NAME.md instead of latest.md.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import * as fs from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout } from "node:timers/promises";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";
import { buildFloor } from "./floor/build.mjs";
import { copyWithoutScripts } from "./without-scripts.mjs";

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
const site = resolve(
  args.find((arg) => arg.startsWith("--site="))?.slice(7) ?? root,
);
if (!args.includes("--no-build") && run("npm", ["run", "build"], site))
  process.exit(1);
const journeyOnly = args.includes("--journey-only");
const budget = read(root, "budgets.json").journey.total;
const built = fs
  .readdirSync(join(site, "build/client"), { recursive: true })
  .filter((file) => /^(?!admin\/)(.*\/)?index\.html$/.test(file))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
  .sort();
// A page's kind: its route module. An entry's page (/event/<id>, /chapters/<id>, /news/<id>) is of its
// collection's kind, a page of content/pages/ a text page; any other page is a kind of its own.
const pagesDir = join(site, process.env.CONTENT_DIR ?? "content", "pages");
const textPages = new Set(
  (fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []).map(
    (file) => `/${file.replace(/\.json$/, "")}`,
  ),
);
const kindOf = (route) =>
  textPages.has(route)
    ? "a text page"
    : route.split("/").length > 2
      ? route.replace(/[^/]+$/, "*")
      : route;
// --route=/event --route=/chapters/<id> …: those pages alone; --kinds: the first page of each kind; else
// every page of the build.
const chosen = args
  .filter((arg) => arg.startsWith("--route="))
  .map((arg) => arg.slice("--route=".length));
const unknown = chosen.filter((route) => !built.includes(route));
if (unknown.length) fail(`No such page in the build: ${unknown.join(", ")}`);
const routes = chosen.length
  ? chosen
  : args.includes("--kinds")
    ? built.filter(
        (route, index) =>
          built.findIndex((other) => kindOf(other) === kindOf(route)) === index,
      )
    : built;

const started = new Date();
const load = loadavg()[0].toFixed(1);
const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
const out = join(root, "bench-results", stamp);
fs.mkdirSync(out, { recursive: true });

// The floor and both versions without scripts, built into the run's folder.
const floor = join(out, "floor");
if (!journeyOnly) {
  await buildFloor(floor);
  copyWithoutScripts(join(site, "build/client"), join(out, "bare/site"));
  copyWithoutScripts(floor, join(out, "bare/floor"));
}

const servers = [];
process.on("exit", () => servers.forEach((server) => server.kill()));
/** Serves a folder as `npm start` serves the site, on `port` or a port the system picks. */
async function serve(dir, port) {
  if (!port) {
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    port = String(probe.address().port);
    probe.close();
  }
  const base = `http://127.0.0.1:${port}/`;
  const env = { ...process.env, PORT: port, HOST: "127.0.0.1", SITE_DIR: dir };
  const stdio = ["ignore", "ignore", "inherit"];
  const server = spawn("node", ["scripts/serve.mjs"], {
    cwd: root,
    env,
    stdio,
  });
  servers.push(server);
  for (let tries = 0; !(await fetch(base).catch(() => null))?.ok; tries += 1) {
    if (tries === 150 || server.exitCode !== null)
      fail(`No answer from the server at ${base}`);
    await setTimeout(200);
  }
  return base;
}
// The site on PORT (else a free port); the other versions, for the mobile runs, on ports of their own.
const base = await serve(join(site, "build/client"), process.env.PORT);
const others = journeyOnly
  ? {}
  : {
      bare: await serve(join(out, "bare/site")),
      floor: await serve(floor),
      bareFloor: await serve(join(out, "bare/floor")),
    };
const urls = routes.map((route) => new URL(route, base).href);
const browser = { executablePath: chromiumPath, args: chromiumArgs };
const misses = [];
const loads = [];

const cli = join(here, "node_modules/@lhci/cli/src/cli.js");
const rc = `--config=${join(here, "lighthouserc.yml")}`;
const lhci = (dir, ...flags) => run(process.execPath, [cli, ...flags, rc], dir);
/** One Lighthouse run of one address by `lhci collect`, kept in <dir>/.lighthouseci: returns its report. */
function collect(dir, url, ...flags) {
  const saved = join(dir, ".lighthouseci");
  const reports = () =>
    fs.existsSync(saved)
      ? fs.readdirSync(saved).filter((file) => /^lhr-.*json$/.test(file))
      : [];
  const before = new Set(reports());
  loads.push(loadavg()[0]);
  const flagsOfRun = [
    "--additive",
    "--numberOfRuns=1",
    `--chromePath=${chromiumPath}`,
    `--settings.chromeFlags=${chromiumArgs.join(" ")}`,
    ...flags,
    `--url=${url}`,
  ];
  if (lhci(dir, "collect", ...flagsOfRun)) {
    misses.push(`lhci collect failed on ${url}`);
    return undefined;
  }
  const file = reports().find((name) => !before.has(name));
  return file && read(saved, file);
}
/** lhci assert on the reports in <dir>: each target missed, as a line. */
function assert(dir) {
  if (!lhci(dir, "assert")) return;
  for (const result of read(dir, ".lighthouseci/assertion-results.json"))
    if (!result.passed) {
      const { url, auditProperty, auditId, actual, operator, expected } =
        result;
      const what = `${new URL(url).pathname} ${auditProperty ?? auditId}`;
      const value = Math.round(actual * 1000) / 1000;
      misses.push(`${what}: ${value} (target ${operator} ${expected})`);
    }
}

const table = (header, rows) =>
  [header.split("|"), header.split("|").map((_, i) => (i ? "--:" : "--"))]
    .concat(rows)
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
/** The median of the values, and the lowest and highest; undefined when there is none. */
function stats(values) {
  const sorted = values
    .filter((value) => value !== undefined)
    .sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
  return { median, low: sorted[0], high: sorted.at(-1) };
}
/** The median of the runs, then their spread (lowest–highest) when they differ. */
function cell(values, format) {
  const found = stats(values);
  if (!found) return "–";
  const { median, low, high } = found;
  return (
    format(median) + (low === high ? "" : ` (${format(low)}–${format(high)})`)
  );
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
  // Each page in four versions, in turns, so that whatever else the machine does falls on all four alike.
  const versions = {
    page: (route) => new URL(route, base).href,
    bare: (route) => new URL(route, others.bare).href,
    floor: () => others.floor,
    bareFloor: () => others.bareFloor,
  };
  for (const dir of ["mobile", "reference", "desktop"])
    fs.mkdirSync(join(out, dir));
  const onlyPerformance = "--settings.onlyCategories=performance";
  const sets = [];
  for (let round = 1; round <= runs; round += 1)
    for (const route of routes) {
      const set = { route };
      for (const [version, url] of Object.entries(versions)) {
        console.log(`Round ${round} of ${runs}: ${route}, ${version}`);
        const dir = join(out, version === "page" ? "mobile" : "reference");
        // The other versions are there for their main-thread work: their trace alone is needed.
        const only = version === "page" ? [] : [onlyPerformance];
        set[version] = collect(dir, url(route), ...only);
      }
      sets.push(set);
    }
  // lhci assert sees the site's own runs only; the other versions have no targets of their own.
  assert(join(out, "mobile"));
  const presets = {
    mobile: sets.map((set) => set.page).filter(Boolean),
    desktop: urls
      .map((url) =>
        collect(join(out, "desktop"), url, "--settings.preset=desktop"),
      )
      .filter(Boolean),
  };
  for (const dir of ["mobile", "reference", "desktop"])
    lhci(join(out, dir), "upload");
  browserVersion = presets.mobile[0]?.environment.hostUserAgent.replace(
    /.*Chrome\/([\d.]+).*/,
    "Chromium $1",
  );

  const mainThread = audit("mainthread-work-breakdown");
  const blocking = audit("total-blocking-time");
  const complete = sets.filter((set) =>
    Object.keys(versions).every((version) => set[version]),
  );
  const ofRoute = (route) => complete.filter((set) => set.route === route);
  // What the scripts add: the page less the same page without scripts, and the same for the floor.
  const added = (pick) => (set) => pick(set.page) - pick(set.bare);
  const floorAdded = (pick) => (set) => pick(set.floor) - pick(set.bareFloor);
  // Each ratio: what it divides by what, in one round, and its target (on the median) if it has one.
  // TBT counts only what each task takes over 50 ms, so what the scripts add to it is no difference of
  // two TBTs: it has no ratio to the floor's.
  const ratios = [
    [
      "Main thread: page ÷ without scripts",
      (set) => [mainThread(set.page), mainThread(set.bare)],
      1.3,
    ],
    [
      "Main thread the scripts add: page ÷ floor",
      (set) => [added(mainThread)(set), floorAdded(mainThread)(set)],
    ],
    [
      "TBT: page ÷ without scripts",
      (set) => [blocking(set.page), blocking(set.bare)],
    ],
  ];
  const divide = (parts) => (set) => {
    const [over, under] = parts(set);
    return under > 0 ? over / under : undefined;
  };
  const times = (value) => `${value.toFixed(2)}×`;
  sections.push(
    "## Ratios: each page against the same page without scripts, and against the floor",
    table(
      `Route|${ratios.map(([name]) => name).join("|")}`,
      routes
        .map((route) => [
          route,
          ...ratios.map(([, parts]) =>
            cell(ofRoute(route).map(divide(parts)), times),
          ),
        ])
        .concat([
          [
            "target (median)",
            ...ratios.map(([, , limit]) => (limit ? `≤ ${times(limit)}` : "")),
          ],
        ]),
    ),
    `Each cell: the median of the rounds (${runs}), then the lowest–highest; each ratio is taken within one round, where the four versions ran one after the other. "Without scripts": the same page with every \`<script>\` but JSON-LD data, and every modulepreload link, taken out. "The floor": React DOM hydrating one button (bench/floor/: one heading and one button prerendered by react-dom/server, and one script of React and React DOM that hydrates the button with hydrateRoot). What the scripts add: the page less the same page without scripts, against the floor less the floor without scripts. A round with nothing to divide by (0 ms) is left out; – when every round had none (TBT without scripts is 0 on a quiet machine).`,
  );
  if (runs < 5)
    misses.push(
      `${runs} rounds: the ratios' target asks for the median of at least 5`,
    );
  for (const route of routes)
    for (const [name, parts, limit] of ratios) {
      if (!limit) continue;
      const found = stats(ofRoute(route).map(divide(parts)));
      if (!found) misses.push(`${route}: no complete round for ${name}`);
      else if (found.median > limit) {
        const excess = (set) => parts(set)[0] - limit * parts(set)[1];
        const over = stats(ofRoute(route).map(excess)).median;
        misses.push(
          `${route}: ${name} ${times(found.median)}, target ≤ ${times(limit)}: ${whole(over)} ms too much (median)`,
        );
      }
    }

  const both = (pick, format) => (route) => [
    route,
    ...["page", "bare", "floor", "bareFloor"].map((version) =>
      cell(
        ofRoute(route).map((set) => pick(set[version])),
        format,
      ),
    ),
    cell(ofRoute(route).map(added(pick)), format),
    cell(ofRoute(route).map(floorAdded(pick)), format),
  ];
  const versionsHeader =
    "Page|Without scripts|Floor|Floor without scripts|Scripts add|Scripts add to the floor";
  sections.push(
    "## Main-thread work, s (this machine, this day)",
    table(`Route|${versionsHeader}`, routes.map(both(mainThread, seconds))),
    "## Total Blocking Time, ms (this machine, this day)",
    table(`Route|${versionsHeader}`, routes.map(both(blocking, whole))),
  );
  // Lighthouse's kinds of main-thread work (mainthread-work-breakdown), in its order of groups.
  const kinds = {
    scriptEvaluation: "Script evaluation",
    scriptParseCompile: "Script parse & compile",
    styleLayout: "Style & layout",
    paintCompositeRender: "Rendering",
    parseHTML: "Parse HTML & CSS",
    garbageCollection: "Garbage collection",
    other: "Other",
  };
  const ofKind = (kind) => (lhr) =>
    lhr.audits["mainthread-work-breakdown"].details.items.find(
      (item) => item.group === kind,
    )?.duration ?? 0;
  const byKind = (label, ofSets, add) => [
    label,
    ...Object.keys(kinds).map((kind) =>
      cell(ofSets.map(add(ofKind(kind))), whole),
    ),
    cell(ofSets.map(add(mainThread)), whole),
  ];
  sections.push(
    "## What the scripts add, by kind of work, ms (this machine, this day)",
    table(`Route|${Object.values(kinds).join("|")}|All`, [
      ...routes.map((route) => byKind(route, ofRoute(route), added)),
      byKind("the floor", complete, floorAdded),
    ]),
    "The page's main-thread work less the same page's without scripts, by Lighthouse's kinds of work (mainthread-work-breakdown); for the floor, in every round of every page. Medians, with the lowest–highest.",
  );

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
    "## Lighthouse CI (this machine, this day)",
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
  const journey = await runJourney(browser, base, hover, out).catch((error) => {
    misses.push(`journey: ${error.message}`);
  });
  if (!journey) continue;
  const { version, results } = journey;
  const steps = results.map(({ lhr }) => network(lhr));
  const bytes = steps.reduce((sum, step) => sum + step.bytes, 0);
  const requests = steps.reduce((sum, step) => sum + step.requests, 0);
  const rows = results.map(({ name }, index) => {
    const { bytes, requests } = steps[index];
    return [name, kb(bytes), requests];
  });
  const label = hover ? "hover, then click" : "click, no hover";
  sections.push(
    `## Four-page journey by the nav: ${label}`,
    table("Step|KB|Requests", [
      ...rows,
      ["**All**", `**${kb(bytes)}**`, `**${requests}**`],
    ]),
  );
  if (bytes > budget * 1024)
    misses.push(`journey (${label}): ${kb(bytes)} KB (budget ${budget} KB)`);
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

for (const server of servers) server.kill();
const [low, high] = [Math.min(...loads), Math.max(...loads)];
const quiet = high < cpus().length;
const day = `${started.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const machine = `${day} on ${cpus().length} cores, ${browserVersion}, Node ${process.versions.node}; load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end${loads.length ? `, ${low.toFixed(1)} to ${high.toFixed(1)} before each Lighthouse run: ${quiet ? "quiet" : "busy"} (${quiet ? "below" : "at or above"} the number of cores)` : ""}`;
const markdown = [
  `# npm run bench, ${day}${site === root ? "" : `, on the project in ${site}`}`,
  `The ratios compare versions measured side by side, in turns. Every other figure holds for this machine, this day: ${machine}.`,
  ...sections,
  misses.length
    ? ["Targets missed:", ...misses].join("\n- ")
    : "Every target met.",
  ...(misses.length && !quiet
    ? [
        "The machine was busy: a figure in ms may miss its target for the load alone. The ratios are less affected, but not immune, as one run can be slowed alone.",
      ]
    : []),
].join("\n\n");
fs.writeFileSync(join(out, "table.md"), `${markdown}\n`);
fs.mkdirSync(join(here, "results"), { recursive: true });
const results = `${args.find((arg) => arg.startsWith("--out="))?.slice(6) ?? "latest"}.md`;
fs.writeFileSync(join(here, "results", results), `${markdown}\n`);
console.log(
  `\n${markdown}\n\nReports and table: ${out}/ and bench/results/${results}`,
);
process.exitCode = misses.length ? 1 : 0;
