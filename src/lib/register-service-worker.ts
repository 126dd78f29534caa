/**
 * Registers the service worker (sw.js, which scripts/service-worker.mjs builds) once the page has
 * loaded, so that it never competes with the first paint. A browser without service workers, or one
 * that refuses them (private modes), goes on as before.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  if (!container) return;
  // A page that loaded before the worker controlled it names what it loaded, for the worker to keep.
  if (!container.controller)
    container.addEventListener(
      "controllerchange",
      () =>
        container.controller?.postMessage({
          loaded: performance
            .getEntriesByType("resource")
            .map((entry) => entry.name),
        }),
      { once: true },
    );
  const register = () => {
    container.register("/sw.js").catch(() => {
      // Refused or unreachable: the site works the same without it.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
