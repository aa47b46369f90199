/**
 * The part of the range the product pages read: the five collections with their cabin models, the
 * Vakio kits and the ice bath, with their prices; and the price helper the rest of the range uses.
 * Apart from `range.ts` so that a sauna's page does not load the heaters, accessories and aromas.
 *
 * Prices are the business's, kept in the content studio (a "Range item" per slug) and read at
 * build time into `content/generated/prices.ts`; an unconfirmed one is indicative until the
 * business confirms it there.
 */
import { addedCollections } from "../content/generated/collections";
import { builtCollections } from "../content/generated/built-collections";
import { prices } from "../content/generated/prices";
import { paths } from "../routing/paths";

import {
  type AnyItem,
  type CabinModel,
  type EnquiryTopic,
  iceBaths,
  type KitItem,
  type Price,
  type RangeItem,
  type RangeKind,
  type SaunaItem,
  type SaunaSlug,
  saunaNames,
  type Seats,
} from "../content/range-core";

/* Prices ---------------------------------------------------------------------------------------- */

export const onRequest: Price = { kind: "on-request", availability: "MadeToOrder" };

/**
 * An item's price, as the business set it in the content studio. The content step stops the build
 * on an item with no price there (`unpricedItems`, app/content/prices.ts), so "on request" here is
 * never what a page shows for one.
 */
/* @__NO_SIDE_EFFECTS__ */
export function priceOf(slug: string): Price {
  return prices[slug] ?? onRequest;
}

/** The lowest "from" price of `items`: a collection sold as kits is priced from its smallest. */
/* @__NO_SIDE_EFFECTS__ */
function cheapest(items: readonly { price: Price }[]): Price {
  const from = items.flatMap(({ price }) => (price.kind === "from" ? [price] : []));
  return from.length
    ? from.reduce((low, price) => (price.amount < low.amount ? price : low))
    : onRequest;
}

/* Saunas ---------------------------------------------------------------------------------------- */

/* @__NO_SIDE_EFFECTS__ */
function sauna(
  slug: SaunaSlug,
  model: CabinModel,
  seats: Seats,
  price: Price = priceOf(slug),
  plans = true,
  name = saunaNames[slug]!,
): SaunaItem {
  return {
    slug,
    name,
    kind: "sauna",
    path: paths.sauna(slug),
    topic: slug,
    model,
    seats,
    price,
    plans,
  };
}

/**
 * The developer's built collections, in the order the site lists them, each from the standard
 * cabin and seats the business keeps on its Range item.
 */
const builtRange: readonly SaunaItem[] = builtCollections.map(({ slug, model, seats }) =>
  sauna(slug, model, seats),
);

/**
 * Whether the committed renders of the collection `slug` show the standard cabin its document
 * holds: the developer's, or one the business added and a developer rendered (a collection sold
 * as kits is rendered from its kits, which the code keeps).
 */
export function rendersShowCabin(slug: SaunaSlug): boolean {
  return (
    [...builtCollections, ...addedCollections].find((collection) => collection.slug === slug)
      ?.rendered ?? true
  );
}

/** The collections sold as kits, listed last. */
const kitCollections: readonly SaunaItem[] = [
  sauna(
    "vakio",
    { width: 1400, depth: 1400, height: 2100, outside: "pine", inside: "pine", front: "door" },
    [1, 6],
    // Vakio is sold as the four kits below, so it is priced from the smallest.
    cheapest(kitRangeOf()),
    false,
  ),
];

/** The developer's collections: those with renders, tours and a place in the site's code. */
export const developerSaunaRange: readonly SaunaItem[] = [...builtRange, ...kitCollections];

/**
 * Every collection on sale, in the order the site lists them: the developer's built ones, those
 * the business added in the content studio (each from its standard cabin, with plans), then those
 * sold as kits.
 */
export const saunaRange: readonly SaunaItem[] = [
  ...builtRange,
  ...addedCollections.map(({ slug, name, model, seats }) =>
    sauna(slug, model, seats, priceOf(slug), true, name),
  ),
  ...kitCollections,
];

/** The collection `slug`, which must be on sale. */
export function saunaItem(slug: SaunaSlug): SaunaItem {
  const found = saunaRange.find((item) => item.slug === slug);
  if (!found)
    throw new Error(`No collection "${slug}" in the range (app/catalogue/range-cabins.ts).`);
  return found;
}

/* DIY kits -------------------------------------------------------------------------------------- */

/** How tall every kit cabin stands, in millimetres. */
export const KIT_HEIGHT = 2100;

/* @__NO_SIDE_EFFECTS__ */
function kit(slug: string, name: string, width: number, depth: number, seats: Seats): KitItem {
  return {
    slug,
    name,
    kind: "diy-kit",
    path: paths.diyKits,
    topic: "diy-kit",
    width,
    depth,
    seats,
    price: priceOf(slug),
  };
}

/**
 * The Vakio kits, named by the most people each seats. The DIY kits page and the Vakio page list
 * these same four.
 */
export const kitRange: readonly KitItem[] = /* @__PURE__ */ kitRangeOf();

/* @__NO_SIDE_EFFECTS__ */
function kitRangeOf(): KitItem[] {
  return [
    kit("vakio-one", "Vakio One", 1400, 1400, [1, 1]),
    kit("vakio-two", "Vakio Two", 1800, 1400, [1, 2]),
    kit("vakio-four", "Vakio Four", 2100, 1800, [3, 4]),
    kit("vakio-six", "Vakio Six", 2600, 2100, [5, 6]),
  ];
}

/* The ice bath ---------------------------------------------------------------------------------- */

/* @__NO_SIDE_EFFECTS__ */
export function item(
  kind: RangeItem["kind"],
  slug: string,
  name: string,
  path: string,
  topic: EnquiryTopic,
): RangeItem {
  return { slug, name, kind, path, topic, price: priceOf(slug) };
}

export const iceBathRange: readonly RangeItem[] = [
  item("ice-bath", iceBaths[0].slug, iceBaths[0].name, paths.iceBath(iceBaths[0].slug), "ice-bath"),
];

/** A collection's cabin with its name: what the renders and the plans draw. */
export type NamedCabin = CabinModel & { name: string };

/** Every collection's cabin, by slug. */
export const cabins: Readonly<Record<SaunaSlug, NamedCabin>> = /* @__PURE__ */ Object.fromEntries(
  saunaRange.map((sauna) => [sauna.slug, { name: sauna.name, ...sauna.model }]),
);

/** The cabin of the collection `slug`, which must be on sale. */
export function cabinOf(slug: SaunaSlug): NamedCabin {
  const { name, model } = saunaItem(slug);
  return { name, ...model };
}

/** The collections whose plans can be downloaded (all but Vakio, which is sold as kits). */
export const saunasWithPlans = /* @__PURE__ */ slugsWithPlans();

/* @__NO_SIDE_EFFECTS__ */
function slugsWithPlans(): SaunaSlug[] {
  return saunaRange.filter((sauna) => sauna.plans).map((sauna) => sauna.slug);
}

/**
 * An item's id (its slug), name and price from `items`, for the page that shows it; an unknown
 * slug fails the build. `listed` in `range.ts` looks in the whole range; a product page that needs
 * only this part of it looks here, so that it does not load the rest.
 */
export function listedIn(
  items: readonly AnyItem[],
  kind: RangeKind,
  slug: string,
): { id: string; name: string; price: Price } {
  const found = items.find((item) => item.kind === kind && item.slug === slug);
  if (!found) throw new Error(`No ${kind} "${slug}" in the range (app/catalogue/range.ts).`);
  return { id: found.slug, name: found.name, price: found.price };
}
