/**
 * The part of the range's core that is the developer's alone and reads nothing the content step
 * writes: the developer's collections, those sold as kits, and the timbers. The content step checks
 * the business's documents against it before the generated modules exist, so it imports this
 * rather than `range-core.ts` (which re-exports it, with the collections the business added).
 */

/**
 * The developer's collections: each with its rendered pictures, its place in the
 * renders and, for some, a tour and a gallery category in the site's code. The built ones come
 * first; the Vakio, sold as kits, last.
 */
export const developerSaunaSlugs = ["kaelis", "aurora", "loyly", "elysium", "vakio"] as const;
export type DeveloperSaunaSlug = (typeof developerSaunaSlugs)[number];

/** Whether `slug` is one of the developer's collections (not one the business added). */
export function isDeveloperSauna(slug: string): slug is DeveloperSaunaSlug {
  return (developerSaunaSlugs as readonly string[]).includes(slug);
}

/**
 * The collections sold as kits and priced from the smallest of them: their Range item holds their
 * photographs and words and no price of its own.
 */
export const soldAsKits: ReadonlySet<string> = new Set<DeveloperSaunaSlug>(["vakio"]);

/** What the content check says of a price set on a collection sold as kits. */
export const PRICED_FROM_KITS = "is priced from its kits; set the kits' prices instead";

/** The six timbers, by the ids `woods.ts` describes them under. */
export const timberIds = [
  "thermo-pine",
  "pine",
  "obeche",
  "western-red-cedar",
  "lunawood",
  "oak",
] as const;
export type TimberId = (typeof timberIds)[number];
