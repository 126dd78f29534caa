import type { ClientDirective } from "astro";

/**
 * `client:afterpaint`: the island loads and hydrates once the page has painted its text, so that until
 * then the HTML, stylesheet and font have the connection and the processor to themselves. Until it has
 * hydrated, its prerendered HTML works without it (a menu's native disclosure, a form that posts).
 * Astro bundles a directive into the page as it is written: no syntax newer than the oldest engine's.
 */
const afterPaint: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf("paint") < 0) {
    afterFrame();
    return;
  }
  // A browser that records no paint (Firefox landing on a #hash) starts after the frame that follows
  // the load, at the latest.
  if (document.readyState === "complete") afterFrame();
  else window.addEventListener("load", afterFrame, { once: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
};

export default afterPaint;
