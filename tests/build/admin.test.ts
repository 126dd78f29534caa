// @module-tag content
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parseAllHeaders } from "@netlify/headers-parser";
import { describe, expect, it } from "vitest";
import { addressesOf } from "../../scripts/build-files.mjs";
import {
  adminOpenerPolicy,
  documentHeaders,
  pageHeaderPolicy,
  siteOpenerPolicy,
} from "../../scripts/headers.mjs";
import { pageScripts } from "../../scripts/service-worker.mjs";
import {
  adminFiles,
  builtFiles,
  clientDir,
  fileForPath,
  htmlFiles,
  readBuilt,
} from "./build-output";

/** The most rules _headers may hold: a handful, whatever the number of pages. */
const maxRules = 30;

/** The rules of build/client/_headers, read and matched by Netlify's own parser. */
const { headers: headerRules } = await parseAllHeaders({
  headersFiles: [`${clientDir}/_headers`],
  configHeaders: [],
  minimal: false,
});

/** The rules that match an address: an unknown address gets 404.html's headers. */
function rulesFor(address: string) {
  const known = fileForPath(address, [...builtFiles, ...adminFiles]);
  const path = known ? address : "/404.html";
  return headerRules.filter(
    (rule) => "forRegExp" in rule && rule.forRegExp.test(path),
  );
}

/** Every value of a header an address is answered with, one per rule that sets it. */
const valuesFor = (address: string, name: string) =>
  rulesFor(address)
    .flatMap((rule) => Object.entries(rule.values))
    .filter(([header]) => header === name)
    .map(([, value]) => value);

const policiesFor = (address: string) =>
  valuesFor(address, "Content-Security-Policy");

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

/** Every address of the build, the editor's included, and addresses it does not have. */
const addresses = [
  ...[...builtFiles, ...adminFiles]
    .filter((file) => file !== "_headers")
    .flatMap(addressesOf),
  "/event/",
  "/chapters/",
  "/no-such-page",
  "/assets/no-such-file.js",
  "/administration",
  "/admin",
  "/admin/no-such-page",
];

describe("_headers", () => {
  it(`holds a handful of rules, at most ${maxRules}, which Cloudflare Pages' 100 holds`, () => {
    expect(headerRules.length).toBeLessThanOrEqual(maxRules);
  });

  it.each(addresses)(
    "%s: is matched by no two rules that set one header (Netlify would join them)",
    (address) => {
      const names = rulesFor(address).flatMap((rule) =>
        Object.keys(rule.values),
      );
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
      ).toEqual([]);
    },
  );

  const siteAddresses = builtFiles
    .filter((file) => file !== "_headers")
    .flatMap(addressesOf);
  it.each(siteAddresses)(
    "%s: the site's policy and opener policy, not the editor's",
    (address) => {
      const policies = policiesFor(address);
      if (fileForPath(address)?.endsWith(".html")) {
        // A page's header policy leaves its scripts to the policy in the page.
        expect(policies).toEqual([pageHeaderPolicy]);
        expect(valuesFor(address, "Cross-Origin-Opener-Policy")).toEqual([
          siteOpenerPolicy,
        ]);
      } else expect(policies.length).toBeLessThanOrEqual(1);
      expect(policies.join()).not.toMatch(/unsafe|blob:/);
    },
  );

  const documents = [
    ...htmlFiles.flatMap(addressesOf),
    ...adminFiles.filter((file) => file.endsWith(".html")).flatMap(addressesOf),
    "/no-such-page",
    "/admin",
  ];
  it.each(documents)(
    "%s: a document, with the headers a browser reads on documents",
    (address) => {
      for (const [name, value] of Object.entries({
        ...documentHeaders,
        "X-Frame-Options": "DENY",
      }))
        expect(valuesFor(address, name), name).toEqual([value]);
    },
  );

  // Over HTTP/1.1 every script would carry them (docs/decisions/0044-headers-where-they-apply.md). The
  // service worker reads its policy: it is a worker.
  const files = builtFiles.filter((file) =>
    /^assets\/[^/]+\.(js|css|woff2)$/.test(file),
  );
  it.each(files.flatMap(addressesOf))(
    "%s: no header that a browser reads on documents alone",
    (address) => {
      for (const name of [
        ...Object.keys(documentHeaders),
        "Content-Security-Policy",
      ])
        expect(valuesFor(address, name), name).toEqual([]);
    },
  );

  // The editor's sign-in popup (Netlify's page) hands the token back through window.opener, which
  // "same-origin" cuts (tests/e2e/admin-sign-in.spec.ts signs in through it).
  it("keeps the editor's link to the popups it opens", () => {
    expect(adminOpenerPolicy).toBe("same-origin-allow-popups");
    expect(siteOpenerPolicy).toBe("same-origin");
  });

  it.each([...adminFiles.flatMap(addressesOf), "/admin"])(
    "%s: the editor's policy and opener policy",
    (address) => {
      expect(policiesFor(address)).toEqual([adminPolicy]);
      expect(valuesFor(address, "Cross-Origin-Opener-Policy")).toEqual([
        adminOpenerPolicy,
      ]);
    },
  );
});
