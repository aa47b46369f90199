/**
 * The configurator's pricing rule as the business keeps it in the content studio ("Configurator
 * pricing", one document): what a square metre of floor adds, what each timber adds over pine,
 * what a wall of glass adds, what prices are rounded to, and whether the business has confirmed
 * them. `npm run content` reads it with this query, checks it and writes `generated/pricing.ts`,
 * which `catalogue/design-figures.ts` prices every configured design by.
 */
import { z } from "zod";

import type { TimberId } from "./range-core";
import { checkEach, type ContentQuery, failIfAny, theOne } from "./check";
import { published } from "../dataset/groq";

/** The document's field for each timber. */
export const TIMBER_FIELDS = {
  pine: "pine",
  thermoPine: "thermo-pine",
  lunawood: "lunawood",
  obeche: "obeche",
  westernRedCedar: "western-red-cedar",
  oak: "oak",
} as const satisfies Record<string, TimberId>;

/** The rule as the configurator applies it. */
export interface PricingRule {
  /** Rand per m² of floor added or taken away. */
  perFloorM2: number;
  /** What a timber adds per m² it covers, over the plainest (pine): outside walls, or inside. */
  timberPerM2: Record<TimberId, number>;
  /** What a wall of glass adds over a door and window. */
  glassFront: number;
  /** Prices are rounded to this many rand: they are indicative. */
  roundTo: number;
}

export interface Pricing {
  rule: PricingRule;
  confirmed: boolean;
}

export const PRICING_QUERY = `*[_type == "configuratorPricing" && ${published}] | order(_id asc) {
  _id,
  perFloorM2,
  timberPerM2,
  glassFront,
  roundTo,
  confirmed
}`;

const rand = (most: number) =>
  z.number().int("whole rand").min(0, "not below 0").max(most, `at most R ${most}`);

export const pricingDocument = z
  .object({
    _id: z.string(),
    perFloorM2: rand(200_000).positive("more than 0"),
    timberPerM2: z.object(
      Object.fromEntries(Object.keys(TIMBER_FIELDS).map((field) => [field, rand(20_000)])) as {
        [K in keyof typeof TIMBER_FIELDS]: ReturnType<typeof rand>;
      },
    ),
    glassFront: rand(500_000),
    roundTo: z.union([z.literal(100), z.literal(500), z.literal(1000), z.literal(5000)], {
      message: "one of 100, 500, 1000 or 5000",
    }),
    confirmed: z.boolean().nullish(),
  })
  .transform((doc): Pricing => ({
    rule: {
      perFloorM2: doc.perFloorM2,
      timberPerM2: Object.fromEntries(
        Object.entries(TIMBER_FIELDS).map(([field, id]) => [
          id,
          doc.timberPerM2[field as keyof typeof TIMBER_FIELDS],
        ]),
      ) as Record<TimberId, number>,
      glassFront: doc.glassFront,
      roundTo: doc.roundTo,
    },
    confirmed: doc.confirmed ?? false,
  }));

/** Reads and checks the pricing rule; throws one error that names the field an editor must mend. */
export async function readPricing(query: ContentQuery): Promise<Pricing> {
  const found: string[] = [];
  const documents = checkEach(
    "configurator pricing",
    await query(PRICING_QUERY),
    pricingDocument,
    found,
  );
  const document = theOne("configurator pricing", "Configurator pricing", documents, found);
  failIfAny(found);
  return document!;
}
