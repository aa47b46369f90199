/** How the blog writes dates and reading times. */

const dateFormat = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // The business's own time zone, so the build and every browser print the same date.
  timeZone: "Africa/Johannesburg",
});

/** "20 January 2026" (South African English). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
