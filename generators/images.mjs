// Renders the site's PNG images from their SVG sources: `npm run images`, then commit public/.
// Text in the social card uses the Liberation Sans font (Debian: fonts-liberation).
import { readFile, writeFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import UPNG from "upng-js";

const outputs = [
  {
    source: "assets/social-card.svg",
    target: "public/social-card.png",
    width: 1200,
  },
  {
    source: "public/favicon.svg",
    target: "public/icons/icon-192.png",
    width: 192,
  },
  {
    source: "public/favicon.svg",
    target: "public/icons/icon-512.png",
    width: 512,
  },
  {
    source: "assets/icon-maskable.svg",
    target: "public/icons/icon-maskable-512.png",
    width: 512,
  },
  {
    source: "assets/icon-maskable.svg",
    target: "public/apple-touch-icon.png",
    width: 180,
  },
];

for (const { source, target, width } of outputs) {
  const svg = await readFile(source, "utf8");
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: true, defaultFontFamily: "Liberation Sans" },
  });
  const image = resvg.render();
  // A 256-colour palette keeps every image small (the social card must stay under 100 KB).
  const png = Buffer.from(
    UPNG.encode([image.pixels.buffer], image.width, image.height, 256),
  );
  await writeFile(target, png);
  console.log(`${target}: ${(png.length / 1024).toFixed(1)} KB`);
}
