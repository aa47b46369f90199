/**
 * The core of the range (see `range.ts`, which gathers all of it): the types of the range, and the
 * slugs and names of the collections and the ice baths, which the menu shows. Kept apart because every page's menu and footer read it: only this part of the range
 * ships with the site's shell, and the other kinds load with the pages that list them.
 *
 * PLACEHOLDERS: every price is an indicative figure for the business to confirm before launch
 * (`confirmed: false`); docs/content.md ("Figures still held in code") says how to change one.
 */
import type { Supply } from "../catalogue/electrics";
import type { EnquiryTopic } from "../catalogue/topics";
import { addedCollections } from "./generated/collections";
import type { TimberId } from "./developer-range";

export * from "./developer-range";

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

/* ---------------------------------------------------------------------------------------------- */
/* Enquiry topics                                                                                 */

/**
 * A collection's slug: one of the developer's, or one the business added in the content studio
 * (`addedCollections`), which the code cannot know in advance. A table keyed by the developer's
 * collections is keyed by `DeveloperSaunaSlug`, and says what an added collection has instead.
 */
export type SaunaSlug = string;

/**
 * Every collection on sale, in the order the site lists them: the developer's built ones, then
 * those the business added (in the order it set), then those sold as kits.
 */
export const saunaSlugs: readonly SaunaSlug[] = [
  "kaelis",
  "aurora",
  "loyly",
  "elysium",
  ...addedCollections.map(({ slug }) => slug),
  "vakio",
];

/** The collections' names, which the menu shows; `range.ts` holds the rest of each collection. */
export const saunaNames: Readonly<Record<SaunaSlug, string>> = {
  kaelis: "Kaelis",
  aurora: "Aurora",
  loyly: "Loyly",
  elysium: "Elysium",
  vakio: "Vakio",
  ...Object.fromEntries(addedCollections.map(({ slug, name }) => [slug, name])),
};

/** The ice baths' slugs and names, which the menu shows; `range-cabins.ts` holds the rest. */
export const iceBaths = [{ slug: "premium-ice-bath", name: "Premium Ice Bath" }] as const;

export type { EnquiryTopic } from "../catalogue/topics";

/* ---------------------------------------------------------------------------------------------- */
/* Cabins                                                                                         */

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

/**
 * What a collection may be made as, as the business sets it on its Range item ("Made to order
 * in"): every outside width and depth from the first to the second of each pair on a grid through
 * the standard size, or, for a collection sold as kits, exactly the kits' footprints; the timbers
 * it may be clad and lined in; its fronts; and whether the business has confirmed them.
 */
export interface SaunaOptions {
  sizes:
    | { kind: "grid"; width: readonly [number, number]; depth: readonly [number, number] }
    | { kind: "kits" };
  outside: readonly TimberId[];
  inside: readonly TimberId[];
  fronts: readonly CabinModel["front"][];
  confirmed: boolean;
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

interface ItemBase {
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

/** A room volume range in cubic metres: the smallest and the largest room a heater suits. */
export type RoomVolume = readonly [number, number];

/**
 * What a heater delivers and needs. Figures are the maker's published ones for the model named in
 * `model`; `confirmed: false` until the business confirms that this is the model it supplies
 * (and, for electric heaters, which supplies its wiring accepts).
 */
export type HeaterSpec =
  | {
      fuel: "electric";
      model: string;
      /** The outputs it comes in, each with the room volume it suits. */
      outputs: readonly { kw: number; room: RoomVolume }[];
      supplies: readonly Supply[];
      source: string;
      confirmed: boolean;
    }
  | { fuel: "wood"; model: string; room: RoomVolume; source: string; confirmed: boolean };

/**
 * One of the developer's collections built to order, as the business keeps it in the content
 * studio: its standard cabin and seats, and whether the committed renders show that cabin (until
 * a developer renders a cabin the business changed, the site shows its drawings instead).
 */
export interface BuiltCollection {
  slug: string;
  model: CabinModel;
  seats: Seats;
  rendered: boolean;
}

/**
 * A collection the business added in the content studio: its standard cabin and seats, and whether
 * the committed renders show that cabin (a developer renders it from its document).
 */
export interface AddedCollection {
  slug: string;
  name: string;
  model: CabinModel;
  seats: Seats;
  rendered: boolean;
}

/** A heater, an accessory or an aroma as the business keeps it in the content studio. */
export interface AddedItem {
  slug: string;
  name: string;
}

/** A heater as the business keeps it: the maker's figures, before it confirms the model. */
export interface AddedHeater extends AddedItem {
  spec: Unconfirmed<HeaterSpec>;
}

type Unconfirmed<T> = T extends unknown ? Omit<T, "confirmed"> : never;

export interface HeaterItem extends ItemBase {
  kind: "heater";
  spec: HeaterSpec;
}

export interface RangeItem extends ItemBase {
  kind: "ice-bath" | "steam-room" | "accessory" | "aroma";
}

export type AnyItem = SaunaItem | KitItem | HeaterItem | RangeItem;

/* ---------------------------------------------------------------------------------------------- */
/* Lookups                                                                                        */

export function isSaunaSlug(value: string | undefined): value is SaunaSlug {
  return (saunaSlugs as readonly string[]).includes(value ?? "");
}
