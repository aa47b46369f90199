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

import { checkOpeningHours, DAYS, type Day } from "../../content-studio/rules/hours";
import { checkEach, type ContentQuery, failIfAny, theOne } from "./check";
import { type Hours, hoursRows } from "./opening-days";

export * from "./opening-days";
import { published } from "../dataset/groq";

export const HOURS_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  openingHours
}`;

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
