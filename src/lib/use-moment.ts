import { useCallback, useRef, useSyncExternalStore } from "react";
import {
  currentMoment,
  nextChange,
  type EventDates,
  type Moment,
} from "./event-timing";

/**
 * The moment it is for the visitor: the instant, and the calendar date in their time zone. The
 * prerendered HTML and the render that hydrates it use `built`, the build's moment, so they agree; React
 * then renders again with the visitor's. It is read again at the visitor's next midnight, at each instant
 * at which one of `events` starts, ends or closes a call, and whenever the tab comes back into view.
 */
export function useMoment(
  built: Moment,
  events: readonly Pick<EventDates, "times">[],
): Moment {
  const last = useRef<Moment>(undefined);
  // The same moment until its day ends or an event changes, as React asks of a snapshot.
  const read = useCallback(() => {
    const now = currentMoment();
    const kept = last.current;
    const change = kept && nextChange(events, kept);
    if (
      kept?.day === now.day &&
      !(change !== undefined && change <= now.instant)
    )
      return kept;
    last.current = now;
    return now;
  }, [events]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        const now = new Date();
        const midnight = new Date(
          now.getFullYear(),
          now.getMonth(),
          now.getDate() + 1,
        ).getTime();
        const change = nextChange(events, currentMoment()) ?? midnight;
        timer = setTimeout(
          () => {
            onChange();
            wait();
          },
          Math.min(midnight, change) - now.getTime(),
        );
      };
      wait();
      document.addEventListener("visibilitychange", onChange);
      return () => {
        clearTimeout(timer);
        document.removeEventListener("visibilitychange", onChange);
      };
    },
    [events],
  );
  return useSyncExternalStore(subscribe, read, () => built);
}
