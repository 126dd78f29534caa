// Full-page screenshots of every page at the four widths the design is drawn for, for a person to look at.
// Usage: npm start (in another terminal), then npm run screenshots [-- base-url [folder]]
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const folder = process.argv[3] ?? "test-results/screenshots";
const paths = [
  "/",
  "/event",
  "/our-team",
  "/chapters",
  "/contact/sent",
  "/404",
];
const widths = [320, 390, 768, 1280];

await mkdir(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const file = `${folder}/${width}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
    await page.screenshot({
      path: file,
      fullPage: true,
      animations: "disabled",
    });
    console.log(file);
  }
  await page.close();
}
await browser.close();
