import site from "virtual:content/site";

export { site };
export const {
  forms,
  podcast,
  supportLink,
  socialLinks,
  networkNames,
  footerColumns,
  errorPage,
} = site;
export const navItems = site.navigation;
export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;
