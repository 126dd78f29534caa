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

export const navItems = site.navigation.map((item) => ({
  ...item,
  isScroll: isScrollPath(item.path),
}));

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

/** Title, description, canonical address, social card and theme colour for one page of this site. */
export const getMeta = (page: PageMeta) =>
  pageMeta({ name: site.name, url: site.url }, page);

/**
 * In the browser, the metadata of a page prerendered for one entry, whose content the bundle lacks:
 * as its prerendered document has it (docs/decisions/0021-content-in-the-html-only.md).
 */
export function prerenderedMeta(path: string) {
  const head = prerenderedHead(path);
  return head
    ? getMeta({
        title: pageTitleOf(site, head.title),
        description: head.description,
        path,
      })
    : [];
}
