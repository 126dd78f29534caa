// Full-page screenshots of every page at phone and desktop widths, for a person to look at.
// Usage: npm start (in another terminal), then npm run screenshots [-- base-url]
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = ["/", "/event", "/our-team", "/chapters", "/404"];
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

await mkdir("test-results/screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const { name, width, height } of widths) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const file = `test-results/screenshots/${name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
