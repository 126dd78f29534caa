import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import { fileForPath, pageRoutes, readBuilt } from "../build/build-output";
import { expect, test, waitForHydration } from "./fixtures";
import { onePerKind } from "./site-facts";

// What a prerendered page loads until its load event and its hydration (its scripts start once it has
// painted), against budgets.json: KB of 1024 bytes, each file's body as it arrived, which `npm start`
// compresses as the build did (brotli at quality 11; woff2 and images as they are; docs/decisions/0043).
// Every page's HTML and scripts are checked in the build (tests/build/budgets.test.ts); here, what only a
// browser chooses (pictures, fonts, styles), on the page of each kind with the most pictures, at both
// widths (a wide screen loads wider pictures).
const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as {
  default: Record<"js" | "css" | "font" | "total", number>;
  routes: Record<
    string,
    Partial<Record<"js" | "css" | "font" | "total", number>>
  >;
};
const kinds = { script: "js", stylesheet: "css", font: "font" } as const;
type Kind = (typeof kinds)[keyof typeof kinds] | "other";
type Loaded = { url: string; kind: Kind; bytes: number };

async function loadAndRecord(page: Page, route: string): Promise<Loaded[]> {
  const responses: Response[] = [];
  const record = (response: Response) => responses.push(response);
  page.on("response", record);
  await page.goto(route, { waitUntil: "load" });
  await waitForHydration(page);
  page.off("response", record);
  return Promise.all(
    responses.map(async (response) => {
      const type = response.request().resourceType();
      return {
        url: response.url(),
        kind: type in kinds ? kinds[type as keyof typeof kinds] : "other",
        bytes: (await response.request().sizes()).responseBodySize,
      };
    }),
  );
}

/** The page of each kind with the most pictures. */
const heaviest = onePerKind(
  pageRoutes,
  (route) => readBuilt(fileForPath(route) ?? "").split("<img").length,
);

/** Every way in which a page's files exceed its budget, as sentences naming the route. */
export function overBudget(route: string, loaded: Loaded[]): string[] {
  const budget = {
    ...budgets.default,
    ...(budgets.routes as Record<string, Partial<typeof budgets.default>>)[
      route
    ],
  };
  const sum = (kind?: Kind) =>
    loaded
      .filter((file) => !kind || file.kind === kind)
      .reduce((total, file) => total + file.bytes, 0);
  const checks = [
    ["js", sum("js")],
    ["css", sum("css")],
    ["font", sum("font")],
    ["total", sum()],
  ] as const;
  return checks
    .filter(([kind, bytes]) => bytes > budget[kind] * 1024)
    .map(
      ([kind, bytes]) =>
        `${route}: ${kind} is ${(bytes / 1024).toFixed(1)} KB, over its budget of ${budget[kind]} KB`,
    );
}

test.describe("budgets", { tag: "@content" }, () => {
  test.describe("byte budgets", () => {
    for (const route of heaviest)
      test(
        `${route} loads within its budget`,
        { tag: "@each-width" },
        async ({ page }) => {
          const loaded = await loadAndRecord(page, route);
          expect(loaded.some((file) => file.kind === "js")).toBe(true);
          expect(overBudget(route, loaded)).toEqual([]);
        },
      );

    test("a page that loads a 500 KB script more is over its budget, by route, kind and size", () => {
      const extra = {
        url: "/assets/extra.js",
        kind: "js" as const,
        bytes: 500 * 1024,
      };
      expect(overBudget("/event", [extra])).toEqual([
        `/event: js is 500.0 KB, over its budget of ${budgets.default.js} KB`,
        `/event: total is 500.0 KB, over its budget of ${budgets.default.total} KB`,
      ]);
    });
  });
});
