/**
 * The business's opening hours, the same at both showrooms, and the days it is closed, as editors
 * keep them in the content studio (Contact details → Opening hours): each day of the week open from
 * one time to another, by appointment only, or closed, and the public holidays and other closed
 * dates. `npm run content` reads them with this query, checks them by the Studio's own rule
 * (`content-studio/rules/hours.ts`) and writes `generated/hours.ts` (the rows the footer, the
 * contact and showroom pages and the structured data show, in every page's shell) and
 * `generated/calendar.ts` (each day's hours and the closed dates, which only the pages that book a
 * visit, and the server, load): the days and times a visit can be booked all follow. The dataset is their only source: without them the build stops.
 */
import { z } from "zod";

import {
  checkOpeningHours,
  DAYS,
  type Day,
  type DayStatus,
} from "../../content-studio/rules/hours";
import { checkEach, type ContentQuery, failIfAny, theOne } from "./check";
import { published } from "../dataset/groq";

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

export const HOURS_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  openingHours
}`;

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

const dayEntry = z.object({
  day: z.enum(DAYS.map((day) => day.value) as [Day, ...Day[]]),
  status: z.enum(["open", "appointment", "closed"]),
  opens: z.string().nullish(),
  closes: z.string().nullish(),
});

const closedEntry = z.object({ date: z.string(), name: z.string() });

export const hoursDocument = z
  .object({
    _id: z.string(),
    // Checked whole by the Studio's rule, which names the day or the date to mend.
    openingHours: z.unknown().superRefine((value, context) => {
      const verdict = checkOpeningHours(value);
      if (verdict !== true) context.addIssue({ code: "custom", message: verdict });
    }),
  })
  .transform(({ openingHours }): Hours => {
    const { days, closedDates = [] } = openingHours as { days: unknown[]; closedDates?: unknown[] };
    const week = days.map((entry, index) => {
      const { status, opens, closes } = dayEntry.parse(entry);
      const name = DAYS[index]!.title;
      return status === "open"
        ? { day: DAYS[index]!.value, name, status, opens: opens!, closes: closes! }
        : { day: DAYS[index]!.value, name, status };
    });
    const closed = (closedDates ?? [])
      .map((entry) => {
        const { date, name } = closedEntry.parse(entry);
        return { date, name: name.trim() };
      })
      .sort((a, b) => a.date.localeCompare(b.date));
    return { openingHours: hoursRows(week), week, closedDates: closed };
  });

/** Reads and checks the opening hours and closed dates; stops the build when they are not set. */
export async function readHours(query: ContentQuery): Promise<Hours> {
  const found: string[] = [];
  const documents = checkEach("contact details", await query(HOURS_QUERY), hoursDocument, found);
  const hours = theOne("contact details", "Contact details", documents, found);
  failIfAny(found);
  return hours!;
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
