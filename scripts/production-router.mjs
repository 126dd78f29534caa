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
  let found = { modules: 0, marked: 0, unnamed: 0 };
  return {
    name: "production-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      found = { modules: 0, marked: 0, unnamed: 0 };
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
      const {
        code: droppable,
        marked,
        unnamed,
      } = unusedComponentsDroppable(code);
      found.modules += 1;
      found.marked += marked;
      found.unnamed += unnamed;
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
    },
  };
}
