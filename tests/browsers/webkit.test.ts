// WebKitGTK (a Safari-class engine) through WebKitWebDriver and MiniBrowser, under a virtual display.
import { spawn, type ChildProcess } from "node:child_process";
import { Builder, By, Key, until, type WebDriver } from "selenium-webdriver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../serve-site";
import { miniBrowser, webKitDriver, xvfbRun } from "./engines";
import {
  alerts,
  expectDesign,
  focusClearOfHeader,
  focusEmailBelowHeader,
  focusedClearance,
  measureRendering,
  measureState,
  origin,
  pages,
  type Rendering,
  type State,
  isHydrated,
} from "./site";

let service: ChildProcess;
let driver: WebDriver;

beforeAll(async () => {
  const driverPort = await freePort();
  // Its own process group, so that the display, the driver and the browser all end together.
  service = spawn(
    xvfbRun,
    ["-a", webKitDriver, `--port=${driverPort}`, "--host=127.0.0.1"],
    { detached: true, stdio: "ignore" },
  );
  const server = `http://127.0.0.1:${driverPort}`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${server}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 50) throw new Error("WebKitWebDriver did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: miniBrowser,
        args: ["--automation"],
      },
    })
    .build();
  await driver.manage().window().setRect({ width: 390, height: 844 });
});

afterAll(async () => {
  await driver?.quit();
  if (service?.pid) process.kill(-service.pid);
});

const state = () => driver.executeScript<State>(`return ${measureState}`);
const byRole = (role: string, name: string) =>
  By.xpath(`//${role}[normalize-space(.)="${name}" or @aria-label="${name}"]`);

/** Errors the page reports: WebDriver has no console log for WebKitGTK, so the page collects them. */
const collectErrors = `
  window.__errors = [];
  const record = (text) => window.__errors.push(String(text));
  window.addEventListener("error", (event) => record(event.message));
  window.addEventListener("unhandledrejection", (event) => record(event.reason));
  document.addEventListener("securitypolicyviolation", (event) => record(event.violatedDirective + " " + event.blockedURI));
  const error = console.error;
  console.error = (...args) => { record(args.join(" ")); error(...args); };
`;

async function open(path: string) {
  await driver.get(`${origin}${path}`);
  await driver.executeScript(collectErrors);
}

/** Waits until React has hydrated the page, for the journeys that need its script. */
const hydration = () =>
  driver.wait(
    () => driver.executeScript<boolean>(`return ${isHydrated}`),
    10_000,
    "React never hydrated the page",
  );

const errors = () => driver.executeScript<string[]>("return window.__errors");

describe("WebKitGTK at 390 px", () => {
  it.each(pages)(
    "%s shows the design without sideways scrolling",
    async (path) => {
      await open(path);
      const rendering = await driver.executeScript<Rendering>(
        `return ${measureRendering}`,
      );
      // MiniBrowser keeps its window at least 447 px wide: still the phone layout (below 640 px).
      expect(rendering.viewportWidth).toBeLessThan(640);
      expectDesign(rendering);
    },
  );

  it("opens the menu, closes it, and closes it on Escape", async () => {
    await open("/event");
    await hydration();
    const menu = await driver.findElement(byRole("button", "Menu"));
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
    await menu.click();
    expect(await state()).toMatchObject({ expanded: "true", navShown: true });
    await menu.click();
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
    await menu.click();
    await driver.actions().sendKeys(Key.ESCAPE).perform();
    expect(await state()).toMatchObject({ expanded: "false", navShown: false });
    expect(await errors()).toEqual([]);
  });

  it("follows Contact Us from /event to #contact, focused", async () => {
    await open("/event");
    await hydration();
    await driver.findElement(byRole("button", "Menu")).click();
    await driver
      .findElement(By.xpath('//header//a[normalize-space(.)="Contact Us"]'))
      .click();
    await driver.wait(
      async () => (await state()).focused === "contact",
      5000,
      "the Contact Us section never took focus",
    );
    expect(await state()).toMatchObject({
      hash: "#contact",
      focused: "contact",
    });
  });

  it("shows both contact form messages", async () => {
    await open("/#contact");
    await hydration();
    const send = await driver.findElement(byRole("button", "Send Message"));
    // WebKitGTK's driver clicks only what is already in view (and the site scrolls smoothly).
    await driver.executeScript(
      "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
      send,
    );
    await send.click();
    await driver.wait(until.alertIsPresent(), 5000);
    let alert = await driver.switchTo().alert();
    expect(await alert.getText()).toBe(alerts.missingFields);
    await alert.accept();
    for (const [label, text] of [
      ["Name", "Amina Example"],
      ["Email", "amina@example.org"],
      ["Message", "Hello"],
    ] as const) {
      const id = await driver
        .findElement(By.xpath(`//label[normalize-space(.)="${label}"]`))
        .getAttribute("for");
      expect(id).toBeTruthy();
      await driver.findElement(By.id(id ?? "")).sendKeys(text);
    }
    await send.click();
    await driver.wait(until.alertIsPresent(), 5000);
    alert = await driver.switchTo().alert();
    expect(await alert.getText()).toBe(alerts.sent);
    await alert.accept();
    expect(await errors()).toEqual([]);
  });

  it("keeps a field focused by script clear of the sticky header", async () => {
    await open("/");
    expect(
      await driver.executeScript<number>(`return ${focusClearOfHeader}`),
    ).toBeGreaterThanOrEqual(0);
  });

  it("keeps the field Shift+Tab goes back to clear of the sticky header", async () => {
    await open("/");
    expect(
      await driver.executeScript<number>(`return ${focusEmailBelowHeader}`),
    ).toBeLessThan(0);
    await driver
      .actions()
      .keyDown(Key.SHIFT)
      .sendKeys(Key.TAB)
      .keyUp(Key.SHIFT)
      .perform();
    expect(
      await driver.executeScript<string>(
        "return document.activeElement.labels[0].textContent.trim()",
      ),
    ).toBe("Name");
    expect(
      await driver.executeScript<number>(`return ${focusedClearance}`),
    ).toBeGreaterThanOrEqual(0);
  });
});
