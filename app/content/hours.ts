/**
 * The business's opening hours, the same at both showrooms: Monday to Friday as editors keep them
 * in the content studio (Contact details → Opening hours), the weekend as the site's booking works
 * (Saturdays by appointment, Sundays closed: the booking form, its checks and the showroom pages
 * say so, so changing it is a developer's edit). `npm run content` reads them with this query,
 * checks them and writes `generated/hours.ts`, which `site.ts` reads: the footer, the contact and
 * showroom pages, the structured data and the times a visit can be booked all follow. Until an
 * editor sets them, the hours the site has always shown stand.
 */
import { z } from "zod";

import { type ContentQuery, contactDetailsPart } from "./check";
import { published } from "../dataset/groq";

/** The business's hours as a visitor reads them and as schema.org types them. */
export type OpeningHours = {
  /** What a visitor reads: the business's own wording of the days. */
  label: string;
  hours: string;
  /** schema.org day names; empty when the day has no fixed hours. */
  days: string[];
  opens?: string;
  closes?: string;
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** The hours the site shows until an editor sets them. */
export const STANDING_HOURS: OpeningHours[] = [
  {
    label: "Monday – Friday",
    hours: "7:30 AM – 5:00 PM",
    days: WEEKDAYS,
    opens: "07:30",
    closes: "17:00",
  },
  { label: "Saturday", hours: "By appointment only", days: [] },
  { label: "Sunday", hours: "Closed", days: [] },
];

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

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time such as 07:30");

const span = z.object({ opens: time, closes: time }).refine(({ opens, closes }) => opens < closes, {
  message: "closes before it opens",
  path: ["closes"],
});

export const hoursDocument = z
  .object({
    _id: z.string(),
    openingHours: z.object({ weekdays: span }).nullish(),
  })
  .transform(({ openingHours }): OpeningHours[] | undefined =>
    openingHours
      ? [
          {
            ...STANDING_HOURS[0]!,
            hours: `${clock(openingHours.weekdays.opens)} – ${clock(openingHours.weekdays.closes)}`,
            opens: openingHours.weekdays.opens,
            closes: openingHours.weekdays.closes,
          },
          ...STANDING_HOURS.slice(1),
        ]
      : undefined,
  );

/** Reads and checks the opening hours; the standing hours when no editor has set them. */
export async function readHours(query: ContentQuery): Promise<OpeningHours[]> {
  return contactDetailsPart(await query(HOURS_QUERY), hoursDocument, STANDING_HOURS);
}
