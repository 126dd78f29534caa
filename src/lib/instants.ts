/**
 * Instants (milliseconds since 1970 UTC) of wall-clock times in a named time zone, by `Intl`, whose zone
 * data every engine ships. Run at build time and in the editor, never by a page's script: a page's first
 * `Intl` formatter loads the locale's data (see format-date.ts), so a page gets the instants written out.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds: 7_200_000 for Africa/Kigali. */
export function offsetAt(timeZone: string, instant: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      timeZoneName: "longOffset",
    });
    formats.set(timeZone, format);
  }
  // "GMT" for UTC itself, else "GMT+05:30", "GMT-08:00" (with seconds for a few historical offsets).
  const name =
    format.formatToParts(instant).find((part) => part.type === "timeZoneName")
      ?.value ?? "GMT";
  const [, sign = "+", hours = "0", minutes = "0", seconds = "0"] =
    /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name) ?? [];
  const size =
    (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return sign === "-" ? -size : size;
}

/** A date and wall-clock time ("2026-11-01", "01:30") read as if in UTC. */
const wallClock = (date: string, time = "00:00") =>
  Date.parse(`${date}T${time}:00Z`);

/** "01:30", the wall-clock time of a `wallClock` value. */
const timeOf = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/** The day after a calendar date: "2026-11-02" after "2026-11-01". */
export const nextDay = (date: string) =>
  new Date(wallClock(date) + day).toISOString().slice(0, 10);

/**
 * The instants at which the zone's clocks show `time` on `date`, earliest first: one, as a rule; two
 * where the clocks go back over it; none where they skip it. (The zone's offsets a day either side
 * bracket every instant that day, with at most one change between them.)
 */
export function instantsOf(
  date: string,
  time: string,
  timeZone: string,
): number[] {
  const wall = wallClock(date, time);
  const offsets = new Set([
    offsetAt(timeZone, wall - day),
    offsetAt(timeZone, wall + day),
  ]);
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(timeZone, instant) === wall - instant)
    .sort((a, b) => a - b);
}

/**
 * The instant of a wall-clock time in its zone: the first, where the clocks show it twice; where they skip
 * it, as read with the offset before they went forward. (The schema refuses both.)
 */
export function instantOf(
  date: string,
  time: string,
  timeZone: string,
): number {
  const wall = wallClock(date, time);
  return (
    instantsOf(date, time, timeZone)[0] ?? wall - offsetAt(timeZone, wall - day)
  );
}

/** The first instant, to the minute, from `from` on at which the zone's offset differs from its offset at `from`. */
function changeAfter(timeZone: string, from: number, to: number): number {
  const before = offsetAt(timeZone, from);
  let [low, high] = [from, to];
  while (high - low > minute) {
    const middle = low + Math.floor((high - low) / 2 / minute) * minute;
    if (offsetAt(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Why a wall-clock time is no one instant: it happens twice (the clocks go back) or never (they go
 * forward), and the hour of wall-clock times that do the same, "01:00" to "02:00". Undefined for a
 * time that happens once.
 */
export function clockChange(
  date: string,
  time: string,
  timeZone: string,
): { repeated: boolean; from: string; to: string } | undefined {
  if (instantsOf(date, time, timeZone).length === 1) return undefined;
  const wall = wallClock(date, time);
  const before = offsetAt(timeZone, wall - day);
  const after = offsetAt(timeZone, wall + day);
  const change = changeAfter(timeZone, wall - day, wall + day);
  // Back: the clocks show change+after up to change+before twice. Forward: change+before up to change+after never.
  const [from, to] = [
    change + Math.min(before, after),
    change + Math.max(before, after),
  ];
  return { repeated: before > after, from: timeOf(from), to: timeOf(to) };
}

/**
 * When a calendar day starts in a zone: its midnight, or the first instant after the clocks skip it.
 * Without a zone, the day anywhere on Earth: it starts at UTC+14, the first zone to reach it.
 */
export function dayStart(date: string, timeZone?: string): number {
  const midnight = wallClock(date);
  if (!timeZone) return midnight - 14 * 60 * minute;
  const [first] = instantsOf(date, "00:00", timeZone);
  return first ?? changeAfter(timeZone, midnight - day, midnight + day);
}

/** When a calendar day ends (the first instant of the next); without a zone, at UTC−12, the last zone to leave it. */
export function dayEnd(date: string, timeZone?: string): number {
  return timeZone
    ? dayStart(nextDay(date), timeZone)
    : wallClock(nextDay(date)) + 12 * 60 * minute;
}

/** The dates and times of an event, as in `content/events/<id>.json`. */
export type EventSchedule = {
  date: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  timeZone?: string;
  registrationDeadline?: string;
  abstractDeadline?: string;
};

/** The instants an event's status turns on (see event-timing.ts). */
export type EventTimes = {
  start: number;
  /** The first instant after it. */
  end: number;
  /** The first instant registration is closed by its deadline, if it has one. */
  registrationCloses?: number;
  abstractsClose?: number;
};

/**
 * When an event starts and ends, as instants: its times on its first and last days in its zone; without
 * times, its whole days in its zone (with a start time and no end, until its last day ends). Without a
 * zone (an all-day event may have none), its days anywhere on Earth, from UTC+14 to UTC−12, so it is
 * never called past while it is still one of its days somewhere. A deadline is open to the end of its
 * day, the same way.
 */
export function eventTimes(event: EventSchedule): EventTimes {
  const { timeZone } = event;
  const lastDay = event.endDate ?? event.date;
  return {
    start:
      event.startTime && timeZone
        ? instantOf(event.date, event.startTime, timeZone)
        : dayStart(event.date, timeZone),
    end:
      event.startTime && event.endTime && timeZone
        ? instantOf(lastDay, event.endTime, timeZone)
        : dayEnd(lastDay, timeZone),
    ...(event.registrationDeadline && {
      registrationCloses: dayEnd(event.registrationDeadline, timeZone),
    }),
    ...(event.abstractDeadline && {
      abstractsClose: dayEnd(event.abstractDeadline, timeZone),
    }),
  };
}
