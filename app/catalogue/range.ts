/**
 * The range: every item the business sells, once. For each, its slug, name, kind, page, the
 * enquiry topic a visitor picks for it, its price line and, for cabins, the model the pages,
 * the artwork and the plans are drawn from. The catalogue modules beside this one add what only a
 * page needs (copy, pictures, features); they take identity, price and figures from here.
 *
 * No image imports and no zod: the navigation, the enquiry form, the server, the artwork and the
 * plan generators all read this module. `validate.ts` checks it against the pages' data.
 *
 * PLACEHOLDERS: every price below is an indicative figure for the business to confirm before
 * launch (`confirmed: false`); the README's content notes say how to change one. Heater figures
 * are the maker's published ones (`heaters.ts` names the sources).
 */
import { paths } from "../paths";

import type { Supply } from "./electrics";

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

function from(amount: number, availability: Availability = "MadeToOrder"): Price {
  return { kind: "from", amount, availability, confirmed: false };
}

const onRequest: Price = { kind: "on-request", availability: "MadeToOrder" };

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

export interface HeaterItem extends ItemBase {
  kind: "heater";
  spec: HeaterSpec;
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
    // The smallest kit's price: Vakio is sold as the four kits below.
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

/* Everything else ------------------------------------------------------------------------------- */

function item(
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

/** The three kinds of steam room on the steam rooms page: each is built into its room, so quoted. */
export const steamRoomRange: readonly RangeItem[] = [
  item("steam-room", "tiled-bench", "The tiled bench", paths.steamRooms, "steam-room", onRequest),
  item("steam-room", "steam-shower", "The steam shower", paths.steamRooms, "steam-room", onRequest),
  item("steam-room", "mosaic-niche", "The mosaic niche", paths.steamRooms, "steam-room", onRequest),
];

function heater(slug: string, name: string, price: Price, spec: HeaterSpec): HeaterItem {
  return { slug, name, kind: "heater", path: paths.equipment, topic: "heater", price, spec };
}

const bothSupplies: readonly Supply[] = ["single-phase", "three-phase"];

/**
 * The heaters. Room volumes follow Harvia's published tables, which step with the output:
 * 4.5 kW suits 3–6 m³, 6 kW 5–8 m³, 6.8 kW 6–10 m³, 8 kW 7–12 m³ and 9 kW 8–14 m³. PLACEHOLDERS:
 * which model each card stands for, and its supplies, are for the business to confirm.
 */
export const heaterRange: readonly HeaterItem[] = [
  heater("harvia-heater", "Harvia Electric Heater", from(14_500, "InStock"), {
    fuel: "electric",
    model: "Harvia KIP (KIP45, KIP60, KIP80)",
    outputs: [
      { kw: 4.5, room: [3, 6] },
      { kw: 6, room: [5, 8] },
      { kw: 8, room: [7, 12] },
    ],
    supplies: bothSupplies,
    source: "Harvia KIP product data sheet (HBK600230S)",
    confirmed: false,
  }),
  heater("harvia-wall-45e", "Harvia Wall 45E", from(21_500, "InStock"), {
    fuel: "electric",
    model: "Harvia The Wall SW45E",
    outputs: [{ kw: 4.5, room: [3, 6] }],
    supplies: bothSupplies,
    source:
      "Harvia The Wall installation manual (Y05-0365); room volume as for Harvia's 4.5\u00a0kW heaters",
    confirmed: false,
  }),
  heater("harvia-concept", "Harvia Concept", from(32_000, "InStock"), {
    fuel: "electric",
    model: "Harvia column heater, 9\u00a0kW (model to confirm)",
    outputs: [{ kw: 9, room: [8, 14] }],
    supplies: bothSupplies,
    source: "Harvia's room volume for a 9\u00a0kW heater",
    confirmed: false,
  }),
  heater("harvia-cube", "Harvia Cube", from(27_500, "InStock"), {
    fuel: "electric",
    model: "Harvia stone-cage heater, 8\u00a0kW (model to confirm)",
    outputs: [{ kw: 8, room: [7, 12] }],
    supplies: bothSupplies,
    source: "Harvia's room volume for an 8\u00a0kW heater",
    confirmed: false,
  }),
  heater("harvia-cilindro", "Harvia Cilindro", from(24_500, "InStock"), {
    fuel: "electric",
    model: "Harvia Cilindro PC70E, PC90E",
    outputs: [
      { kw: 6.8, room: [6, 10] },
      { kw: 9, room: [8, 14] },
    ],
    supplies: bothSupplies,
    source: "Harvia Cilindro product pages (HPC700400, HPC900400)",
    confirmed: false,
  }),
  heater("harvia-m3", "Harvia M3 (wood burning)", from(19_500, "InStock"), {
    fuel: "wood",
    model: "Harvia M3",
    room: [6, 13],
    source: "Harvia M3 product page",
    confirmed: false,
  }),
];

function accessory(slug: string, name: string, amount: number): RangeItem {
  return item("accessory", slug, name, paths.accessories, "accessories", from(amount, "InStock"));
}

export const accessoryRange: readonly RangeItem[] = [
  accessory("sand-timer-wall", "Wall Sand Timer", 450),
  accessory("sand-timer-classic", "Classic Sand Timer", 380),
  accessory("thermo-hygrometer", "Thermometer and Hygrometer", 950),
  accessory("cedar-bucket", "Cedar Bucket, 3\u00a0L", 1_250),
  accessory("cedar-spoon", "Cedar Spoon", 350),
  accessory("brand-set", "Bucket and Ladle Set", 1_650),
  accessory("brand-ladle", "Ladle", 420),
  accessory("brand-neck-rest", "Neck Rest", 550),
  accessory("brand-thermometer", "Thermometer", 480),
];

function aroma(slug: string, name: string): RangeItem {
  return item("aroma", slug, name, paths.aromas, "accessories", from(260, "InStock"));
}

export const aromaRange: readonly RangeItem[] = [
  aroma("pine-needle", "Pine Needle"),
  aroma("eucalyptus", "Eucalyptus"),
  aroma("sandalwood", "Sandalwood"),
  aroma("peppermint", "Peppermint"),
  aroma("green-apple", "Green Apple"),
  aroma("blood-orange", "Blood Orange"),
  aroma("rose", "Rose"),
];

export type AnyItem = SaunaItem | KitItem | HeaterItem | RangeItem;

/** The whole range, saunas first. */
export const range: readonly AnyItem[] = [
  ...saunaRange,
  ...iceBathRange,
  ...steamRoomRange,
  ...kitRange,
  ...heaterRange,
  ...accessoryRange,
  ...aromaRange,
];

/* ---------------------------------------------------------------------------------------------- */
/* Lookups                                                                                        */

export function isSaunaSlug(value: string | undefined): value is SaunaSlug {
  return (saunaSlugs as readonly string[]).includes(value ?? "");
}

export function saunaItem(slug: SaunaSlug): SaunaItem {
  return saunaRange.find((item) => item.slug === slug)!;
}

/** An item of one kind by its slug, or undefined; `kind` keeps slugs of different kinds apart. */
export function rangeItem(kind: RangeKind, slug: string): AnyItem | undefined {
  return range.find((item) => item.kind === kind && item.slug === slug);
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

/**
 * What a range page's card takes from the registry: its id (the item's slug), name and price. An
 * unknown slug fails the build, so a card cannot exist without its item.
 */
export function listed(kind: RangeKind, slug: string): { id: string; name: string; price: Price } {
  const found = rangeItem(kind, slug);
  if (!found) throw new Error(`No ${kind} "${slug}" in the range (app/catalogue/range.ts).`);
  return { id: found.slug, name: found.name, price: found.price };
}

/** A collection's cabin with its name: what the artwork and the plan generators draw. */
export type NamedCabin = CabinModel & { name: string };

/** Every collection's cabin, by slug. */
export const cabins = Object.fromEntries(
  saunaRange.map((sauna) => [sauna.slug, { name: sauna.name, ...sauna.model }]),
) as Record<SaunaSlug, NamedCabin>;

/** The collections whose plans can be downloaded (all but Vakio, which is sold as kits). */
export const saunasWithPlans = saunaRange.filter((sauna) => sauna.plans).map((sauna) => sauna.slug);
