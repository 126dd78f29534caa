/**
 * The address of the page a path shows, as the site names it: "/chapters/" and "/chapters/index.html"
 * are "/chapters", "/index.html" is "/". Static hosts answer all three with the same file.
 */
export function pageAddress(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, "/");
  return path === "/" ? "/" : path.replace(/\/+$/, "") || "/";
}
