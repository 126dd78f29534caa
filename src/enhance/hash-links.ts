import { scrollToHash } from "../lib/scroll-to-hash";

/** The link a click should handle here: a plain click on a link to a place on this same page. */
function inPageLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link =
    event.target instanceof Element ? event.target.closest("a") : null;
  if (!link?.hash || link.target) return null;
  const here = window.location;
  return link.origin === here.origin && link.pathname === here.pathname
    ? link
    : null;
}

/**
 * In-page links (the skip link, "About Us" on the home page) and addresses that arrive with a #hash land on
 * their section and focus it, waiting for it as the specification asks (see scrollToHash).
 */
export function enhanceHashLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = inPageLink(event);
    if (!link) return;
    event.preventDefault();
    if (link.hash !== window.location.hash)
      window.history.pushState(null, "", link.hash);
    void scrollToHash(link.hash);
  };
  document.addEventListener("click", onClick);
  if (window.location.hash) void scrollToHash(window.location.hash);
  return () => document.removeEventListener("click", onClick);
}
