// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unusedComponentsDroppable } from "../scripts/production-router.mjs";

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
