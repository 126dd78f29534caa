import {
  test as base,
  type Dialog,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { buildDate, buildMoment } from "../../src/pipeline/entries";
import { content } from "./content";

/**
 * The day the site was built as of, YYYY-MM-DD: BUILD_DATE (the test copy's fixed day), else today; and
 * the build's moment, noon that day with BUILD_DATE. The browser's clock shows that moment too (the
 * `context` fixture), so that the build, the browser and the tests agree on what is past.
 */
export const today = buildDate();
export const built = buildMoment();
const fixedDay = process.env.BUILD_DATE ? new Date(built.instant) : undefined;

/**
 * Watches browser contexts for what must never happen on the site: a page error, a console error,
 * a breach of the Content-Security-Policy, a request to a host other than the local server.
 */
class SiteGuard {
  readonly problems: string[] = [];
  private readonly missingPages = new Set<string>();
  private readonly failingAddresses = new Set<string>();
  private readonly failingPatterns: RegExp[] = [];
  private readonly allowedOrigins = new Set<string>();
  private readonly expectedErrors: RegExp[] = [];
  private readonly expectedViolations: RegExp[] = [];

  constructor(private readonly origin: string) {}

  /** The test visits an unknown address on purpose: the browser's report of its 404 is expected. */
  expectNotFound(path: string) {
    this.missingPages.add(new URL(path, this.origin).href);
  }

  /**
   * The test makes requests to this address (or to every address of the site that matches) fail on
   * purpose: the browser's reports of them are expected.
   */
  expectFailedRequests(path: string | RegExp) {
    if (typeof path === "string")
      this.failingAddresses.add(new URL(path, this.origin).href);
    else this.failingPatterns.push(path);
  }

  /** The test makes the page log this error on purpose, such as the reason the editor refused an entry. */
  expectConsoleError(text: RegExp) {
    this.expectedErrors.push(text);
  }

  /**
   * The test gives the page something the policy must block, such as an SVG with an onload handler for
   * the editor to sanitise: the report of it (and its console error) is expected.
   */
  expectPolicyViolation(report: RegExp, consoleText: RegExp) {
    this.expectedViolations.push(report);
    this.expectedErrors.push(consoleText);
  }

  /** The test serves this other origin itself, such as Decap's local backend on localhost. */
  allowOrigin(origin: string) {
    this.allowedOrigins.add(origin);
  }

  async watch(context: BrowserContext) {
    await context.exposeBinding(
      "reportPolicyViolation",
      (_source, report: string) => {
        if (this.expectedViolations.some((expected) => expected.test(report)))
          return;
        this.problems.push(`security policy violation: ${report}`);
      },
    );
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = `${event.violatedDirective} blocked ${event.blockedURI || "inline code"} on ${location.pathname}`;
        (
          window as unknown as {
            reportPolicyViolation: (report: string) => void;
          }
        ).reportPolicyViolation(report);
      });
    });
    context.on("weberror", (error) => {
      this.problems.push(`page error: ${error.error().message}`);
    });
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url } = message.location();
      if (this.isExpected(url, message.text())) return;
      this.problems.push(`console error: ${message.text()} (at ${url})`);
    });
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.protocol.startsWith("http")) return;
      if (url.origin === this.origin || this.allowedOrigins.has(url.origin))
        return;
      this.problems.push(
        `request to another host: ${request.method()} ${request.url()}`,
      );
    });
    await context.route(
      (url) => url.protocol.startsWith("http") && url.origin !== this.origin,
      // A request a test's own route took (forwarded to a backend it started) is no longer this one's.
      (route) => route.abort("blockedbyclient").catch(() => undefined),
    );
  }

  private isExpected(url: string, text: string) {
    if (this.expectedErrors.some((expected) => expected.test(text)))
      return true;
    if (!text.startsWith("Failed to load resource")) return false;
    if (this.failingAddresses.has(url)) return true;
    if (
      url.startsWith(this.origin) &&
      this.failingPatterns.some((pattern) => pattern.test(url))
    )
      return true;
    return (
      this.missingPages.has(url) && text.includes("status of 404 (Not Found)")
    );
  }
}

