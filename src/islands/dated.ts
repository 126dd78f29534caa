import type { ClientDirective } from "astro";
import { calendarDate } from "../lib/calendar-date";

/**
 * `client:dated="YYYY-MM-DD"`: the island's prerendered HTML is true for that day, the build's. It
 * hydrates only on a visitor's day other than that one (then it draws itself for the visitor's day),
 * at once or at the visitor's next midnight; on the build's day it loads nothing.
 */
const dated: ClientDirective = (load, { value }) => {
  const hydrate = () => {
    void load().then((start) => start());
  };
  const now = new Date();
  if (calendarDate(now) !== value) {
    hydrate();
    return;
  }
  const midnight = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + 1,
  );
  setTimeout(hydrate, midnight.getTime() - now.getTime());
};

export default dated;
