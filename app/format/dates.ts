/** How the blog writes dates and reading times. */

const MONTHS = [
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

/** South African Standard Time, UTC+2 all year (no daylight saving since 1944). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * "20 January 2026" (South African English), the date in the business's own time zone so the build
 * and every browser print the same: what `Intl.DateTimeFormat("en-ZA", { day: "numeric",
 * month: "long", year: "numeric", timeZone: "Africa/Johannesburg" })` writes (format.test.ts
 * compares them), without Intl, whose first formatter costs a phone tens of milliseconds of locale
 * data while the page hydrates.
 */
export function formatDate(iso: string): string {
  const date = onSouthAfricanClock(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "27 November 2026 at 14:05": a moment in the business's time zone, to the minute. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} at ${onSouthAfricanClock(iso).toISOString().slice(11, 16)}`;
}

/** The moment `iso` as a Date whose UTC fields read South Africa's clock. */
function onSouthAfricanClock(iso: string): Date {
  return new Date(new Date(iso).getTime() + SAST_OFFSET_MS);
}

/** Today's date in the business's time zone, as a date field writes it: "2026-11-27". */
export function todayInSouthAfrica(): string {
  return new Date(Date.now() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
