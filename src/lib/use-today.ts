import { useSyncExternalStore } from "react";
import { calendarDate } from "./calendar-date";

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

/**
 * Today's calendar date in the visitor's time zone. The prerendered HTML and the render that hydrates
 * it use `buildDate`, the build's day, so they agree; React then renders again with the visitor's date.
 */
export function useToday(buildDate: string): string {
  return useSyncExternalStore(subscribe, readToday, () => buildDate);
}
