// @module-tag content
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  pictureFolders,
} from "../../scripts/headers.mjs";
import { chapters } from "../../src/content/chapters";
import { eventEntry, events, listedEvents } from "../../src/content/event";
import { news } from "../../src/content/news";
import { site } from "../../src/content/site";
import { eventJsonLd } from "../../src/lib/structured-data";
import { startsWith } from "../e2e/site-facts";
import {
  builtFiles,
  clientDir,
  htmlFiles,
  hydratedFiles,
  metaPolicyOf,
  offlineFile,
  policyOf,
  readBuilt,
} from "./build-output";

/**
 * Pages kept out of search results: the error page, the offline page, and the contact form's thank-you
 * page, built only while messages are delivered (tests/build/contact-sent.test.ts).
 */
const thanks = "contact/sent/index.html";
const unlisted = [
  "404.html",
  offlineFile,
  ...(htmlFiles.includes(thanks) ? [thanks] : []),
];
const pages = htmlFiles.filter((file) => !unlisted.includes(file));

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(
    `<meta (?:name|property)="${key.replace(":", "\\:")}" content="([^"]*)"`,
  );
  return html.match(pattern)?.[1];
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>);
}

describe("metadata of every page", () => {
  it("gives each page its own title and description", () => {
    const titles = htmlFiles.map(
      (file) => readBuilt(file).match(/<title>([^<]+)<\/title>/)?.[1],
    );
    expect(new Set(titles).size).toBe(htmlFiles.length);
    const descriptions = pages.map((file) =>
      metaContent(readBuilt(file), "description"),
    );
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it.each(pages)(
    "%s has a canonical address, Open Graph, a Twitter card and a theme colour",
    (file) => {
      const html = readBuilt(file);
      const path = `/${file.replace(/\/?index\.html$/, "")}`;
      const url = new URL(path, site.url).href.replace(
        /\/$/,
        path === "/" ? "/" : "",
      );
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(metaContent(html, "og:url")).toBe(url);
      expect(metaContent(html, "og:type")).toBe("website");
      expect(metaContent(html, "og:site_name")).toBe(site.name);
      expect(metaContent(html, "og:title")).toContain(site.name);
      expect(metaContent(html, "og:description")).toBe(
        metaContent(html, "description"),
      );
      // A post's page shows its photo, one of the files the build made of it.
      const photo = news.find((post) => path === `/news/${post.id}`)?.picture;
      if (photo) {
        const image = metaContent(html, "og:image") ?? "";
        expect(builtFiles).toContain(new URL(image).pathname.slice(1));
        expect(metaContent(html, "og:image:alt")).toBe(photo.alt);
        return;
      }
      // An event's page shows its poster; every other page, the site's social card.
      const poster = events.find(
        (event) => path === `/event/${event.id}`,
      )?.picture;
      expect(metaContent(html, "og:image")).toBe(
        new URL(poster?.src ?? "/social-card.png", site.url).href,
      );
      expect(metaContent(html, "twitter:image")).toBe(
        metaContent(html, "og:image"),
      );
      expect(metaContent(html, "og:image:width")).toBe(
        String(poster?.width ?? 1200),
      );
      expect(metaContent(html, "og:image:height")).toBe(
        String(poster?.height ?? 630),
      );
      expect(metaContent(html, "og:image:alt")).toBe(
        poster?.alt ?? metaContent(html, "og:image:alt"),
      );
      expect(metaContent(html, "og:image:alt")).toBeTruthy();
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "theme-color")).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it.each(unlisted)("keeps %s out of search results", (file) => {
    const html = readBuilt(file);
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("descriptions that list content", () => {
  it("/chapters names every chapter", () => {
    const description = metaContent(
      readBuilt("chapters/index.html"),
      "description",
    );
    for (const chapter of chapters) expect(description).toContain(chapter.name);
  });

  it("/event names its latest event", () => {
    const [latest] = [...events].sort((a, b) => b.date.localeCompare(a.date));
    const description = metaContent(
      readBuilt("event/index.html"),
      "description",
    );
    if (latest) expect(description).toContain(latest.title);
  });
});

describe("structured data", () => {
  it.each(htmlFiles)("%s describes the organisation", (file) => {
    const organization = jsonLdBlocks(readBuilt(file)).find(
      (block) => block["@type"] === "Organization",
    );
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      url: site.url,
      logo: expect.stringMatching(
        new RegExp(`${startsWith(site.url).source}/.+\\.png$`),
      ),
      // A network's home page is a profile not yet set: left out.
      sameAs: site.socialLinks
        .map((social) => social.link)
        .filter((link) => new URL(link).pathname !== "/"),
    });
  });

  it("has one Event block per event that /event holds", () => {
    const names = jsonLdBlocks(readBuilt("event/index.html"))
      .filter((block) => block["@type"] === "Event")
      .map((block) => block.name);
    expect(names).toEqual(listedEvents.map((event) => event.title));
  });

  it.each([
    ...listedEvents.map((event) => ({ ...event, file: "event/index.html" })),
    ...events.map((event) => ({
      ...event,
      file: `event/${event.id}/index.html`,
    })),
  ])("describes $title on $file", ({ file, ...event }) => {
    const blocks = jsonLdBlocks(readBuilt(file)).filter(
      (candidate) => candidate["@type"] === "Event",
    );
    // The event's own page describes that event alone.
    if (file !== "event/index.html") expect(blocks).toHaveLength(1);
    const block = blocks.find((candidate) => candidate.name === event.title);
    // What each field says is src/lib/structured-data.test.ts's to check: here, that each page carries it.
    expect(block).toEqual(eventJsonLd(eventEntry(event.id), site));
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      eventStatus: "https://schema.org/EventScheduled",
      organizer: { "@type": "Organization", name: site.name },
      url: new URL(`/event/${event.id}`, site.url).href,
    });
    if (event.picture)
      expect(block?.image).toMatch(
        new RegExp(`^${new URL("/", site.url).href}`),
      );
  });
});

describe("crawling and installing", () => {
  it("lists every page but the error, thank-you and offline pages in sitemap.xml", () => {
    const sitemap = readBuilt("sitemap.xml");
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = pages.map(
      (file) =>
        new URL(file.replace(/\/?index\.html$/, ""), `${site.url}/`).href,
    );
    expect(urls.sort()).toEqual(expected.sort());
  });

  it("points robots.txt at the sitemap", () => {
    expect(readBuilt("robots.txt")).toContain(
      `Sitemap: ${new URL("/sitemap.xml", site.url).href}`,
    );
  });

  it("ships a manifest whose icons exist, with a maskable one", () => {
    const manifest = JSON.parse(readBuilt("manifest.webmanifest")) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    for (const icon of manifest.icons)
      expect(builtFiles).toContain(icon.src.slice(1));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(
      true,
    );
    expect(builtFiles).toEqual(
      expect.arrayContaining(["favicon.svg", "apple-touch-icon.png"]),
    );
  });

  it("has a 1200×630 social card under 100 KB", () => {
    const png = readFileSync(`${clientDir}/social-card.png`);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(statSync(`${clientDir}/social-card.png`).size).toBeLessThan(
      100 * 1024,
    );
  });
});

describe("content security policy", () => {
  const headers = readBuilt("_headers");
  const csp = metaPolicyOf("index.html");
  const header = policyOf("/");

  it("allows no inline code but by hash", () => {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["object-src 'none'", "base-uri 'self'"])
      expect(csp).toContain(directive);
  });

  it("leaves to the header what a <meta> policy cannot say, and restricts no script there", () => {
    for (const directive of [
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
      "base-uri 'self'",
      "object-src 'none'",
    ])
      expect(header).toContain(directive);
    expect(header).not.toMatch(/script-src|default-src/);
    expect(csp).not.toMatch(/frame-ancestors|upgrade-insecure-requests/);
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Frame-Options: DENY$/m);
  });

  it("is, as a browser enforces the page's policy and its header together, what Google's CSP Evaluator found before, and no more", () => {
    const findings = (policy: string) =>
      new CspEvaluator(new CspParser(policy).csp)
        .evaluate()
        .map(
          (finding) =>
            `${finding.severity} ${finding.directive}: ${finding.description}`,
        );
    for (const file of htmlFiles) {
      const meta = metaPolicyOf(file);
      const hashes = meta.match(/sha256-[^']+/g) ?? [];
      // Both policies are enforced: what the header adds are the directives the page's has not.
      const metaNames = new Set(meta.split("; ").map((d) => d.split(" ")[0]));
      const enforced = [
        meta,
        ...header
          .split("; ")
          .filter((directive) => !metaNames.has(directive.split(" ")[0])),
      ].join("; ");
      expect(findings(enforced), file).toEqual(
        findings(contentSecurityPolicy(hashes)),
      );
    }
  });

  it("gives files that are no page a policy with no inline script", () => {
    const hashes = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? [];
    for (const rule of [...pictureFolders, "/calendar/*", "/sw.js"]) {
      expect(policyOf(rule), rule).toContain("script-src 'self';");
      expect(hashes(policyOf(rule)), rule).toEqual([]);
    }
  });

  it.each(htmlFiles)(
    "%s: carries its policy before any script, with the hash of every inline script and style and no other, and no element has an event handler or style attribute",
    (file) => {
      const html = readBuilt(file);
      const csp = metaPolicyOf(file);
      expect(csp).toContain("default-src 'self'");
      expect(html.indexOf("http-equiv")).toBeLessThan(
        html.search(/<script|<link/),
      );
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      // The offline page stands in for any address, and runs nothing.
      expect(inline.length > 0).toBe(hydratedFiles.includes(file));
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
      const own = [...inline, ...styles].map(
        ([, body]) =>
          `'sha256-${createHash("sha256")
            .update(body ?? "")
            .digest("base64")}'`,
      );
      // A page's policy allows its own inline code alone, not another page's.
      expect(new Set(csp.match(/'sha256-[^']+'/g))).toEqual(new Set(own));
      expect(html).not.toMatch(/<[^>]+\son[a-z]+="/);
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
    },
  );
});
