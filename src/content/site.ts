import * as site from "virtual:content/site";
import { isScrollPath } from "../lib/home-sections";
import { pageMeta, pageTitleOf, type PageMeta } from "../lib/meta";
import { prerenderedHead } from "../lib/prerendered-regions";

export { site };
export {
  forms,
  podcast,
  supportLink,
  socialLinks,
  networkNames,
  footerColumns,
  errorPage,
} from "virtual:content/site";

export { default as footerPages } from "virtual:content/footerPages";

// Read by the header as it is prerendered; a call the bundler may drop where nothing reads it.
export const navItems = /* @__PURE__ */ site.navigation.map((item) => ({
  ...item,
  isScroll: isScrollPath(item.path),
}));

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

// The site's name and address alone, so that the browser's bundle keeps no other setting it does not read.
const identity = { name: site.name, url: site.url };

/** Title, description, canonical address, social card and theme colour for one page of this site. */
export const getMeta = (page: PageMeta) => pageMeta(identity, page);

/**
 * In the browser, the metadata of a page prerendered for one entry, whose content the bundle lacks:
 * as its prerendered document has it (docs/decisions/0021-content-in-the-html-only.md).
 */
export function prerenderedMeta(path: string) {
  const head = prerenderedHead(path);
  return head
    ? getMeta({
        title: pageTitleOf(identity, head.title),
        description: head.description,
        path,
      })
    : [];
}
