/**
 * What each kind of item's price includes and how soon it is ready, as the business keeps it in the
 * content studio ("Price terms", one document). `npm run content` reads it with this query, checks
 * it and writes `generated/terms.ts`, which `catalogue/price-terms.ts` turns into the line under
 * every price. A built sauna's lead time is not here: it is the installation's steps summed
 * (`guides.ts`).
 */
import { z } from "zod";

import type { RangeKind } from "./range-core";
import { checkEach, type ContentQuery, failIfAny, theOne } from "./check";
import { published } from "../dataset/groq";

/** The document's field for each kind of item. */
export const TERM_FIELDS = {
  sauna: "sauna",
  steamRoom: "steam-room",
  diyKit: "diy-kit",
  iceBath: "ice-bath",
  heater: "heater",
  accessory: "accessory",
  aroma: "aroma",
} as const satisfies Record<string, RangeKind>;

/** A kind's terms as the site reads them; a built sauna's lead time comes from the guides. */
export interface KindTerms {
  includes: string;
  excludes?: string;
  leadWeeks?: readonly [number, number];
  leadSpan: string;
  /** The aromas' only: the bottle a price is for, "400 ml". */
  bottle?: string;
}

/**
 * What the electrician's dedicated circuit for a heater typically costs, in rand, which no price of
 * ours includes: indicative until the business confirms it (`confirmed`), and told to visitors as
 * indicative until then.
 */
export interface CircuitCost {
  from: number;
  to: number;
  confirmed: boolean;
}

export interface Terms {
  byKind: Record<RangeKind, KindTerms>;
  /** The typical cost of the dedicated circuit a heater needs, which the buyer's electrician installs. */
  circuit: CircuitCost;
  /** The maker of the steam generators the business fits, once it names one. */
  steamGeneratorMaker?: string;
  /** Whether the business has confirmed them. */
  confirmed: boolean;
}

export const TERMS_QUERY = `*[_type == "priceTerms" && ${published}] | order(_id asc) {
  _id,
  ${Object.keys(TERM_FIELDS).join(",\n  ")},
  circuit,
  confirmed
}`;

const words = (min: number, max: number) => z.string().trim().min(min).max(max);
const weeks = z.number().int("whole weeks").min(1, "at least 1").max(52, "at most 52");
const rand = z
  .number()
  .int("whole rand")
  .min(500, "at least R 500")
  .max(100_000, "at most R 100 000");

/** The circuit's typical cost: from and to in rand, and whether the business has confirmed it. */
const circuit = z
  .object({ from: rand, to: rand, confirmed: z.boolean().nullish() })
  .refine(({ from, to }) => from <= to, {
    message: "the first figure is more than the second",
    path: ["to"],
  })
  .transform(({ from, to, confirmed }): CircuitCost => ({
    from,
    to,
    confirmed: confirmed ?? false,
  }));

/**
 * A kind's terms; the steam rooms' may name the generators' maker, which the page names, and the
 * aromas' must name the bottle their price is for.
 */
const kind = (lead: boolean, maker = false, bottle = false) =>
  z
    .object({
      includes: words(3, 120),
      excludes: words(3, 160).nullish(),
      bottle: bottle ? words(2, 20) : z.undefined().nullish(),
      leadFrom: lead ? weeks : z.undefined().nullish(),
      leadTo: lead ? weeks : z.undefined().nullish(),
      leadSpan: words(3, 60),
      generatorMaker: maker ? words(2, 40).nullish() : z.undefined().nullish(),
    })
    .refine((terms) => !lead || terms.leadFrom! <= terms.leadTo!, {
      message: "the first number of weeks is more than the second",
      path: ["leadTo"],
    })
    .transform(
      ({ includes, excludes, leadFrom, leadTo, leadSpan, generatorMaker, bottle }) =>
        [
          {
            includes,
            ...(excludes ? { excludes } : {}),
            ...(lead ? { leadWeeks: [leadFrom!, leadTo!] as const } : {}),
            leadSpan,
            ...(bottle ? { bottle } : {}),
          },
          generatorMaker ?? undefined,
        ] as [KindTerms, string | undefined],
    );

export const termsDocument = z
  .object({
    _id: z.string(),
    ...Object.fromEntries(
      Object.keys(TERM_FIELDS).map((field) => [
        field,
        kind(field !== "sauna", field === "steamRoom", field === "aroma"),
      ]),
    ),
    circuit,
    confirmed: z.boolean().nullish(),
  })
  .transform((doc): Terms => {
    const read = doc as unknown as Record<string, [KindTerms, string | undefined]>;
    const { circuit: circuitCost } = doc as unknown as { circuit: CircuitCost };
    const maker = read.steamRoom![1];
    return {
      byKind: Object.fromEntries(
        Object.entries(TERM_FIELDS).map(([field, rangeKind]) => [rangeKind, read[field]![0]]),
      ) as Record<RangeKind, KindTerms>,
      circuit: circuitCost,
      ...(maker ? { steamGeneratorMaker: maker } : {}),
      confirmed: doc.confirmed ?? false,
    };
  });

/** Reads and checks the price terms; throws one error that names the field an editor must mend. */
export async function readTerms(query: ContentQuery): Promise<Terms> {
  const found: string[] = [];
  const documents = checkEach("price terms", await query(TERMS_QUERY), termsDocument, found);
  const document = theOne("price terms", "Price terms", documents, found);
  failIfAny(found);
  return document!;
}
