import * as site from "virtual:content/site";
import { isScrollPath } from "../lib/home-sections";
import { pageMeta, type PageMeta } from "../lib/meta";

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

export const navItems = site.navigation.map((item) => ({
  ...item,
  isScroll: isScrollPath(item.path),
}));

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

/** Title, description, canonical address, social card and theme colour for one page of this site. */
export const getMeta = (page: PageMeta) =>
  pageMeta({ name: site.name, url: site.url }, page);
