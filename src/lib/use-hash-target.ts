import { useEffect } from "react";

/**
 * Lands every arrival at an address with a #hash on its section, focused: a link on the same page
 * (the hash changes) or the first load (unless the visitor has already focused something). The browser
 * brings the section into view (smoothly, unless the visitor asked for less motion: app.css); this
 * waits for the section, up to 10 s, and focuses it. The code that does so loads at the first landing:
 * a visit that never follows a #hash does not download it.
 */
export function useHashTarget() {
  useEffect(() => {
    let controller = new AbortController();
    const land = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      import("./scroll-to-hash")
        .then(({ scrollToHash }) =>
          scrollToHash(window.location.hash, { signal }),
        )
        // Cut short by the page being left, or offline: the browser has brought the section into view.
        .catch(() => {});
    };
    // A visitor who already chose a place on the page (typing into a field while the scripts loaded)
    // keeps it: the first load lands on the section only if nothing has the focus yet.
    const focused = document.activeElement;
    if (window.location.hash && (!focused || focused === document.body)) land();
    window.addEventListener("hashchange", land);
    // A link to the section the address already names changes no hash: it lands all the same.
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest("a") : null;
      if (
        link?.hash &&
        link.hash === window.location.hash &&
        link.pathname === window.location.pathname
      )
        land();
    };
    document.addEventListener("click", onClick);
    return () => {
      controller.abort();
      window.removeEventListener("hashchange", land);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
