/**
 * South Africa's public holidays for any year, as dates in South African time ("YYYY-MM-DD").
 *
 * The fixed days of the Public Holidays Act, Good Friday and Family Day (the Friday before and the
 * Monday after Easter Sunday, by the Gregorian computus), and the Act's rule that a public holiday
 * falling on a Sunday makes the following Monday one too. On top of these, the days the President
 * declares one at a time (`DECLARED_HOLIDAYS`), which no rule can predict.
 *
 * Not what the booking reads: the days the showrooms are closed are the business's own list, kept
 * in the content studio (Contact details → Opening hours → Public holidays). The tests hold that
 * list to this rule for the years it covers, and the date helpers here serve the booking.
 */

export type Holiday = { date: string; name: string };

/** The fixed-date holidays, as month and day. */
const FIXED: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 3, day: 21, name: "Human Rights Day" },
  { month: 4, day: 27, name: "Freedom Day" },
  { month: 5, day: 1, name: "Workers' Day" },
  { month: 6, day: 16, name: "Youth Day" },
  { month: 8, day: 9, name: "National Women's Day" },
  { month: 9, day: 24, name: "Heritage Day" },
  { month: 12, day: 16, name: "Day of Reconciliation" },
  { month: 12, day: 25, name: "Christmas Day" },
  { month: 12, day: 26, name: "Day of Goodwill" },
];

/**
 * Days the President has declared public holidays, one at a time (elections, or a day added when
 * the Sunday rule falls on a day that is already a holiday). This is data, not a rule: the
 * business adds a declared day to its own list in the Studio; a line here keeps the check of that
 * list in step.
 */
export const DECLARED_HOLIDAYS: readonly Holiday[] = [
  { date: "2016-08-03", name: "Local government elections" },
  { date: "2019-05-08", name: "General election" },
  { date: "2021-11-01", name: "Local government elections" },
  // Christmas Day fell on a Sunday; the Monday was already the Day of Goodwill.
  { date: "2022-12-27", name: "Public holiday (declared)" },
  { date: "2024-05-29", name: "General election" },
];

/** A date as "YYYY-MM-DD" from its parts (month 1–12); the parts may overflow, as in Date.UTC. */
export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Day of the week of a "YYYY-MM-DD" date: 0 is Sunday, 6 is Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A "YYYY-MM-DD" date moved by a number of days. */
export function addDays(date: string, days: number): string {
  const time = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const cache = new Map<number, readonly Holiday[]>();

/** Every public holiday of a year, in date order, each date once. */
export function publicHolidays(year: number): readonly Holiday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const named: Holiday[] = [
    ...FIXED.map(({ month, day, name }) => ({ date: isoDate(year, month, day), name })),
    { date: addDays(easter, -2), name: "Good Friday" },
    { date: addDays(easter, 1), name: "Family Day" },
  ];
  const taken = new Set(named.map((holiday) => holiday.date));
  // A holiday on a Sunday: the following Monday is a public holiday too, unless it already is one
  // (then only a declaration adds a day, as for Christmas 2022).
  const observed: Holiday[] = [];
  for (const holiday of named) {
    if (weekday(holiday.date) !== 0) continue;
    const monday = addDays(holiday.date, 1);
    if (taken.has(monday)) continue;
    taken.add(monday);
    observed.push({ date: monday, name: `${holiday.name} (observed)` });
  }
  const declared = DECLARED_HOLIDAYS.filter(
    (holiday) => holiday.date.startsWith(`${year}-`) && !taken.has(holiday.date),
  );
  const all = [...named, ...observed, ...declared].sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, all);
  return all;
}

/** The public holiday on a "YYYY-MM-DD" date, if there is one. */
export function holidayOn(date: string): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return undefined;
  return publicHolidays(year).find((holiday) => holiday.date === date);
}
