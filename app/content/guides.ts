/**
 * The guides' figures as the business keeps them in the content studio ("Guide figures", one
 * document): how long each step of an installation takes and how long our own warranties last,
 * each with whether it is confirmed. `npm run content` reads them with this query, checks them and
 * writes `generated/guides.ts`, which the installation and warranty guides read, and from which a
 * built sauna's lead time is worked out (the sum of the steps), so the three always agree.
 */
import { z } from "zod";

import { totalWeeks } from "../format/text";
import { checkEach, type ContentQuery, failIfAny, theOne } from "./check";
import { published } from "../dataset/groq";

/**
 * The installation's steps whose length the business sets, by the document's field and the guide's
 * id. The site survey is not among them: the guide gives it the length of the visit a buyer books.
 */
export const STEP_FIELDS = {
  designAndPlans: "design-and-plans",
  workshop: "workshop",
  delivery: "delivery",
  installation: "installation",
  handover: "handover",
} as const;

/** Our own warranty periods, by the document's field and the guide's kind and period ids. */
export const WARRANTY_FIELDS = {
  cabinWorkmanship: "cabins/workmanship",
  cabinTimber: "cabins/timber",
  steamGenerator: "steam-generators/steam-generator",
} as const;

export interface GuideFigures {
  /** Each step's duration by its id, with whether the business has confirmed it. */
  durations: Record<
    string,
    { from: number; to: number; unit: "hour" | "day" | "week"; placeholder: boolean }
  >;
  /** Each period's years by `kind/period`, with whether the business has confirmed it. */
  warranty: Record<string, { years: number; placeholder: boolean }>;
  /** The steps' sum in weeks: a built sauna's lead time. */
  journeyWeeks: readonly [number, number];
}

export const GUIDES_QUERY = `*[_type == "guideFigures" && ${published}] | order(_id asc) {
  _id,
  installation,
  warranty
}`;

const whole = z.number().int("a whole number").min(1, "at least 1").max(52, "at most 52");

const duration = z
  .object({
    from: whole,
    to: whole,
    unit: z.enum(["hour", "day", "week"], "hours, days or weeks"),
    confirmed: z.boolean().nullish(),
  })
  .refine((value) => value.from <= value.to, { message: "From is more than To", path: ["to"] })
  .transform(({ from, to, unit, confirmed }) => ({ from, to, unit, placeholder: !confirmed }));

const period = z
  .object({ years: whole, confirmed: z.boolean().nullish() })
  .transform(({ years, confirmed }) => ({ years, placeholder: !confirmed }));

export const guidesDocument = z
  .object({
    _id: z.string(),
    installation: z.object(
      Object.fromEntries(Object.keys(STEP_FIELDS).map((field) => [field, duration])) as Record<
        keyof typeof STEP_FIELDS,
        typeof duration
      >,
    ),
    warranty: z.object(
      Object.fromEntries(Object.keys(WARRANTY_FIELDS).map((field) => [field, period])) as Record<
        keyof typeof WARRANTY_FIELDS,
        typeof period
      >,
    ),
  })
  .transform(({ installation, warranty }): GuideFigures => {
    const durations = Object.fromEntries(
      Object.entries(STEP_FIELDS).map(([field, id]) => [
        id,
        installation[field as keyof typeof STEP_FIELDS],
      ]),
    );
    const journey = totalWeeks(Object.values(durations));
    return {
      durations,
      warranty: Object.fromEntries(
        Object.entries(WARRANTY_FIELDS).map(([field, id]) => [
          id,
          warranty[field as keyof typeof WARRANTY_FIELDS],
        ]),
      ),
      journeyWeeks: [journey.from, journey.to],
    };
  });

/** Reads and checks the guide figures; throws one error that names the field an editor must mend. */
export async function readGuides(query: ContentQuery): Promise<GuideFigures> {
  const found: string[] = [];
  const documents = checkEach("guide figures", await query(GUIDES_QUERY), guidesDocument, found);
  const document = theOne("guide figures", "Guide figures", documents, found);
  failIfAny(found);
  return document!;
}
