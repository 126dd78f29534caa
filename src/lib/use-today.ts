import { useSyncExternalStore } from "react";
import { calendarDate } from "./calendar-date";
import { useAfterHydration } from "./use-after-hydration";

/** The build's calendar date (vite.config.ts): the "today" of the prerendered pages. */
export const buildDate: string = __BUILD_DATE__;

function readToday(): string {
  return calendarDate(new Date());
}

/** Checks the date again at the visitor's next midnight and whenever the tab comes back into view. */
function subscribe(onChange: () => void): () => void {
  const now = new Date();
  const nextMidnight = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + 1,
  );
  const timer = setTimeout(onChange, nextMidnight.getTime() - now.getTime());
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const readBuildDate = () => buildDate;

/**
 * Today's calendar date in the visitor's time zone. The server render and the hydrating render both
 * use the build's date, so they agree; React then renders again with the visitor's date, in the
 * transition that ends hydration (HydrationProvider), not in a synchronous render of its own.
 */
export function useToday(): string {
  const hydrated = useAfterHydration();
  return useSyncExternalStore(
    subscribe,
    hydrated ? readToday : readBuildDate,
    readBuildDate,
  );
}
