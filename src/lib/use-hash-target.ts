import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollToHash } from "./scroll-to-hash";

/**
 * Lands every arrival at an address with a #hash on its section, focused: a link on the same page, a
 * link from another page, or the first load (unless the visitor has already focused something). Any
 * other move to a page, once the site runs, focuses the new page's main heading, so that a screen
 * reader announces where the visitor now is (the h1 carries tabIndex -1); the first load leaves focus to
 * the browser. React Router's <ScrollRestoration> brings the section into
 * view; this hook decides how (smoothly only for a link to a section, and never under reduced motion,
 * which the stylesheet handles) and then waits for the section (see scrollToHash) to focus it. Back and
 * forward leave the position the router restores.
 */
export function useHashTarget() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const toSection = Boolean(location.hash) && navigationType !== "POP";

  // Runs before <ScrollRestoration>'s own layout effect, which scrolls: a move to another page or a
  // return through history jumps at once rather than gliding across the page.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (toSection) delete root.dataset.scroll;
    else root.dataset.scroll = "instant";
  }, [location.key, toSection]);

  useEffect(() => {
    const arrived = firstRender.current;
    firstRender.current = false;
    if (!location.hash) {
      if (!arrived)
        document
          .querySelector<HTMLElement>("main h1")
          ?.focus({ preventScroll: true });
      return;
    }
    if (!toSection && !arrived) return;
    // A visitor who already chose a place on the page (typing into a field while the scripts loaded)
    // keeps it: the first load lands on the section only if nothing has the focus yet.
    const focused = document.activeElement;
    if (arrived && focused && focused !== document.body) return;
    const controller = new AbortController();
    void scrollToHash(location.hash, { signal: controller.signal });
    return () => controller.abort();
  }, [location.key, location.hash, toSection]);
}
