import type { ClientDirective } from "astro";

/**
 * `client:near`: the island loads and hydrates once it comes within a screen's height of the viewport
 * (the visitor scrolls towards it, follows a link to it or tabs into it), and not before the page has
 * loaded: a visit that never nears it does not download its code. Until it has hydrated, its prerendered
 * HTML works without it (a form that posts, and keeps what is typed into it).
 * Astro bundles a directive into the page as it is written: no syntax newer than the oldest engine's.
 */
const near: ClientDirective = (load, _options, island) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    },
    { rootMargin: "100% 0px" },
  );
  // From the frame after the load: an island in view from the start waits until the page has painted.
  const observe = () =>
    requestAnimationFrame(() => {
      for (const child of island.children) observer.observe(child);
    });
  if (document.readyState === "complete") observe();
  else window.addEventListener("load", observe, { once: true });
};

export default near;
