/**
 * The range's prices, as the business keeps them in the content studio: one "Range item" document
 * per item it prices, named by the item's slug. The build reads them with this query and checks
 * each document where it enters the site; `npm run content` writes what the range imports
 * (app/content/generated/prices.ts), and stops on a price for no item of the range and, through
 * `unpricedItems`, on an item of the range without a price.
 */
import { z } from "zod";

import type { Price } from "./range-core";
import { checkEach, type ContentQuery, failIfAny, sharedKeys } from "./check";
import { published } from "../dataset/groq";
import { PRICED_FROM_KITS, soldAsKits } from "./range-core";
import { plausiblePrice } from "../../content-studio/rules/prices";
import { STUDIO_RANGE, WITHDRAW_ONLY, WITHDRAWABLE } from "../../content-studio/rules/range";
import {
  FEATURE_ICONS,
  FIGURE_IN_WORDS,
  itemWords,
  PAGE_LIMITS,
  paragraphsOf,
} from "../../content-studio/rules/words";

/** The Vakio's kits, whose cards show their size and seats and no words. */
const KIT = /^vakio-/;

/** A Range item as the range reads it, with its price (none for one priced from its kits). */
export interface PricedItem {
  slug: string;
  /** The document's id, for messages that send an editor to it. */
  id: string;
  price?: Price;
  /** For a heater: whether the business supplies the model its card names, as described. */
  modelConfirmed?: boolean;
  /** What the business says of it, where it has written its own words. */
  description?: string;
  /** A collection's page: its headline, its story's paragraphs and its features. */
  page?: CollectionPage;
  /** Withdrawn by the business: left out of the site, its document kept for its return. */
  withdrawn?: true;
}

/** A collection's page in the business's words, figures still named in braces. */
export interface CollectionPage {
  headline: string;
  story: string[];
  features: { title: string; description: string; icon: FeatureIcon }[];
}

type FeatureIcon = (typeof FEATURE_ICONS)[number]["value"];
const ICONS = FEATURE_ICONS.map(({ value }) => value) as unknown as [FeatureIcon, ...FeatureIcon[]];

export { FIGURE_IN_WORDS };

export const PRICES_QUERY = `*[_type == "rangeItem" && ${published}] | order(slug asc) {
  _id,
  slug,
  price,
  modelConfirmed,
  withdrawn,
  description,
  headline,
  story,
  features[]{ title, description, icon }
}`;

