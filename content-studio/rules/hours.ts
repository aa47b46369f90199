/**
 * The business's opening hours and the days it is closed, as editors keep them in Contact details:
 * each day of the week open from one time to another, by appointment only, or closed, and a list
 * of public holidays and other dates on which the showrooms are closed and no visit can be booked.
 * The Studio's field and the site's content check both take the hours by this one rule, so what
 * the Studio accepts the build accepts.
 */

/** The days of the week in the order the hours list them, Monday first. */
export const DAYS = [
  { value: "monday", title: "Monday" },
  { value: "tuesday", title: "Tuesday" },
  { value: "wednesday", title: "Wednesday" },
  { value: "thursday", title: "Thursday" },
  { value: "friday", title: "Friday" },
  { value: "saturday", title: "Saturday" },
  { value: "sunday", title: "Sunday" },
] as const;

export type Day = (typeof DAYS)[number]["value"];

/** What a day can be, as the Studio offers it. */
export const DAY_STATUSES = [
  { value: "open", title: "Open" },
  { value: "appointment", title: "By appointment only" },
  { value: "closed", title: "Closed" },
] as const;

export type DayStatus = (typeof DAY_STATUSES)[number]["value"];

/** A 24-hour time: 07:30, 17:00. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a real date written "YYYY-MM-DD" (no 31 April). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

type Entry = Record<string, unknown>;

const record = (value: unknown): Entry | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Entry)
    : undefined;

function dayProblem(entry: Entry, title: string): string | undefined {
  const status = entry.status;
  if (!DAY_STATUSES.some((option) => option.value === status))
    return `${title}: choose open, by appointment only, or closed`;
  if (status !== "open") return undefined;
  for (const field of ["opens", "closes"] as const) {
    if (typeof entry[field] !== "string" || !TIME_PATTERN.test(entry[field]))
      return `${title}: when it ${field === "opens" ? "opens" : "closes"}, as a 24-hour time such as ${field === "opens" ? "07:30" : "17:00"}`;
  }
  if ((entry.opens as string) >= (entry.closes as string))
    return `${title}: closes (${String(entry.closes)}) before it opens (${String(entry.opens)})`;
  return undefined;
}

/**
 * True, or what is wrong with the opening hours (`{ days, closedDates }`), in an editor's words:
 * the seven days in order, Monday to Sunday, none missing; an open day's times, opening before
 * closing; each closed date a real date with a name, none listed twice.
 */
export function checkOpeningHours(value: unknown): true | string {
  const hours = record(value);
  if (!hours) return "Set the opening hours: each day of the week, and the public holidays";
  const days = Array.isArray(hours.days) ? hours.days : [];
  for (const [index, { value: day, title }] of DAYS.entries()) {
    const entry = record(days[index]);
    if (!entry || entry.day !== day) {
      const at = days.findIndex((other) => record(other)?.day === day);
      return at === -1
        ? `${title} is missing: list all seven days, Monday to Sunday`
        : `The days are out of order: list them Monday to Sunday, ${title} ${index === 0 ? "first" : `after ${DAYS[index - 1]!.title}`}`;
    }
    const problem = dayProblem(entry, title);
    if (problem) return problem;
  }
  if (days.length > DAYS.length) return "List each day of the week once, Monday to Sunday";
  if (!days.some((entry) => record(entry)?.status === "open"))
    return "At least one day must be open, or no visit can be booked";
  const closed = hours.closedDates ?? [];
  if (!Array.isArray(closed)) return "Public holidays: a list of dates";
  const seen = new Set<string>();
  for (const [index, item] of closed.entries()) {
    const entry = record(item) ?? {};
    const { date, name } = entry;
    if (!isCalendarDate(date))
      return `Public holidays, line ${index + 1}: a date, such as 2026-12-25`;
    if (typeof name !== "string" || name.trim().length < 2)
      return `Public holidays, ${date}: its name, such as Christmas Day`;
    if (seen.has(date)) return `Public holidays: ${date} is listed twice`;
    seen.add(date);
  }
  return true;
}
