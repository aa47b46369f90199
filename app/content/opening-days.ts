/**
 * The opening hours as a visitor reads them: the rows of the week, the days open and by
 * appointment in words, a time as the site writes it. Plain functions with no checks, so that the
 * booking's and the showroom pages' scripts carry them without the content's checks (`hours.ts`
 * reads and checks the hours from the dataset).
 */
import type { Day, DayStatus } from "../../content-studio/rules/hours";

/** A row of the hours as a visitor reads them and as schema.org types them. */
export type OpeningHours = {
  /** What a visitor reads: the days, "Monday – Friday" or "Saturday". */
  label: string;
  hours: string;
  /** schema.org day names; empty when the day has no fixed hours. */
  days: string[];
  opens?: string;
  closes?: string;
};

/** One day of the week as the booking reads it, Monday first. */
export type DayHours = {
  day: Day;
  name: string;
  status: DayStatus;
  opens?: string;
  closes?: string;
};

/** A public holiday or other date on which the showrooms are closed. */
export type ClosedDate = { date: string; name: string };

/** Everything `generated/hours.ts` and `generated/calendar.ts` hold. */
export type Hours = {
  openingHours: OpeningHours[];
  week: DayHours[];
  closedDates: ClosedDate[];
};

/** "17:00" → "5:00 PM", as the site writes a time. */
export function clock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const half = hours < 12 ? "AM" : "PM";
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${half}`;
}

const STATUS_WORDS: Record<Exclude<DayStatus, "open">, string> = {
  appointment: "By appointment only",
  closed: "Closed",
};

/** The week as a visitor reads it: days in a row with the same hours share a line. */
export function hoursRows(week: readonly DayHours[]): OpeningHours[] {
  const rows: DayHours[][] = [];
  for (const day of week) {
    const last = rows.at(-1)?.[0];
    if (
      last &&
      last.status === day.status &&
      last.opens === day.opens &&
      last.closes === day.closes
    )
      rows.at(-1)!.push(day);
    else rows.push([day]);
  }
  return rows.map((group) => {
    const first = group[0]!;
    const label = group.length === 1 ? first.name : `${first.name} – ${group.at(-1)!.name}`;
    if (first.status !== "open") return { label, hours: STATUS_WORDS[first.status], days: [] };
    return {
      label,
      hours: `${clock(first.opens!)} – ${clock(first.closes!)}`,
      days: group.map((day) => day.name),
      opens: first.opens,
      closes: first.closes,
    };
  });
}

/** The days open with fixed hours, as a phrase: "weekdays", or "Monday – Thursday and Saturday". */
export function openDaysPhrase(week: readonly DayHours[]): string {
  const open = week.filter((day) => day.status === "open").map((day) => day.day);
  if (open.join() === "monday,tuesday,wednesday,thursday,friday") return "weekdays";
  const labels = hoursRows(week)
    .filter((row) => row.opens)
    .map((row) => row.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels[0]!;
}

/** The days by appointment only, in the plural: ["Saturdays"]. */
export function appointmentDays(week: readonly DayHours[]): string[] {
  return week.filter((day) => day.status === "appointment").map((day) => `${day.name}s`);
}

/** The open days' hours as a sentence: "On weekdays we are here from 7:30 AM to 5:00 PM." */
export function openHoursSentence(week: readonly DayHours[]): string {
  const rows = hoursRows(week).filter((row) => row.opens);
  const to = (text: string) => text.replace(" – ", " to ");
  return rows.length === 1
    ? `On ${openDaysPhrase(week)} we are here from ${to(rows[0]!.hours)}.`
    : `We are here ${rows.map((row) => `${to(row.label)} from ${to(row.hours)}`).join(", ")}.`;
}
