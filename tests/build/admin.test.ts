import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parseAllHeaders } from "@netlify/headers-parser";
import { describe, expect, it } from "vitest";
import { pageScripts } from "../../scripts/service-worker.mjs";
import {
  adminFiles,
  builtFiles,
  clientDir,
  fileForPath,
  htmlFiles,
  readBuilt,
} from "./build-output";

/** The rules of build/client/_headers, read and matched by Netlify's own parser. */
const { headers: headerRules } = await parseAllHeaders({
  headersFiles: [`${clientDir}/_headers`],
  configHeaders: [],
  minimal: false,
});

/** Every value of a header an address is answered with: an unknown address gets 404.html's headers. */
function valuesFor(address: string, header: string) {
  const known = fileForPath(address, [...builtFiles, ...adminFiles]);
  const path = known ? address : "/404.html";
  return headerRules
    .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(path))
    .flatMap((rule) => Object.entries(rule.values))
    .filter(([name]) => name === header)
    .map(([, value]) => value);
}

const policiesFor = (address: string) =>
  valuesFor(address, "Content-Security-Policy");

const publicPolicy = policiesFor("/")[0];
/** A policy less its script hashes: each page's policy names its own inline scripts alone. */
const withoutHashes = (policy = "") => policy.replace(/ 'sha256-[^']+'/g, "");
const adminPolicy = policiesFor("/admin/")[0];

describe("the editing interface at /admin/", () => {
  it("is served under a production policy that names no development address", () => {
    expect(adminPolicy).toContain(
      "connect-src 'self' blob: https://api.github.com",
    );
    expect(adminPolicy).not.toMatch(/localhost|127\.0\.0\.1|http:\/\//);
  });

  it("is built into admin/, its configuration inside its script", () => {
    expect(adminFiles).toContain("admin/index.html");
    expect(
      adminFiles.some((file) => /^admin\/assets\/.*\.js$/.test(file)),
    ).toBe(true);
  });

  it("loads its own files only, and is kept out of search engines", () => {
    const html = readBuilt("admin/index.html");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const addresses = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      ([, address]) => address ?? "",
    );
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) {
      expect(address).toMatch(/^\/(?!\/)/);
      expect(
        builtFiles.includes(address.slice(1)) ||
          adminFiles.includes(address.slice(1)),
        address,
      ).toBe(true);
    }
    expect(readBuilt("sitemap.xml")).not.toContain("/admin");
  });

  it("loads at most its budget of budgets.json before its first screen; the rest on demand", () => {
    const budget = (
      JSON.parse(readFileSync("budgets.json", "utf8")) as {
        admin: { total: number };
      }
    ).admin.total;
    const html = readBuilt("admin/index.html");
    const first = [
      ...pageScripts(html, (file) => readBuilt(`admin/${file}`)),
      ...[...html.matchAll(/\/admin\/(assets\/[\w.-]+\.css)/g)].map(
        ([, file]) => file ?? "",
      ),
    ];
    const bytes = first.reduce(
      (sum, file) =>
        sum +
        gzipSync(readFileSync(join(clientDir, "admin", file)), { level: 9 })
          .length,
      0,
    );
    expect(first.length).toBeGreaterThan(1);
    expect(
      bytes,
      `${first.join(", ")}: ${(bytes / 1024).toFixed(1)} KB`,
    ).toBeLessThanOrEqual(budget * 1024);
    // An entry's form, its heavy widgets, its previews, the checks of a save with the schemas (config)
    // and the Workflow tab come later, in chunks of their own.
    const later = ["Editor", "widgets", "previews", "config", "Workflow"].map(
      (name) => {
        const chunks = adminFiles.filter((file) =>
          new RegExp(`/${name}-[\\w-]+\\.js$`).test(file),
        );
        expect(chunks, name).toHaveLength(1);
        return chunks[0];
      },
    );
    expect(first.some((file) => later.includes(`admin/${file}`))).toBe(false);
  });

  it("changes nothing that the public pages load", () => {
    for (const file of htmlFiles)
      expect(readBuilt(file), file).not.toContain("/admin/");
  });
});

const siteAddresses = [
  ...builtFiles.filter((file) => file !== "_headers").map((file) => `/${file}`),
  "/",
  "/event",
  "/chapters/",
  "/no-such-page",
  "/assets/no-such-file.js",
  "/administration",
  "/admin/no-such-page",
];
const adminAddresses = [
  ...adminFiles.map((file) => `/${file}`),
  "/admin",
  "/admin/",
];

describe("_headers gives every address exactly one policy", () => {
  it("has two different policies: the site's and the editor's", () => {
    expect(publicPolicy).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(adminPolicy).toContain("script-src 'self' 'unsafe-eval';");
    expect(adminPolicy).toContain("worker-src 'self' blob:;");
    expect(publicPolicy).not.toContain("unsafe");
    expect(publicPolicy).not.toContain("blob:");
  });

  it.each(siteAddresses)("%s: the site's policy", (address) => {
    const policies = policiesFor(address);
    expect(policies).toHaveLength(1);
    expect(withoutHashes(policies[0])).toBe(withoutHashes(publicPolicy));
  });

  it.each(adminAddresses)("%s: the editor's policy", (address) => {
    expect(policiesFor(address)).toEqual([adminPolicy]);
  });
});

// The editor's sign-in popup (Netlify's page) hands the token back through window.opener, which
// "same-origin" cuts; two values joined would be no valid policy at all.
describe("_headers gives every address exactly one opener policy", () => {
  const openerPolicies = (address: string) =>
    valuesFor(address, "Cross-Origin-Opener-Policy");

  it.each(siteAddresses)("%s: same-origin", (address) => {
    expect(openerPolicies(address)).toEqual(["same-origin"]);
  });

  it.each(adminAddresses)(
    "%s: same-origin-allow-popups, for the sign-in popup",
    (address) => {
      expect(openerPolicies(address)).toEqual(["same-origin-allow-popups"]);
    },
  );
});
