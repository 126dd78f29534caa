// The response headers of the site, in one place: written to build/client/_headers (Netlify's format),
// which `npm start` also reads with Netlify's own parser, so local runs get the production policy.

/**
 * The Content-Security-Policy of the site: scripts and styles from the site itself, and the inline
 * scripts and styles with these hashes (Astro's island loader and its one rule for the islands' elements,
 * hashed by postbuild). Files that are no page get it with no hash.
 * @param {string[]} scriptHashes "sha256-…" sources
 * @param {string[]} [styleHashes]
 */
export const contentSecurityPolicy = (scriptHashes, styleHashes = []) =>
  directives(scriptHashes, styleHashes).join("; ");

/** What a <meta> policy cannot say (frame-ancestors), or leaves to the header (the upgrade to https). */
const headerOnly = /^(frame-ancestors|upgrade-insecure-requests)\b/;

/**
 * A page's policy, in a <meta> element at the top of its <head>, with the hashes of its own inline
 * scripts: the headers need not name every page. upgrade-insecure-requests is left to the header, which
 * `npm start` drops over plain http.
 * @param {string[]} scriptHashes
 * @param {string[]} [styleHashes]
 */
export const metaContentSecurityPolicy = (scriptHashes, styleHashes = []) =>
  directives(scriptHashes, styleHashes)
    .filter((directive) => !headerOnly.test(directive))
    .join("; ");

/**
 * The header policy of a page, beside its <meta> one (both are enforced): what a <meta> policy cannot
 * say, and what must hold before the <meta> element is read. It restricts no script, which the page's
 * own policy does by hash.
 */
export const pageHeaderPolicy = [
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

/**
 * @param {string[]} scriptHashes
 * @param {string[]} styleHashes
 */
const directives = (scriptHashes, styleHashes) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
  ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
];

/**
 * The editing interface at /admin/ (Decap CMS) and only it: Decap checks its configuration with Ajv,
 * which compiles validators with `new Function` ('unsafe-eval'); its styles are injected at run time
 * (emotion); it reads the media it previews from blob: addresses and talks to GitHub's API, and shows
 * the signed-in editor's GitHub avatar. An iPhone photo (HEIC) is converted by heic-to, whose worker
 * starts from a blob: address (its libheif is plain script, no WebAssembly). Decap's local backend is for `npm run cms`, whose development
 * server sends no policy; `npm start` over loopback adds its address, so that the production policy
 * names no development address.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: https://api.github.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

/**
 * Headers for every address, the editor's included: no rule that matches everything sets another. Only
 * what a browser reads on any answer, and the refusal of framing, which must reach an unknown address
 * too (docs/decisions/0044-headers-where-they-apply.md).
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  // No other site's page may load the site's files (images, scripts, calendar files) into itself.
  "Cross-Origin-Resource-Policy": "same-origin",
  // Framing is refused everywhere, also where no policy's frame-ancestors reaches (an unknown address).
  "X-Frame-Options": "DENY",
};

/**
 * Headers that a browser reads on a document alone, for the pages and the editor: over HTTP/1.1, each
 * of a page's scripts would otherwise carry their 400 bytes for nothing. What a document may use:
 * nothing of the camera, the microphone, the position…; and the referrer policy, which the requests a
 * page makes follow (a file with none follows the browser's default, which is this one).
 */
export const documentHeaders = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
};

/** The site's pages keep no reference to a window of another site, nor give one theirs. */
export const siteOpenerPolicy = "same-origin";
/**
 * The editor's: its sign-in opens Netlify's page in a popup, which hands the GitHub token back through
 * `window.opener`, so /admin/ keeps the link to the popups it opens itself. A header of the editor's rule
 * alone: Netlify joins the values of several matching rules.
 */
export const adminOpenerPolicy = "same-origin-allow-popups";

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "public, max-age=0, must-revalidate";

/**
 * The rule that covers a page of the build, by its file: "/" and "/index.html" for the home page,
 * "/404.html" for a page at the top, "/event/*" for every page under /event ("/event" and "/event/"
 * too, as Netlify matches a rule). Their number is that of the site's kinds of pages, not of its pages.
 * @param {string} file
 */
export const pageRules = (file) =>
  file === "index.html"
    ? ["/", "/index.html"]
    : file.includes("/")
      ? [`/${file.split("/")[0]}/*`]
      : [`/${file}`];

/** The folders of the build's pictures that an editor's content brings (src/pipeline/prepare.ts). */
export const pictureFolders = ["/assets/media/*", "/assets/flags/*"];

/**
 * The _headers file: a handful of rules, whatever the number of pages, which any host that reads
 * Netlify's format can carry (Cloudflare Pages takes 100). Each page carries its own script hashes in a
 * <meta> policy (postbuild); the headers carry the rest.
 *
 * Netlify joins the values of a header that several matching rules set, and two policies are both
 * enforced: so no two rules that match one address set the same header (tests/build/admin.test.ts
 * checks every file of the build). The rule that matches everything sets only what is the same for
 * every address. An unknown address is answered with 404.html, which carries its policy itself.
 * Files with no rule of their own (the icons, the manifest, sitemap.xml) get the host's caching, which
 * on Netlify and Cloudflare Pages, and in `npm start`, is `revalidate`.
 *
 * @param {{ pageFiles: string[] }} options the HTML files of the build, outside /admin/
 */
export function headersFile({ pageFiles }) {
  const rule = (path, headers) =>
    [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const filePolicy = contentSecurityPolicy([]);
  const pages = [...new Set(pageFiles.flatMap(pageRules))].sort();
  return [
    "# Generated by scripts/postbuild.mjs from scripts/headers.mjs: do not edit by hand.",
    rule("/*", securityHeaders),
    ...pages.map((path) =>
      rule(path, {
        ...documentHeaders,
        "Content-Security-Policy": pageHeaderPolicy,
        "Cross-Origin-Opener-Policy": siteOpenerPolicy,
        "Cache-Control": revalidate,
      }),
    ),
    // The build's files never change under their names. Scripts, stylesheets and fonts take no policy
    // (a browser reads one on a document or a worker only); the pictures an editor adds, and the flags,
    // do, should one be opened on its own.
    rule("/assets/*", { "Cache-Control": immutable }),
    ...pictureFolders.map((path) =>
      rule(path, { "Content-Security-Policy": filePolicy }),
    ),
    rule("/calendar/*", {
      "Content-Security-Policy": filePolicy,
      "Cache-Control": revalidate,
      "Content-Type": "text/calendar; charset=utf-8",
    }),
    // The worker's own policy: what it may fetch.
    rule("/sw.js", {
      "Content-Security-Policy": filePolicy,
      "Cache-Control": revalidate,
    }),
    // The news feed (newsFeedPath in src/lib/site-paths.ts), for feed readers.
    rule("/news/feed.xml", {
      "Content-Type": "application/atom+xml; charset=utf-8",
    }),
    rule("/admin/*", {
      ...documentHeaders,
      "Content-Security-Policy": adminContentSecurityPolicy,
      "Cross-Origin-Opener-Policy": adminOpenerPolicy,
      "X-Robots-Tag": "noindex",
    }),
    rule("/admin/assets/*", { "Cache-Control": immutable }),
    "",
  ].join("\n\n");
}