export const priceDocument = z
  .object({
    _id: z.string(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
    price: z
      .object({
        onRequest: z.boolean().nullish(),
        from: z.number().int("whole rand").positive("above 0").nullish(),
        availability: z.enum(["MadeToOrder", "InStock"], "made to order or in stock"),
        confirmed: z.boolean().nullish(),
        unusual: z.boolean().nullish(),
      })
      .nullish(),
    modelConfirmed: z.boolean().nullish(),
    withdrawn: z.boolean().nullish(),
    headline: z
      .string()
      .trim()
      .min(PAGE_LIMITS.headline[0], `at least ${PAGE_LIMITS.headline[0]} characters`)
      .max(PAGE_LIMITS.headline[1], `at most ${PAGE_LIMITS.headline[1]} characters`)
      .nullish(),
    story: z.string().nullish(),
    features: z
      .array(
        z.object({
          title: z
            .string()
            .trim()
            .min(PAGE_LIMITS.featureTitle[0], `at least ${PAGE_LIMITS.featureTitle[0]} characters`)
            .max(PAGE_LIMITS.featureTitle[1], `at most ${PAGE_LIMITS.featureTitle[1]} characters`),
          description: z
            .string()
            .trim()
            .min(PAGE_LIMITS.feature[0], `at least ${PAGE_LIMITS.feature[0]} characters`)
            .max(PAGE_LIMITS.feature[1], `at most ${PAGE_LIMITS.feature[1]} characters`),
          icon: z.enum(ICONS, "one of the icons the Studio offers"),
        }),
      )
      .max(PAGE_LIMITS.features[1], `at most ${PAGE_LIMITS.features[1]} features`)
      .nullish(),
    description: z
      .string()
      .trim()
      .min(40, "at least 40 characters")
      .max(400, "at most 400 characters")
      .nullish(),
  })
  .superRefine(({ slug, price, description, headline, story, features, withdrawn }, context) => {
    const kind = STUDIO_RANGE.find((item) => item.slug === slug)?.kind;
    if (withdrawn && kind && !WITHDRAWABLE.includes(kind)) {
      context.addIssue({
        code: "custom",
        message: WITHDRAW_ONLY,
        path: ["withdrawn"],
      });
    }
    if (kind !== "sauna" && (headline || story || features?.length)) {
      context.addIssue({
        code: "custom",
        message: "only a sauna collection's page has a headline, a story and features",
        path: [headline ? "headline" : story ? "story" : "features"],
      });
    }
    for (const [i, paragraph] of paragraphsOf(story ?? "").entries()) {
      const verdict =
        paragraph.length < PAGE_LIMITS.paragraph[0] || paragraph.length > PAGE_LIMITS.paragraph[1]
          ? `paragraph ${i + 1} has ${paragraph.length} characters: ${PAGE_LIMITS.paragraph[0]} to ${PAGE_LIMITS.paragraph[1]}`
          : itemWords(slug, paragraph);
      if (verdict !== true) context.addIssue({ code: "custom", message: verdict, path: ["story"] });
    }
    for (const [i, feature] of (features ?? []).entries()) {
      const verdict = itemWords(slug, feature.description);
      if (verdict !== true)
        context.addIssue({
          code: "custom",
          message: verdict,
          path: ["features", i, "description"],
        });
    }
    if (/^[a-z0-9-]+$/.test(slug) && !STUDIO_RANGE.some((item) => item.slug === slug))
      context.addIssue({
        code: "custom",
        message: `"${slug}" names no item of the range`,
        path: ["slug"],
      });
    if (description) {
      const verdict = itemWords(slug, description);
      if (verdict !== true)
        context.addIssue({ code: "custom", message: verdict, path: ["description"] });
    }
    if (description && KIT.test(slug))
      context.addIssue({
        code: "custom",
        message: "a kit's card shows its size and seats, and no words",
        path: ["description"],
      });
    if (soldAsKits.has(slug)) {
      if (price?.from || price?.onRequest)
        context.addIssue({
          code: "custom",
          message: PRICED_FROM_KITS,
          path: ["price"],
        });
    } else if (!price?.onRequest && typeof price?.from !== "number") {
      context.addIssue({
        code: "custom",
        message: "a price in rand, or Price on request",
        path: ["price", "from"],
      });
    } else if (!price?.onRequest) {
      const kind = STUDIO_RANGE.find((item) => item.slug === slug)?.kind;
      const verdict = plausiblePrice(kind, price?.from, price?.unusual ?? false);
      if (verdict !== true)
        context.addIssue({ code: "custom", message: verdict, path: ["price", "from"] });
    }
  })
  .transform(
    ({
      _id,
      slug,
      price,
      modelConfirmed,
      description,
      headline,
      story,
      features,
      withdrawn,
    }): PricedItem => ({
      slug,
      id: _id,
      ...(withdrawn ? { withdrawn: true as const } : {}),
      ...(headline && story && features?.length
        ? { page: { headline, story: paragraphsOf(story), features } }
        : {}),
      ...(typeof modelConfirmed === "boolean" ? { modelConfirmed } : {}),
      ...(description ? { description } : {}),
      ...(soldAsKits.has(slug) || !price
        ? {}
        : {
            price: price.onRequest
              ? { kind: "on-request" as const, availability: price.availability }
              : {
                  kind: "from" as const,
                  amount: price.from!,
                  availability: price.availability,
                  confirmed: price.confirmed ?? false,
                },
          }),
    }),
  );

/**
 * The items of the range that `items` leaves without words (the kits aside, whose cards show
 * their size and seats): the site's pages carry no words of their own for an item.
 */
export function unwordedItems(items: readonly PricedItem[]): string[] {
  const worded = new Set(items.flatMap(({ slug, description }) => (description ? [slug] : [])));
  const paged = new Set(items.flatMap(({ slug, page }) => (page ? [slug] : [])));
  return [
    ...STUDIO_RANGE.filter((item) => item.kind !== "diy-kit" && !worded.has(item.slug)).map(
      (item) =>
        `range: "${item.name}" (${item.slug}) has no words: write them in "What we say of it" on its document in the Studio`,
    ),
    ...STUDIO_RANGE.filter((item) => item.kind === "sauna" && !paged.has(item.slug)).map(
      (item) =>
        `range: "${item.name}" (${item.slug}) has no page: write its headline, its story and at least one feature on its document in the Studio`,
    ),
  ];
}

/**
 * The items of the range that `priced` leaves without a price (those priced from their kits
 * aside), one line each: a page would otherwise show "Price on request" for an item the business
 * sells at a price.
 */
export function unpricedItems(priced: readonly PricedItem[]): string[] {
  const slugs = new Set(priced.map(({ slug }) => slug));
  return STUDIO_RANGE.filter((item) => !item.pricedFromKits && !slugs.has(item.slug)).map(
    (item) =>
      `range: "${item.name}" (${item.slug}) has no price: open Range: prices and photographs in the Studio and add its document`,
  );
}

/** Reads and checks the prices; throws one error that lists every broken document. */
export async function readPrices(query: ContentQuery): Promise<PricedItem[]> {
  const found: string[] = [];
  const items = checkEach("range item", await query(PRICES_QUERY), priceDocument, found);
  for (const [slug, list] of sharedKeys(items.map(({ slug, id }) => [slug, id] as const))) {
    found.push(`range items ${list.join(", ")}, slug: "${slug}" is priced twice`);
  }
  failIfAny(found);
  return items;
}
