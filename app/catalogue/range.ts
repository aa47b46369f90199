/**
 * The range: every item the business sells, once. For each, its slug, name, kind, page, the
 * enquiry topic a visitor picks for it, its price line and, for cabins, the model the pages,
 * the renders and the plans are drawn from. The catalogue modules beside this one add what only a
 * page needs (copy, pictures, features); they take identity, price and figures from here.
 * It is built in layers, so each page loads only what it reads: `range-core.ts` (types, and the
 * names the menu shows: in every page's shell), `range-cabins.ts` (the collections, kits and ice
 * bath: the product pages), and this module (steam rooms, heaters, accessories, aromas, and the
 * whole range), which re-exports the other two.
 *
 * No image imports and no zod: the navigation, the enquiry form, the server, the renders and the
 * plan generators all read it. `validate.ts` checks it against the pages' data.
 *
 * Prices are the business's, set in the content studio and read by `priceOf` (range-cabins.ts).
 * Heater figures are the maker's published ones for the model each names; which model a card
 * stands for is to be confirmed.
 */
import { modelsConfirmed, withdrawn } from "../content/generated/prices";
import { paths } from "../routing/paths";

import type { Supply } from "./electrics";
import { iceBathRange, item, kitRange, listedIn, priceOf, saunaRange } from "./range-cabins";
import {
  type AnyItem,
  type HeaterItem,
  type HeaterSpec,
  type Price,
  type RangeItem,
  type RangeKind,
} from "../content/range-core";

export * from "./range-cabins";
export * from "../content/range-core";
export * from "./topics";

/**
 * The three kinds of steam room on the steam rooms page. Each is built into its room, so the final
 * figure follows a survey; the indicative "from" figure is for the generator, the shell and its
 * installation in a room of ordinary size, with the tiling priced to the buyer's choice
 * (`priceTerms` in price.ts says so under each). PLACEHOLDER: figures to confirm.
 */
export const steamRoomRange: readonly RangeItem[] = [
  item("steam-room", "tiled-bench", "The tiled bench", paths.steamRooms, "steam-room"),
  item("steam-room", "steam-shower", "The steam shower", paths.steamRooms, "steam-room"),
  item("steam-room", "mosaic-niche", "The mosaic niche", paths.steamRooms, "steam-room"),
];

/**
 * A heater of the range. Whether the business supplies the model named, as described, is its to
 * confirm in the content studio (the heater's Range item, "Model confirmed").
 */
/* @__NO_SIDE_EFFECTS__ */
function heater(slug: string, name: string, spec: HeaterFigures): HeaterItem {
  return {
    slug,
    name,
    kind: "heater",
    path: paths.equipment,
    topic: "heater",
    price: priceOf(slug),
    spec: { ...spec, confirmed: modelsConfirmed[slug] ?? false } as HeaterSpec,
  };
}

/** A heater's figures from its maker, before the business's confirmation. */
type HeaterFigures = Unconfirmed<HeaterSpec>;
type Unconfirmed<T> = T extends unknown ? Omit<T, "confirmed"> : never;

const bothSupplies: readonly Supply[] = ["single-phase", "three-phase"];

/**
 * The heaters. Room volumes follow Harvia's published tables, which step with the output:
 * 4.5 kW suits 3–6 m³, 6 kW 5–8 m³, 6.8 kW 6–10 m³, 8 kW 7–12 m³, 9 kW 8–14 m³ and 11 kW
 * 9–18 m³. PLACEHOLDERS: which model each card stands for, and its supplies, are for the business
 * to confirm, in the content studio.
 */
export const heaterRange: readonly HeaterItem[] = [
  heater("harvia-heater", "Harvia Electric Heater", {
    fuel: "electric",
    model: "Harvia KIP (KIP45, KIP60, KIP80)",
    outputs: [
      { kw: 4.5, room: [3, 6] },
      { kw: 6, room: [5, 8] },
      { kw: 8, room: [7, 12] },
    ],
    supplies: bothSupplies,
    source: "Harvia KIP product data sheet (HBK600230S)",
  }),
  heater("harvia-wall-45e", "Harvia Wall 45E", {
    fuel: "electric",
    model: "Harvia The Wall SW45E",
    outputs: [{ kw: 4.5, room: [3, 6] }],
    supplies: bothSupplies,
    source:
      "Harvia The Wall installation manual (Y05-0365); room volume as for Harvia's 4.5\u00a0kW heaters",
  }),
  heater("harvia-concept", "Harvia Concept", {
    fuel: "electric",
    model: "Harvia column heater, 9\u00a0kW (model to confirm)",
    outputs: [{ kw: 9, room: [8, 14] }],
    supplies: bothSupplies,
    source: "Harvia's room volume for a 9\u00a0kW heater",
  }),
  heater("harvia-cube", "Harvia Cube", {
    fuel: "electric",
    model: "Harvia stone-cage heater, 8\u00a0kW (model to confirm)",
    outputs: [{ kw: 8, room: [7, 12] }],
    supplies: bothSupplies,
    source: "Harvia's room volume for an 8\u00a0kW heater",
  }),
  heater("harvia-cilindro", "Harvia Cilindro", {
    fuel: "electric",
    model: "Harvia Cilindro PC70E, PC90E, PC110EE",
    outputs: [
      { kw: 6.8, room: [6, 10] },
      { kw: 9, room: [8, 14] },
      // The largest Cilindro, for the glass-fronted Elysium and rooms of its size.
      { kw: 11, room: [9, 18] },
    ],
    supplies: bothSupplies,
    source: "Harvia Cilindro product pages (HPC700400, HPC900400, HPC1104EE)",
  }),
  heater("harvia-m3", "Harvia M3 (wood burning)", {
    fuel: "wood",
    model: "Harvia M3",
    room: [6, 13],
    source: "Harvia M3 product page",
  }),
];

