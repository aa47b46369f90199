/**
 * The part of the range that every page, or every product page, carries: the price and topic
 * types, the collections and their kits, the ice baths, and the page of each kind of item. The menu
 * and the footer list some of it, so it loads with the site's shell. `range.ts` adds the other
 * items (steam rooms, heaters, accessories, aromas) and re-exports this module, so the range is
 * still read from one place; the shell (`navigation.ts`, `site.ts`) and the catalogue modules of
 * the product pages import this part alone, which keeps the rest off those pages' first load.
 *
 * No image imports and no zod: the navigation, the enquiry form, the server, the artwork and the
 * plan generators all read this module.
 *
 * PLACEHOLDERS: every price below is an indicative figure for the business to confirm before
 * launch (`confirmed: false`); the README's content notes say how to change one.
 */
import { paths } from "../paths";

/* ---------------------------------------------------------------------------------------------- */
/* Prices                                                                                         */

export type Availability = "InStock" | "MadeToOrder" | "PreOrder";

/**
 * What a visitor is told about the cost: an indicative "from" figure in rand, or that the item is
 * priced on request. Structured data carries an `Offer` only for the first.
 */
export type Price =
  | { kind: "from"; amount: number; availability: Availability; confirmed: boolean }
  | { kind: "on-request"; availability: Availability };

/** An indicative "from" price, not yet confirmed by the business. */
export function from(amount: number, availability: Availability = "MadeToOrder"): Price {
  return { kind: "from", amount, availability, confirmed: false };
}

export const onRequest: Price = { kind: "on-request", availability: "MadeToOrder" };

/* ---------------------------------------------------------------------------------------------- */
/* Enquiry topics                                                                                 */

export const saunaSlugs = ["kaelis", "aurora", "loyly", "elysium", "vakio"] as const;
export type SaunaSlug = (typeof saunaSlugs)[number];

/**
 * The interests the enquiry form offers beyond the saunas, in its order. A visitor may tick any of
 * these, and at most two saunas.
 */
export const otherInterests = [
  { topic: "steam-room", label: "Steam room" },
  { topic: "ice-bath", label: "Ice bath" },
  { topic: "diy-kit", label: "DIY sauna kit" },
  { topic: "heater", label: "Sauna heater" },
  { topic: "accessories", label: "Accessories and aromas" },
] as const;

/** What an enquiry can be about: a sauna by its slug, or one of the other interests. */
export type EnquiryTopic = SaunaSlug | (typeof otherInterests)[number]["topic"];

/* ---------------------------------------------------------------------------------------------- */
/* Cabins                                                                                         */

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

export interface Dimensions {
  /** Outside width, depth and height, in millimetres. */
  width: number;
  depth: number;
  height: number;
}

/** A cabin as it is built and drawn: its outside size, its two timbers and its front. */
export interface CabinModel extends Dimensions {
  /** The cladding. */
  outside: TimberId;
  /** Walls, ceiling, benches and backrest inside. */
  inside: TimberId;
  /** A glass door in a timber wall, or a wall of glass. */
  front: "door" | "glass";
}

/** How many people sit in it: the fewest it suits and the most it seats. */
export type Seats = readonly [number, number];

/* ---------------------------------------------------------------------------------------------- */
/* Items                                                                                          */

export const rangeKinds = [
  "sauna",
  "ice-bath",
  "steam-room",
  "diy-kit",
  "heater",
  "accessory",
  "aroma",
] as const;
export type RangeKind = (typeof rangeKinds)[number];

export interface ItemBase {
  slug: string;
  name: string;
  kind: RangeKind;
  /** The page the item is shown on (its own page, or the range page that lists it). */
  path: string;
  /** What the enquiry form ticks when a visitor asks about this item. */
  topic: EnquiryTopic;
  price: Price;
}

export interface SaunaItem extends ItemBase {
  kind: "sauna";
  slug: SaunaSlug;
  model: CabinModel;
  seats: Seats;
  /** Whether the plan drawing and PDF are offered (Vakio is sold as kits instead). */
  plans: boolean;
}

export interface KitItem extends ItemBase {
  kind: "diy-kit";
  /** The footprint, width by depth, in millimetres; every kit stands 2100 mm high. */
  width: number;
  depth: number;
  seats: Seats;
}

export interface RangeItem extends ItemBase {
  kind: "ice-bath" | "steam-room" | "accessory" | "aroma";
}

/* Saunas ---------------------------------------------------------------------------------------- */

