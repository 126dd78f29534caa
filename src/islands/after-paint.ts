import type { ClientDirective } from "astro";

/**
 * `client:afterpaint`: the island loads and hydrates once the page has painted its text, so that until
 * then the HTML, stylesheet and font have the connection and the processor to themselves. Until it has
 * hydrated, its prerendered HTML works without it (a menu's native disclosure, a form that posts).
 */
const afterPaint: ClientDirective = (load) => {
  const start = () => {
    void load().then((hydrate) => hydrate());
  };
  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
};

export default afterPaint;
