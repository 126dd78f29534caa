// React Router ends each prerendered page with its bootstrap: <link rel="modulepreload"> for the page's
// modules, then an inline module that imports the route modules and the client entry, which hydrates.
// startAfterPaint rewrites it to do the same once the page has painted its text (decision 0019): until
// then the HTML, stylesheet and font have the connection and the processor to themselves, and after it
// the scripts still load at low priority, behind the font and any picture.

const preloadTag = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/>/g;
const bootstrapTag = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");\s*/gm;

/**
 * @param {string} html a page as React Router prerendered it; any other page is returned as it is
 * @param {string} file the page's file, for the message if its bootstrap is not what this expects
 */
export function startAfterPaint(html, file) {
  if (!html.includes("window.__reactRouterContext")) return html;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
  const bootstrap = html.match(bootstrapTag)?.[1];
  if (!preloads.length || !bootstrap?.includes("import("))
    throw new Error(
      `${file}: React Router's bootstrap (modulepreload links and an inline module) is not where startAfterPaint expects it`,
    );
  const imports = [...bootstrap.matchAll(staticImport)];
  const names = imports.flatMap(([, name], index) =>
    name ? [`var ${name} = modules[${index}];`] : [],
  );
  const start = `function start() {
  ${JSON.stringify(preloads)}.forEach(function (href) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.fetchPriority = "low";
    document.head.appendChild(link);
  });
  Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]).then(function (modules) {
    ${names.join("\n    ")}
    ${bootstrap.replace(staticImport, "").trim()}
  });
}
if ((PerformanceObserver.supportedEntryTypes || []).indexOf("paint") < 0) {
  requestAnimationFrame(function () { setTimeout(start); });
} else {
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
}`;
  return html
    .replace(preloadTag, "")
    .replace(bootstrapTag, () => `<script type="module">${start}</script>`);
}
