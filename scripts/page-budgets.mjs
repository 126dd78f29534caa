// The HTML budget of every page (budgets.json `html`, KB of 1024 bytes at gzip level 9: how a page grows
// with the content, docs/decisions/0043), checked by the build (postbuild) and by its build check
// (tests/build/budgets.test.ts) alike.
import { readFileSync } from "node:fs";
import { addressesOf } from "./build-files.mjs";

/**
 * The pages whose HTML is over its budget, each named with its size and its budget, in words.
 * @param {string[]} files pages of the build ("event/index.html")
 * @param {(file: string) => number} sizeOf a page's HTML in bytes at gzip level 9
 * @param {{ default: { html: number }, routes: Record<string, { html?: number }> }} budgets
 * @returns {string[]}
 */
export function pagesOverBudget(files, sizeOf, budgets) {
  return files.flatMap((file) => {
    const [route = file] = addressesOf(file);
    const budget = budgets.routes[route]?.html ?? budgets.default.html;
    const bytes = sizeOf(file);
    return bytes > budget * 1024
      ? [
          `${route}: ${(bytes / 1024).toFixed(1)} KB of HTML (gzip level 9), over the page budget of ${budget} KB in budgets.json`,
        ]
      : [];
  });
}

/** budgets.json, as the project has it. */
export const readBudgets = () =>
  JSON.parse(readFileSync("budgets.json", "utf8"));
