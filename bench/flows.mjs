// Lighthouse user flows in Chromium, driven by puppeteer-core: the four-page journey by the main
// navigation, and a mobile load of one page with DevTools (applied) throttling.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startFlow } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import puppeteer from "puppeteer-core";

/** After loading /, each step clicks the named item of the main navigation (inline at 1280 px). */
const journey = [
  ["/event", "Events & Initiatives"],
  ["/our-team", "Our Team"],
  ["/chapters", "Chapters"],
];
const viewport = { width: 1280, height: 800 };

/** Runs the steps as a user flow in a fresh browser; saves the flow's report as <file>.html. */
async function userFlow(
  { browser: options, out, file, name, settings },
  steps,
) {
  const browser = await puppeteer.launch({
    ...options,
    defaultViewport: viewport,
  });
  console.log(name);
  try {
    const page = await browser.newPage();
    const config = {
      extends: "lighthouse:default",
      settings: { ...settings, onlyCategories: ["performance"] },
    };
    const flow = await startFlow(page, { name, config });
    await steps(flow, page);
    const { steps: results } = await flow.createFlowResult();
    writeFileSync(join(out, `${file}.html`), await flow.generateReport());
    const { gatherSteps } = flow.createArtifactsJson();
    const traces = gatherSteps.map(({ artifacts }) => artifacts.Trace);
    const version = (await browser.version()).replace("Chrome/", "Chromium ");
    return { version, results, traces };
  } finally {
    await browser.close();
  }
}

/**
 * Loads / in a fresh profile, waits for React to take over the header's menu, then clicks each item in
 * turn, each a plain link to a new document: with hover, the pointer first rests on the item until
 * prefetch is done; without, the click comes with no pointer at all.
 */
export function runJourney(browser, base, hover, out) {
  const file = `journey-${hover ? "hover" : "click"}`;
  const name = `Journey (${hover ? "hover, then click" : "click, no hover"})`;
  const settings = {
    formFactor: "desktop",
    screenEmulation: { disabled: true },
    throttlingMethod: "provided",
  };
  return userFlow(
    { browser, out, file, name, settings },
    async (flow, page) => {
      const step = async (name, act) => {
        await flow.startTimespan({ name });
        await act();
        await page.waitForNetworkIdle({ idleTime: 500 });
        await flow.endTimespan();
      };
      await flow.navigate(base, { name: "load /" });
      for (const [path, name] of journey) {
        await page.waitForSelector("header nav button[aria-expanded]");
        const link = await page.waitForSelector(
          `nav[aria-label="Main"] ::-p-aria([name="${name}"][role="link"])`,
        );
        if (hover) await step(`hover "${name}"`, () => link.hover());
        await step(`click "${name}" → ${path}`, async () => {
          const loaded = page.waitForNavigation();
          await (hover ? link.click() : link.evaluate((item) => item.click()));
          await loaded;
          if (new URL(page.url()).pathname !== path)
            throw new Error(`The journey reached ${page.url()}, not ${path}`);
        });
      }
    },
  );
}

/** When the site's script runs: top-level main-thread tasks of its .js files that compile or run script. */
function scriptTasks(trace, base) {
  const { mainThreadEvents, frames, timestamps } =
    TraceProcessor.processTrace(trace);
  const { traceEnd, timeOrigin } = timestamps;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    traceEnd,
    timeOrigin,
  );
  const isScript = (task) =>
    ["scriptEvaluation", "scriptParseCompile"].includes(task.group.id);
  const scripting = (task) =>
    (isScript(task) ? task.selfTime : 0) +
    task.children.reduce((sum, child) => sum + scripting(child), 0);
  const isOurs = (url) =>
    url.startsWith(base) && new URL(url).pathname.endsWith(".js");
  const ours = tasks.filter(
    (task) =>
      !task.parent &&
      task.startTime >= 0 &&
      scripting(task) > 0 &&
      task.attributableURLs.some(isOurs),
  );
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return ours.length === 0
    ? {}
    : {
        start: Math.min(...ours.map((task) => task.startTime)),
        end: Math.max(...ours.map((task) => task.endTime)),
        scripting: sum(ours.map(scripting)),
        longest: Math.max(...ours.map((task) => task.duration)),
      };
}

/** One cold mobile load of the page with DevTools throttling: observed paints against the site's script. */
export async function runThrottled(browser, base, route, out) {
  const file = `mobile-devtools${route === "/" ? "-home" : route.replaceAll("/", "-")}`;
  const name = `Mobile, DevTools throttling: ${route}`;
  const settings = { throttlingMethod: "devtools" };
  const run = await userFlow({ browser, out, file, name, settings }, (flow) =>
    flow.navigate(new URL(route, base).href, { name: route }),
  );
  const { lhr } = run.results[0];
  const observed = lhr.audits.metrics.details.items[0];
  return {
    route,
    fcp: observed.observedFirstContentfulPaint,
    lcp: observed.observedLargestContentfulPaint,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    throttling: lhr.configSettings.throttling,
    ...scriptTasks(run.traces[0], base),
  };
}
