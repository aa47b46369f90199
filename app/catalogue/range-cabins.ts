/**
 * The part of the range the product pages read: the five collections with their cabin models, the
 * Vakio kits and the ice bath, with their prices; and the price helpers the rest of the range uses.
 * Apart from `range.ts` so that a sauna's page does not load the heaters, accessories and aromas.
 *
 * PLACEHOLDERS: every price is an indicative figure for the business to confirm before launch
 * (`confirmed: false`); the README's content notes say how to change one.
 */
import { paths } from "../paths";

import {
  type AnyItem,
  type Availability,
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
} from "./range-core";

/* Prices ---------------------------------------------------------------------------------------- */

/* @__NO_SIDE_EFFECTS__ */
export function priceFrom(amount: number, availability: Availability = "MadeToOrder"): Price {
  return { kind: "from", amount, availability, confirmed: false };
}

export const onRequest: Price = { kind: "on-request", availability: "MadeToOrder" };

/* Saunas ---------------------------------------------------------------------------------------- */

/* @__NO_SIDE_EFFECTS__ */
function sauna(
  slug: SaunaSlug,
  model: CabinModel,
  seats: Seats,
  price: Price,
  plans = true,
): SaunaItem {
  return {
    slug,
    name: saunaNames[slug],
    kind: "sauna",
    path: paths.sauna(slug),
    topic: slug,
    model,
    seats,
    price,
    plans,
  };
}

/** The five collections, in the order the site lists them. */
export const saunaRange: readonly SaunaItem[] = [
  sauna(
    "kaelis",
    {
      width: 1800,
      depth: 2100,
      height: 2400,
      outside: "western-red-cedar",
      inside: "western-red-cedar",
      front: "door",
    },
    [2, 3],
    priceFrom(145_000),
  ),
  sauna(
    "aurora",
    {
      width: 2060,
      depth: 2000,
      height: 2400,
      outside: "thermo-pine",
      inside: "obeche",
      front: "glass",
    },
    [3, 4],
    priceFrom(165_000),
  ),
  sauna(
    "loyly",
    { width: 2200, depth: 2200, height: 2400, outside: "lunawood", inside: "pine", front: "door" },
    [4, 5],
    priceFrom(185_000),
  ),
  sauna(
    "elysium",
    {
      width: 2960,
      depth: 1900,
      height: 2400,
      outside: "lunawood",
      inside: "thermo-pine",
      front: "glass",
    },
    [4, 6],
    priceFrom(235_000),
  ),
  sauna(
    "vakio",
    { width: 1400, depth: 1400, height: 2100, outside: "pine", inside: "pine", front: "door" },
    [1, 6],
    // The smallest kit's price: Vakio is sold as the four kits below.
    priceFrom(65_000),
    false,
  ),
];

export function saunaItem(slug: SaunaSlug): SaunaItem {
  return saunaRange.find((item) => item.slug === slug)!;
}

/* DIY kits -------------------------------------------------------------------------------------- */

/** How tall every kit cabin stands, in millimetres. */
export const KIT_HEIGHT = 2100;

/* @__NO_SIDE_EFFECTS__ */
function kit(
  slug: string,
  name: string,
  width: number,
  depth: number,
  seats: Seats,
  price: Price,
): KitItem {
  return {
    slug,
    name,
    kind: "diy-kit",
    path: paths.diyKits,
    topic: "diy-kit",
    width,
    depth,
    seats,
    price,
  };
}

/**
 * The Vakio kits, named by the most people each seats. The DIY kits page and the Vakio page list
 * these same four.
 */
export const kitRange: readonly KitItem[] = [
  kit("vakio-one", "Vakio One", 1400, 1400, [1, 1], priceFrom(65_000)),
  kit("vakio-two", "Vakio Two", 1800, 1400, [1, 2], priceFrom(79_000)),
  kit("vakio-four", "Vakio Four", 2100, 1800, [3, 4], priceFrom(98_000)),
  kit("vakio-six", "Vakio Six", 2600, 2100, [5, 6], priceFrom(125_000)),
];

/* The ice bath ---------------------------------------------------------------------------------- */

/* @__NO_SIDE_EFFECTS__ */
export function item(
  kind: RangeItem["kind"],
  slug: string,
  name: string,
  path: string,
  topic: EnquiryTopic,
  price: Price,
): RangeItem {
  return { slug, name, kind, path, topic, price };
}

export const iceBathRange: readonly RangeItem[] = [
  item(
    "ice-bath",
    iceBaths[0].slug,
    iceBaths[0].name,
    paths.iceBath(iceBaths[0].slug),
    "ice-bath",
    priceFrom(89_000, "InStock"),
  ),
];

/** A collection's cabin with its name: what the artwork and the plan generators draw. */
export type NamedCabin = CabinModel & { name: string };

/** Every collection's cabin, by slug. */
export const cabins = /* @__PURE__ */ Object.fromEntries(
  saunaRange.map((sauna) => [sauna.slug, { name: sauna.name, ...sauna.model }]),
) as Record<SaunaSlug, NamedCabin>;

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
