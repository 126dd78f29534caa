// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  unusedComponentsDroppable,
  unusedFeatures,
  unusedFeaturesOff,
} from "../scripts/production-router.mjs";

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

    const {
      code: droppable,
      marked,
      unnamed,
    } = unusedComponentsDroppable(code);

    expect(droppable.split("\n")).toEqual([
      "var Form = /* @__PURE__ */ React10.forwardRef(({ method }, ref) => null);",
      "",
      "var Memoized = /* @__PURE__ */ React3.memo(Routes);",
      "var RouteContext = /* @__PURE__ */ React.createContext(null);",
      "",
      "function useForm() { return React10.forwardRef(render); }",
      'const label = "Form.displayName = ...";',
    ]);
    expect([marked, unnamed]).toEqual([3, 2]);
  });

  it("finds the router's installed production build declared so", () => {
    const found = readdirSync(production)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) =>
        unusedComponentsDroppable(readFileSync(join(production, file), "utf8")),
      );
    // The build stops below these counts (scripts/production-router.mjs).
    expect(
      found.reduce((sum, { marked }) => sum + marked, 0),
    ).toBeGreaterThanOrEqual(10);
    expect(
      found.reduce((sum, { unnamed }) => sum + unnamed, 0),
    ).toBeGreaterThanOrEqual(10);
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

    const { code: off, found } = unusedFeaturesOff(code);

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
    expect(found).toEqual([1, 1, 1, 1, 3, 1]);
  });

  it("finds each feature's code in the router's installed production build", () => {
    const found = readdirSync(production)
      .filter((file) => file.endsWith(".mjs"))
      .map(
        (file) =>
          unusedFeaturesOff(readFileSync(join(production, file), "utf8")).found,
      );
    // The build stops if one is not found (scripts/production-router.mjs).
    expect(
      unusedFeatures
        .filter((_, index) => found.every((counts) => !counts[index]))
        .map(({ what }) => what),
    ).toEqual([]);
  });
});