type Options = {
  /**
   * Whether the browser's clock shows the build's day (with BUILD_DATE). The offline tests turn it off:
   * nothing of theirs depends on the day, and under Playwright's fixed clock the service worker failed to
   * answer a script it had kept (time stands still there too).
   */
  clockOnBuildDay: boolean;
};

type Fixtures = {
  /** Collects what went wrong during the test; the test fails unless nothing did. */
  siteGuard: SiteGuard;
  /** A further browser context (for example with JavaScript off), watched like the default one. */
  newGuardedContext: (
    options?: BrowserContextOptions,
  ) => Promise<BrowserContext>;
};

// Fixture bodies name their callback `provide`: the React hooks lint rule would take `use` for React's hook.
export const test = base.extend<Fixtures & Options>({
  clockOnBuildDay: [true, { option: true }],
  context: async ({ context, clockOnBuildDay }, provide) => {
    if (fixedDay && clockOnBuildDay) await context.clock.setFixedTime(fixedDay);
    await provide(context);
  },
  siteGuard: [
    async ({ context, baseURL }, provide) => {
      const guard = new SiteGuard(new URL(baseURL ?? "").origin);
      await guard.watch(context);
      await provide(guard);
      expect(
        guard.problems,
        `page errors, console errors, policy violations or requests to other hosts:\n${guard.problems.join("\n")}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
  newGuardedContext: async (
    { browser, baseURL, siteGuard, clockOnBuildDay },
    provide,
  ) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      if (fixedDay && clockOnBuildDay)
        await context.clock.setFixedTime(fixedDay);
      await siteGuard.watch(context);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/**
 * One width for each layout of the design (docs/decisions/0013-design-rhythm.md), narrowest first: 320 px
 * for the narrowest phones, 390 for the others (from 360 px the home page's hero puts its lead beside
 * the call to action, and the footer's columns go three to a row), 768 for a tablet, 1280 for a desk. A
 * page loaded once can be laid out at each in turn: a wider window may load larger pictures, never
 * smaller, so each width shows what a first visit at that width would.
 */
export const layoutWidths = [320, 390, 768, 1280] as const;

/**
 * For a describe block whose own server a beforeAll starts: its tests' addresses are read from
 * `origin()` when each test begins, once the server is there.
 */
export function useOrigin(origin: () => string) {
  test.use({
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, provide) => {
      await provide(origin());
    },
  });
}

/** Holds every script back until release() is called, as a slow link would. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the page has painted: a visitor types only into what they see. Until its stylesheet is in,
 * the page is not shown, and the browser may still move the focus to the section the address names.
 */
export async function waitForFirstPaint(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
}

/**
 * Resolves once the menu's island, on every page, has hydrated: its button exists only then (before, the
 * menu is a native disclosure). On a desktop the button is there but hidden.
 */
export async function waitForHydration(page: Page) {
  await expect(
    mainNav(page).getByRole("button", { name: "Menu", includeHidden: true }),
  ).toBeAttached();
}

/** On a phone the navigation items sit behind the menu button. */
export async function openMenuIfCollapsed(page: Page) {
  await waitForHydration(page);
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  }
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** Accepts every alert and keeps its message. */
export function recordAlerts(page: Page) {
  const messages: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return messages;
}

/** The contact form and its fields, found by their labels. */
export function contactForm(page: Page) {
  const { title, fields, submit } = content.home.contact;
  const form = page.getByRole("form", { name: title });
  return {
    form,
    name: form.getByLabel(fields.name, { exact: true }),
    email: form.getByLabel(fields.email, { exact: true }),
    message: form.getByLabel(fields.message, { exact: true }),
    submit: form.getByRole("button", { name: submit }),
  };
}

/**
 * Resolves once the contact form's island has hydrated, which it does once it nears the viewport
 * (`client:near`): its own checks have then replaced the browser's validation.
 */
export async function waitForContactForm(page: Page) {
  await expect(contactForm(page).form).toHaveJSProperty("noValidate", true);
}