/* @__NO_SIDE_EFFECTS__ */
function accessory(slug: string, name: string): RangeItem {
  return item("accessory", slug, name, paths.accessories, "accessories");
}

/**
 * Every accessory and aroma the business has priced, whether on sale or withdrawn: the renders and
 * the content studio's list of items take these, so that one withdrawn can come back.
 */
export const everyAccessory: readonly RangeItem[] = [
  accessory("sand-timer-wall", "Wall Sand Timer"),
  accessory("sand-timer-classic", "Classic Sand Timer"),
  accessory("thermo-hygrometer", "Thermometer and Hygrometer"),
  accessory("cedar-bucket", "Cedar Bucket, 3\u00a0L"),
  accessory("cedar-spoon", "Cedar Spoon"),
  accessory("brand-set", "Bucket and Ladle Set"),
  accessory("brand-ladle", "Ladle"),
  accessory("brand-neck-rest", "Neck Rest"),
  accessory("brand-thermometer", "Thermometer"),
];

/* @__NO_SIDE_EFFECTS__ */
function aroma(slug: string, name: string): RangeItem {
  return item("aroma", slug, name, paths.aromas, "accessories");
}

export const everyAroma: readonly RangeItem[] = [
  aroma("pine-needle", "Pine Needle"),
  aroma("eucalyptus", "Eucalyptus"),
  aroma("sandalwood", "Sandalwood"),
  aroma("peppermint", "Peppermint"),
  aroma("green-apple", "Green Apple"),
  aroma("blood-orange", "Blood Orange"),
  aroma("rose", "Rose"),
];

/** Whether an item is on sale: the business has not withdrawn it in the content studio. */
/* @__NO_SIDE_EFFECTS__ */
export function onSale(item: { slug: string }): boolean {
  return !withdrawn.includes(item.slug);
}

/** The accessories and aromas on sale, as their pages list them. */
export const accessoryRange: readonly RangeItem[] = /* @__PURE__ */ everyAccessory.filter(onSale);
export const aromaRange: readonly RangeItem[] = /* @__PURE__ */ everyAroma.filter(onSale);

/** The whole range on sale, saunas first. */
export const range: readonly AnyItem[] = /* @__PURE__ */ wholeRange();

/** Every item, the withdrawn ones too, in the same order: what the content studio lists. */
export const everyItem: readonly AnyItem[] = /* @__PURE__ */ wholeRange(everyAccessory, everyAroma);

/* @__NO_SIDE_EFFECTS__ */
function wholeRange(
  accessories: readonly RangeItem[] = accessoryRange,
  aromas: readonly RangeItem[] = aromaRange,
): AnyItem[] {
  return [
    ...saunaRange,
    ...iceBathRange,
    ...steamRoomRange,
    ...kitRange,
    ...heaterRange,
    ...accessories,
    ...aromas,
  ];
}

/**
 * What a range page's card takes from the registry: its id (the item's slug), name and price. An
 * unknown slug fails the build, so a card cannot exist without its item.
 */
export function listed(kind: RangeKind, slug: string): { id: string; name: string; price: Price } {
  return listedIn(range, kind, slug);
}

/**
 * A page's cards for the items of `kind` still on sale, each with its id, name and price from the
 * range: those the business has withdrawn in the content studio are left out.
 */
export function listedOnSale<T extends { slug: string }>(
  kind: RangeKind,
  cards: readonly T[],
): (Omit<T, "slug"> & { id: string; name: string; price: Price })[] {
  return cards.filter(onSale).map(({ slug, ...card }) => ({ ...card, ...listed(kind, slug) }));
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