function sauna(
  slug: SaunaSlug,
  name: string,
  model: CabinModel,
  seats: Seats,
  price: Price,
  plans = true,
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

/** The five collections, in the order the site lists them. */
export const saunaRange: readonly SaunaItem[] = [
  sauna(
    "kaelis",
    "Kaelis",
    {
      width: 1800,
      depth: 2100,
      height: 2400,
      outside: "western-red-cedar",
      inside: "western-red-cedar",
      front: "door",
    },
    [2, 3],
    from(145_000),
  ),
  sauna(
    "aurora",
    "Aurora",
    {
      width: 2060,
      depth: 2000,
      height: 2400,
      outside: "thermo-pine",
      inside: "obeche",
      front: "glass",
    },
    [3, 4],
    from(165_000),
  ),
  sauna(
    "loyly",
    "Loyly",
    { width: 2200, depth: 2200, height: 2400, outside: "lunawood", inside: "pine", front: "door" },
    [4, 5],
    from(185_000),
  ),
  sauna(
    "elysium",
    "Elysium",
    {
      width: 2960,
      depth: 1900,
      height: 2400,
      outside: "lunawood",
      inside: "thermo-pine",
      front: "glass",
    },
    [4, 6],
    from(235_000),
  ),
  sauna(
    "vakio",
    "Vakio",
    { width: 1400, depth: 1400, height: 2100, outside: "pine", inside: "pine", front: "door" },
    [1, 6],
    // The smallest kit's price: Vakio is sold as the kits below.
    from(65_000),
    false,
  ),
];

/* DIY kits -------------------------------------------------------------------------------------- */

/** How tall every kit cabin stands, in millimetres. */
export const KIT_HEIGHT = 2100;

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
  kit("vakio-one", "Vakio One", 1400, 1400, [1, 1], from(65_000)),
  kit("vakio-two", "Vakio Two", 1800, 1400, [1, 2], from(79_000)),
  kit("vakio-four", "Vakio Four", 2100, 1800, [3, 4], from(98_000)),
  kit("vakio-six", "Vakio Six", 2600, 2100, [5, 6], from(125_000)),
];

/* Ice baths ------------------------------------------------------------------------------------ */

/** An item that needs no more than the base: an ice bath, a steam room, an accessory, an aroma. */
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
    "premium-ice-bath",
    "Premium Ice Bath",
    paths.iceBath("premium-ice-bath"),
    "ice-bath",
    from(89_000, "InStock"),
  ),
];

/* ---------------------------------------------------------------------------------------------- */
/* Lookups                                                                                        */

export function isSaunaSlug(value: string | undefined): value is SaunaSlug {
  return (saunaSlugs as readonly string[]).includes(value ?? "");
}

export function saunaItem(slug: SaunaSlug): SaunaItem {
  return saunaRange.find((item) => item.slug === slug)!;
}

/**
 * What a card takes from the registry: its id (the item's slug), name and price, found among
 * `items`. An unknown slug fails the build, so a card cannot exist without its item.
 */
export function listedIn(
  items: readonly ItemBase[],
  kind: RangeKind,
  slug: string,
): { id: string; name: string; price: Price } {
  const found = items.find((item) => item.kind === kind && item.slug === slug);
  if (!found) throw new Error(`No ${kind} "${slug}" in the range (app/catalogue/range.ts).`);
  return { id: found.slug, name: found.name, price: found.price };
}

/** The pages that list items of a kind, and the kind's name as a heading or a link reads. */
export const kindPages: Record<RangeKind, { path: string; label: string }> = {
  sauna: { path: paths.products, label: "Sauna collections" },
  "ice-bath": { path: iceBathRange[0]!.path, label: "Ice baths" },
  "steam-room": { path: paths.steamRooms, label: "Steam rooms" },
  "diy-kit": { path: paths.diyKits, label: "DIY sauna kits" },
  heater: { path: paths.equipment, label: "Heaters" },
  accessory: { path: paths.accessories, label: "Accessories" },
  aroma: { path: paths.aromas, label: "Aroma concentrates" },
};

/** A collection's cabin with its name: what the artwork and the plan generators draw. */
export type NamedCabin = CabinModel & { name: string };

/** Every collection's cabin, by slug. */
export const cabins = Object.fromEntries(
  saunaRange.map((sauna) => [sauna.slug, { name: sauna.name, ...sauna.model }]),
) as Record<SaunaSlug, NamedCabin>;

/** The collections whose plans can be downloaded (all but Vakio, which is sold as kits). */
export const saunasWithPlans = saunaRange.filter((sauna) => sauna.plans).map((sauna) => sauna.slug);
