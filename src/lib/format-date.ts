// Written out rather than asked of `Intl`: a page's first `Intl` formatter loads the locale's data,
// which took a phone's main thread 12 to 68 ms in Chromium (docs/decisions/0020-content-kept-as-prerendered.md).
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-08-22" → "22 August 2025", the same on every machine and time zone. */
export function formatDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return `${day} ${months[month - 1] ?? ""} ${year}`;
}

/** "22 August 2025", or "26 February 2027 to 2 March 2027" for dates over several days. */
export function formatDateRange({
  date,
  endDate,
}: {
  date: string;
  endDate?: string;
}): string {
  return endDate && endDate !== date
    ? `${formatDate(date)} to ${formatDate(endDate)}`
    : formatDate(date);
}

/** "2027-02-18" → { day: "18", month: "Feb", year: "2027" }: a calendar leaf's three lines. */
export function shortDate(isoDate: string) {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return {
    day: String(day),
    month: (months[month - 1] ?? "").slice(0, 3),
    year: String(year),
  };
}
