// The build's one reach into React Router's files: the browser gets the router's production build, with
// the components and the features the site never uses left out. tests/production-router.test.ts checks
// both steps.
import { existsSync } from "node:fs";

/**
 * The rewrites of React Router's production modules, in order, each with the least number of times it
 * applies over the router's modules: the build stops, naming this plugin, when a later version of the
 * router has fewer (it moved or changed that code).
 *
 * First, its components. The modules declare each component and context at the top level, as
 * `var Form = React10.forwardRef(…)`, and then name it for React's developer tools
 * (`Form.displayName = "Form"`). Neither call nor assignment carries a mark that the bundler may drop
 * it, so every component stays in the browser's bundle, used or not (a form, a history router, a
 * NavLink the site only prerenders). Marking the calls pure and leaving out the names, which only the
 * developer tools read, lets the bundler drop what the site does not use.
 *
 * Then what the router does only for what this site never has, switched off where the router decides
 * it, so that the bundler drops the code behind it. Each holds for every page of the site:
 * - lazy route discovery ("fog of war") needs a server (`ssr: true`); this site has `ssr: false`, with
 *   which the router never turns it on;
 * - React Server Components: the site's entry renders `<HydratedRouter />`, never an RSC router;
 * - instrumentation: the site's entry passes the router none.
 * @type {{ what: string, find: RegExp, replace: (match: string, ...groups: string[]) => string, atLeast: number }[]}
 */
export const rewrites = [
  {
    what: "components and contexts marked pure",
    find: /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
    replace: (_, declaration, call) => `${declaration}/* @__PURE__ */ ${call}`,
    atLeast: 10,
  },
  {
    what: "components' names for the developer tools left out",
    find: /^[\w$]+\.displayName = "[^"\n]*";$/gm,
    replace: () => "",
    atLeast: 10,
  },
  {
    what: "lazy route discovery: no patching of routes on a navigation",
    find: /patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction\(\s*\(\) => router2,[^)]*\)/g,
    replace: () => "patchRoutesOnNavigation: void 0",
    atLeast: 1,
  },
  {
    what: "lazy route discovery: no discovery of the links on the page",
    find: /^\s*useFogOFWarDiscovery\(\s*router,[^)]*\);$/gm,
    replace: () => "",
    atLeast: 1,
  },
  {
    what: "lazy route discovery: off wherever the router asks",
    find: /(?<!function )\bisFogOfWarEnabled\(routeDiscovery, ssr\)/g,
    replace: () => "false",
    atLeast: 1,
  },
  {
    what: "React Server Components: no RSC router around any component",
    find: /(?<!function )\buseIsRSCRouterContext\(\)/g,
    replace: () => "false",
    atLeast: 1,
  },
  {
    what: "React Server Components: the error boundary takes no RSC context",
    find: /^RenderErrorBoundary\.contextType = RSCRouterContext;$/gm,
    replace: () => "",
    atLeast: 1,
  },
  {
    what: "React Server Components: the error boundary reads none",
    find: /\bthis\.context(?= && typeof error === "object"|\) \{\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler\b)/g,
    replace: () => "false",
    atLeast: 2,
  },
  {
    what: "instrumentation: none passed to the router",
    find: /\bif \(init\.instrumentations\)/g,
    replace: () => "if (false)",
    atLeast: 1,
  },
];

/**
 * Applies `rewrites` to a module of react-router/dist/production.
 * @param {string} code
 * @returns {{ code: string, found: number[] }} the code, and how often each rewrite applied
 */
export function rewriteRouter(code) {
  const found = rewrites.map(() => 0);
  let result = code;
  rewrites.forEach(({ find, replace }, index) => {
    result = result.replace(find, (...match) => {
      found[index] += 1;
      return replace(...match);
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
 * plugin, if a later version moves the production build or the code that `rewrites` changes.
 * @returns {import("vite").Plugin}
 */
export function productionRouter() {
  let found = rewrites.map(() => 0);
  let modules = 0;
  return {
    name: "production-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      found = rewrites.map(() => 0);
      modules = 0;
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
      const rewritten = rewriteRouter(code);
      modules += 1;
      rewritten.found.forEach((count, index) => (found[index] += count));
      return { code: rewritten.code, map: null };
    },
    buildEnd(error) {
      const missing = rewrites.filter(
        ({ atLeast }, index) => (found[index] ?? 0) < atLeast,
      );
      if (!error && modules > 0 && missing.length)
        this.error(
          `React Router's production build no longer has the code of ${missing.map(({ what }) => `"${what}"`).join(", ")} (found ${found.join(", ")} times): see rewrites in scripts/production-router.mjs`,
        );
    },
  };
}
