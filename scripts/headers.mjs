// The response headers of the site, in one place: written to build/client/_headers (Netlify's format),
// which `npm start` also reads with Netlify's own parser, so local runs get the production policy.

/**
 * The Content-Security-Policy of the site: scripts from the site itself, and the inline scripts with
 * these hashes (React Router's bootstrap of each prerendered page, hashed by postbuild).
 * @param {string[]} scriptHashes "sha256-…" sources
 */
export const contentSecurityPolicy = (scriptHashes) =>
  directives(scriptHashes).join("; ");

/**
 * The same policy for a <meta> element, which cannot carry frame-ancestors (X-Frame-Options does);
 * upgrade-insecure-requests is left to the header, which `npm start` drops over plain http.
 * @param {string[]} scriptHashes
 */
export const metaContentSecurityPolicy = (scriptHashes) =>
  directives(scriptHashes)
    .filter(
      (directive) =>
        !/^(frame-ancestors|upgrade-insecure-requests)\b/.test(directive),
    )
    .join("; ");

/** @param {string[]} scriptHashes */
const directives = (scriptHashes) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
  "style-src 'self'",
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

/** The addresses of the editing interface's own documents, which get its policy instead of the site's. */
export const adminPath = (path) =>
  path === "/admin" || path.startsWith("/admin/");

export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  // No other site's page may load the site's files (images, scripts, calendar files) into itself.
  "Cross-Origin-Resource-Policy": "same-origin",
  // Framing is refused everywhere, also where no policy's frame-ancestors reaches (see headersFile).
  "X-Frame-Options": "DENY",
};

/**
 * Cross-Origin-Opener-Policy, one value per address (Netlify joins the values of several matching rules).
 * The site's pages keep no link to a window of another site. The editor's sign-in opens Netlify's page in
 * a popup, which hands the GitHub token back through `window.opener`: /admin/ keeps the link to the popups
 * it opens itself.
 * @param {string} path
 */
export const openerPolicy = (path) =>
  adminPath(path) ? "same-origin-allow-popups" : "same-origin";

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "public, max-age=0, must-revalidate";

/**
 * @param {{ revalidatedPaths: string[], scriptHashesOf: (path: string) => string[] }} options
 * revalidatedPaths: the addresses of files that are not fingerprinted; scriptHashesOf: the inline scripts
 * of the page at an address (none for any other file). Each page allows its own inline scripts only, so
 * that no page's policy grows with the number of pages (an event's page has its own data).
 *
 * Netlify joins the values of a header that several matching rules set, and two policies are both
 * enforced: so no rule that matches everything carries a policy (nor an opener policy, see openerPolicy).
 * Each file's address gets the site's policy or, under /admin/, the editor's. An unknown address is answered with 404.html, which also
 * carries the site's policy in a <meta> element (postbuild), whatever headers the host gives it.
 */
export function headersFile({ revalidatedPaths, scriptHashesOf }) {
  const rule = (path, headers) =>
    [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const policyFor = (path) => ({
    ...(adminPath(path)
      ? {
          "Content-Security-Policy": adminContentSecurityPolicy,
          "X-Robots-Tag": "noindex",
        }
      : {
          "Content-Security-Policy": contentSecurityPolicy(
            scriptHashesOf(path),
          ),
        }),
    "Cross-Origin-Opener-Policy": openerPolicy(path),
  });
  return [
    "# Generated by scripts/postbuild.mjs from scripts/headers.mjs: do not edit by hand.",
    rule("/*", securityHeaders),
    rule("/assets/*", { ...policyFor("/assets/"), "Cache-Control": immutable }),
    rule("/admin/assets/*", {
      ...policyFor("/admin/assets/"),
      "Cache-Control": immutable,
    }),
    rule("/calendar/*", { "Content-Type": "text/calendar; charset=utf-8" }),
    // The news feed (newsFeedPath in src/lib/site-paths.ts), for feed readers.
    rule("/news/feed.xml", {
      "Content-Type": "application/atom+xml; charset=utf-8",
    }),
    ...revalidatedPaths.map((path) =>
      rule(path, { ...policyFor(path), "Cache-Control": revalidate }),
    ),
    "",
  ].join("\n\n");
}
