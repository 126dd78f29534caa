// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rewriteRouter, rewrites } from "../scripts/production-router.mjs";

const production = "node_modules/react-router/dist/production";

describe("React Router's components, droppable when unused", () => {
  it("marks the top-level component and context declarations pure, and leaves out their names", () => {
    const code = [
      "var Form = React10.forwardRef(({ method }, ref) => null);",
      'Form.displayName = "Form";',
      "var Memoized = React3.memo(Routes);",
      "var RouteContext = React.createContext(null);",
      'RouteContext.displayName = "Route";',
      "function useForm() { return React10.forwardRef(render); }",
      'const label = "Form.displayName = ...";',
    ].join("\n");

    const { code: droppable, found } = rewriteRouter(code);

    expect(droppable.split("\n")).toEqual([
      "var Form = /* @__PURE__ */ React10.forwardRef(({ method }, ref) => null);",
      "",
      "var Memoized = /* @__PURE__ */ React3.memo(Routes);",
      "var RouteContext = /* @__PURE__ */ React.createContext(null);",
      "",
      "function useForm() { return React10.forwardRef(render); }",
      'const label = "Form.displayName = ...";',
    ]);
    // Marked, names left out, and none of the features' rewrites.
    expect(found).toEqual([3, 2, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("React Router's features the site never has, switched off", () => {
  it("rewrites where the router decides them, and nothing that only looks alike", () => {
    const code = [
      "function isFogOfWarEnabled(routeDiscovery, ssr) {",
      '  return routeDiscovery.mode === "lazy" && ssr === true;',
      "}",
      "let enableFogOfWar = isFogOfWarEnabled(routeDiscovery, ssr);",
      "function useIsRSCRouterContext() {",
      "  return React.useContext(RSCRouterContext);",
      "}",
      "let rsc = useIsRSCRouterContext();",
      '    if (this.context && typeof error === "object") {',
      "    if (this.context) {",
      "      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);",
      "    if (this.context) {",
      "RenderErrorBoundary.contextType = RSCRouterContext;",
      "  if (init.instrumentations) {",
      "  if (opts?.instrumentations) {",
      "    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(",
      "      () => router2,",
      "      ssrInfo.manifest,",
      "      ssrInfo.context.basename",
      "    )",
      "  useFogOFWarDiscovery(",
      "    router,",
      "    ssrInfo.manifest",
      "  );",
    ].join("\n");

    const { code: off, found } = rewriteRouter(code);

    expect(off.split("\n")).toEqual([
      "function isFogOfWarEnabled(routeDiscovery, ssr) {",
      '  return routeDiscovery.mode === "lazy" && ssr === true;',
      "}",
      "let enableFogOfWar = false;",
      "function useIsRSCRouterContext() {",
      "  return React.useContext(RSCRouterContext);",
      "}",
      "let rsc = false;",
      '    if (false && typeof error === "object") {',
      "    if (false) {",
      "      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);",
      "    if (this.context) {",
      "",
      "  if (false) {",
      "  if (opts?.instrumentations) {",
      "    patchRoutesOnNavigation: void 0",
      "",
    ]);
    expect(found).toEqual([0, 0, 1, 1, 1, 1, 1, 2, 1]);
  });
});

describe("React Router's installed production build", () => {
  it("has the code of each rewrite, at least as often as the build requires", () => {
    const found = readdirSync(production)
      .filter((file) => file.endsWith(".mjs"))
      .map(
        (file) =>
          rewriteRouter(readFileSync(join(production, file), "utf8")).found,
      );
    const total = (index: number) =>
      found.reduce((sum, counts) => sum + (counts[index] ?? 0), 0);
    // The build stops below these counts (scripts/production-router.mjs).
    expect(
      rewrites
        .filter(({ atLeast }, index) => total(index) < atLeast)
        .map(({ what }) => what),
    ).toEqual([]);
  });
});
