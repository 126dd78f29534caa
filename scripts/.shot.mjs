import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser.mjs";
const [, , path, width, height, out, scrollTo, action] = process.argv;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({
  viewport: { width: +width, height: +height },
});
await page.route("https://flagcdn.com/**", (r) => r.abort());
await page.goto("http://localhost:4174" + path, { waitUntil: "networkidle" });
if (action === "menu") await page.getByRole("button", { name: "Menu" }).click();
if (scrollTo)
  await page.evaluate(
    (y) => window.scrollTo({ top: +y, behavior: "instant" }),
    scrollTo,
  );
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
