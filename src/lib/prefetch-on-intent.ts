/** What shows the visitor means to follow a link: pointing at it (a tap points too), or focusing it. */
const intents = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Astro's prefetch, as its own ClientRouter imports it (the next page fetched when a link is pointed at
 * or focused, and never on data-saver or 2G), loaded at the first such intent: a visit that never points
 * at a link does not download it. The link that started it is fetched ahead at once, as Astro would.
 */
export function prefetchOnIntent() {
  const start = (event: Event) => {
    const link =
      event.target instanceof Element ? event.target.closest("a") : null;
    if (!link) return;
    stop();
    import("astro/virtual-modules/prefetch.js")
      .then(({ init, prefetch }) => {
        init({ prefetchAll: true, defaultStrategy: "hover" });
        if (link.dataset.astroPrefetch !== "false") prefetch(link.href);
      })
      // Cut short by the page being left (a tap follows the link at once), or offline: nothing is lost.
      .catch(() => {});
  };
  const stop = () => {
    for (const intent of intents)
      document.removeEventListener(intent, start, true);
  };
  for (const intent of intents)
    document.addEventListener(intent, start, { capture: true, passive: true });
  return stop;
}
