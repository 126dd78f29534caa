import { unlistedPages } from "../lib/footer-pages";
import { isScrollPath } from "../lib/home-sections";
import { pageMeta, type PageMeta } from "../lib/meta";
import { content } from "./store";

export const site = content.site;
export const {
  forms,
  podcast,
  supportLink,
  socialLinks,
  networkNames,
  footerColumns,
  errorPage,
} = site;

/** The pages of content/pages/ that no footer entry leads to: the footer links them on its last line. */
export const footerPages = unlistedPages(site.footerColumns, content.pages);

export const navItems = site.navigation.map((item) => ({
  ...item,
  isScroll: isScrollPath(item.path),
}));

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

/** Title, description, canonical address, social card and theme colour for one page of this site. */
export const getMeta = (page: PageMeta) => pageMeta(site, page);
