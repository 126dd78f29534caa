import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render after. A component
 * renders its no-JavaScript form first, so hydration matches the HTML, then switches to its scripted form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
