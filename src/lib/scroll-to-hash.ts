/** How long an in-page link waits for its target to appear, for example while a page loads. */
export const HASH_TARGET_TIMEOUT_MS = 10_000;

type WaitOptions = { timeout?: number; signal?: AbortSignal };

/** Resolves with the element of that id as soon as it is in the document, or null after the timeout. */
export function waitForElement(
  id: string,
  { timeout = HASH_TARGET_TIMEOUT_MS, signal }: WaitOptions = {},
): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found || signal?.aborted) return Promise.resolve(found);

  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(element);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), timeout);
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
    });
    signal?.addEventListener("abort", onAbort);
  });
}

export function prefersReducedMotion(): boolean {
  return (
    window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false
  );
}

/** Brings the target of a "#hash" into view, smoothly unless the visitor asked for less motion, and focuses it. */
export async function scrollToHash(
  hash: string,
  options: WaitOptions = {},
): Promise<boolean> {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return false;
  const element = await waitForElement(id, options);
  if (!element || options.signal?.aborted) return false;
  element.scrollIntoView({
    behavior: prefersReducedMotion() ? "instant" : "smooth",
    block: "start",
  });
  element.focus({ preventScroll: true });
  return true;
}
