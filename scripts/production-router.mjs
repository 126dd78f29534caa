// The build's one reach into React Router's files: the browser gets the router's production build, with
// the components the site never renders left out. tests/production-router.test.ts checks both steps.
import { existsSync } from "node:fs";

/**
 * React Router's production modules declare each component and context at the top level, as
 * `var Form = React10.forwardRef(…)`, and then name it for React's developer tools
 * (`Form.displayName = "Form"`). Neither call nor assignment carries a mark that the bundler may drop
 * it, so every component stays in the browser's bundle, used or not (a form, a history router, a
 * NavLink the site only prerenders). Marking the calls pure and leaving out the names, which only the
 * developer tools read, lets the bundler drop what the site does not use.
 * @param {string} code a module of react-router/dist/production
 * @returns {{ code: string, marked: number, unnamed: number }}
 */
export function unusedComponentsDroppable(code) {
  let marked = 0;
  let unnamed = 0;
  const result = code
    .replace(
      /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      (_, declaration, call) => {
        marked += 1;
        return `${declaration}/* @__PURE__ */ ${call}`;
      },
    )
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, () => {
      unnamed += 1;
      return "";
    });
  return { code: result, marked, unnamed };
}

/**
 * What the router does only for what this site never has, switched off where the router decides it, so
 * that the bundler drops the code behind it. Each holds for every page of the site:
 * - lazy route discovery ("fog of war") needs a server (`ssr: true`); this site has `ssr: false`, with
 *   which the router never turns it on;
 * - React Server Components: the site's entry renders `<HydratedRouter />`, never an RSC router;
 * - instrumentation: the site's entry passes the router none.
 * Each rewrite must find its code: the build stops, naming this plugin, when a later version moves it.
 */
export const unusedFeatures = [
  {
    what: "lazy route discovery: no patching of routes on a navigation",
    find: /patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction\(\s*\(\) => router2,[^)]*\)/g,
    replace: "patchRoutesOnNavigation: void 0",
  },
  {
    what: "lazy route discovery: no discovery of the links on the page",
    find: /^\s*useFogOFWarDiscovery\(\s*router,[^)]*\);$/gm,
    replace: "",
  },
  {
    what: "lazy route discovery: off wherever the router asks",
    find: /(?<!function )\bisFogOfWarEnabled\(routeDiscovery, ssr\)/g,
    replace: "false",
  },
  {
    what: "React Server Components: no RSC router around any component",
    find: /(?<!function )\buseIsRSCRouterContext\(\)/g,
    replace: "false",
  },
  {
    what: "React Server Components: the error boundary reads no RSC context",
    find: /^RenderErrorBoundary\.contextType = RSCRouterContext;$|\bthis\.context(?= && typeof error === "object"|\) \{\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler\b)/gm,
    replace: (match) =>
      match.startsWith("RenderErrorBoundary") ? "" : "false",
  },
  {
    what: "instrumentation: none passed to the router",
    find: /\bif \(init\.instrumentations\)/g,
    replace: "if (false)",
  },
];

/**
 * Applies `unusedFeatures` to a module of react-router/dist/production.
 * @param {string} code
 * @returns {{ code: string, found: number[] }} the code, and how often each rewrite applied
 */
export function unusedFeaturesOff(code) {
  const found = unusedFeatures.map(() => 0);
  let result = code;
  unusedFeatures.forEach(({ find, replace }, index) => {
    result = result.replace(find, (...match) => {
      found[index] += 1;
      return typeof replace === "function" ? replace(match[0]) : replace;
    });
  });
  return { code: result, found };
}

const production = "/react-router/dist/production/";

/**
 * React Router's package resolves to its development build in every mode (remix-run/react-router#14102);
 * the browser gets its production build instead, the same code without the warnings meant for
 * developers (docs/decisions/0020-content-kept-as-prerendered.md), and without the components the site
 * does not render (docs/decisions/0042-hydrate-only-what-runs.md). Prerendering keeps the package as it
 * resolves, so that the build and the dev server run one copy of it. The build stops, naming this
 * plugin, if a later version moves the production build or declares its components otherwise.
 * @returns {import("vite").Plugin}
 */
export function productionRouter() {
  let found = { modules: 0, marked: 0, unnamed: 0, features: [] };
  return {
    name: "production-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      found = {
        modules: 0,
        marked: 0,
        unnamed: 0,
        features: unusedFeatures.map(() => 0),
      };
    },
    async resolveId(source, importer, options) {
      if (source !== "react-router" && !source.startsWith("react-router/"))
        return null;
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved) return null;
      const id = resolved.id.replace(
        "/react-router/dist/development/",
        production,
      );
      if (!existsSync(id))
        this.error(
          `React Router's production build is not where it was (${id}): see productionRouter in scripts/production-router.mjs`,
        );
      return { ...resolved, id };
    },
    transform(code, id) {
      if (!id.includes(production)) return null;
      const off = unusedFeaturesOff(code);
      const {
        code: droppable,
        marked,
        unnamed,
      } = unusedComponentsDroppable(off.code);
      found.modules += 1;
      found.marked += marked;
      found.unnamed += unnamed;
      off.found.forEach((count, index) => (found.features[index] += count));
      return { code: droppable, map: null };
    },
    buildEnd(error) {
      // The router's components (Link, NavLink, Form…) and contexts are declared so in its main module.
      if (
        !error &&
        found.modules > 0 &&
        (found.marked < 10 || found.unnamed < 10)
      )
        this.error(
          `React Router's production build declares its components otherwise (${found.marked} marked, ${found.unnamed} names left out): see productionRouter in scripts/production-router.mjs`,
        );
      const missing = unusedFeatures.filter(
        (_, index) => found.modules > 0 && found.features[index] === 0,
      );
      if (!error && missing.length)
        this.error(
          `React Router's production build no longer has the code of ${missing.map(({ what }) => `"${what}"`).join(", ")}: see unusedFeatures in scripts/production-router.mjs`,
        );
    },
  };
}
