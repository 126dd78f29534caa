// Builds the floor into a folder: index.html with one heading and the button prerendered by
// react-dom/server, and floor.js, React and React DOM in one minified file (esbuild, from the site's
// node_modules) that hydrates it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Floor } from "./floor.mjs";

export async function buildFloor(to) {
  mkdirSync(to, { recursive: true });
  await build({
    entryPoints: [join(import.meta.dirname, "client.mjs")],
    outfile: join(to, "floor.js"),
    bundle: true,
    minify: true,
    format: "esm",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quantum Africa</title>
<meta name="description" content="The floor of the benchmark.">
<script type="module" src="/floor.js"></script>
</head>
<body>
<main>
<h1>Quantum Africa</h1>
<div id="floor">${renderToString(createElement(Floor))}</div>
</main>
</body>
</html>
`;
  writeFileSync(join(to, "index.html"), html);
}
