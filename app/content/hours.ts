/**
 * The business's opening hours, the same at both showrooms, as editors keep them in the content
 * studio (Contact details → Opening hours). `npm run content` reads them with this query, checks
 * them and writes `generated/hours.ts`, which `site.ts` reads: the footer, the contact and
 * showroom pages, the structured data and the times a visit can be booked all follow. Until an
 * editor sets them, the hours the site has always shown stand.
 */
import { z } from "zod";

import { checkEach, type ContentQuery, failIfAny } from "./check";
import { published } from "./groq";

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

const weekendDay = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("open"), opens: time, closes: time }),
    z.object({ kind: z.literal("appointment") }),
    z.object({ kind: z.literal("closed") }),
  ],
  "open, by appointment only, or closed",
);

/** One day of the weekend as the site lists it. */
function weekend(label: string, day: z.infer<typeof weekendDay>): OpeningHours {
  if (day.kind === "open") {
    return {
      label,
      hours: `${clock(day.opens)} – ${clock(day.closes)}`,
      days: [label],
      opens: day.opens,
      closes: day.closes,
    };
  }
  return { label, hours: day.kind === "closed" ? "Closed" : "By appointment only", days: [] };
}

const hoursDocument = z
  .object({
    _id: z.string(),
    openingHours: z
      .object({
        weekdays: span,
        saturday: weekendDay,
        sunday: weekendDay,
      })
      .superRefine(({ saturday, sunday }, context) => {
        for (const [name, day] of [
          ["saturday", saturday],
          ["sunday", sunday],
        ] as const) {
          if (day.kind === "open" && day.opens >= day.closes) {
            context.addIssue({
              code: "custom",
              message: "closes before it opens",
              path: [name, "closes"],
            });
          }
        }
      })
      .nullish(),
  })
  .transform(({ openingHours }): OpeningHours[] | undefined =>
    openingHours
      ? [
          {
            label: "Monday – Friday",
            hours: `${clock(openingHours.weekdays.opens)} – ${clock(openingHours.weekdays.closes)}`,
            days: WEEKDAYS,
            opens: openingHours.weekdays.opens,
            closes: openingHours.weekdays.closes,
          },
          weekend("Saturday", openingHours.saturday),
          weekend("Sunday", openingHours.sunday),
        ]
      : undefined,
  );

/** Reads and checks the opening hours; the standing hours when no editor has set them. */
export async function readHours(query: ContentQuery): Promise<OpeningHours[]> {
  const found: string[] = [];
  const [hours] = checkEach("contact details", await query(HOURS_QUERY), hoursDocument, found);
  failIfAny(found);
  return hours ?? STANDING_HOURS;
}
