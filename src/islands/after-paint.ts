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
  const afterFrame = (wait: number) => () =>
    requestAnimationFrame(() => setTimeout(start, wait));
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf("paint") < 0) {
    afterFrame(0)();
    return;
  }
  // A browser that records no paint (Firefox landing on a #hash) starts a while after the frame that
  // follows the load: a first contentful paint is timed when the frame reaches the screen, which on a
  // busy machine comes tens of milliseconds after that frame's callbacks have run.
  const fallback = afterFrame(500);
  if (document.readyState === "complete") fallback();
  else window.addEventListener("load", fallback, { once: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
};

export default afterPaint;
