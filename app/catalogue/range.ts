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
 * The heaters, accessories and aromas are the business's too: it adds, changes and withdraws them
 * there (`ADDED_KINDS`).
 */
import { modelsConfirmed, withdrawn } from "../content/generated/prices";
import { added } from "../content/generated/range";
import { paths } from "../routing/paths";

import { iceBathRange, item, kitRange, listedIn, priceOf, saunaRange } from "./range-cabins";
import {
  type AddedHeater,
  type AddedItem,
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
 * The kinds the business adds, changes and withdraws in the content studio: each heater, accessory
 * and aroma is a Range item there, with its name, its place in its page's list and, for a heater,
 * the maker's figures (`content/generated/range.ts`). The other kinds are the developer's, below.
 */
export const ADDED_KINDS: readonly RangeKind[] = ["sauna", "heater", "accessory", "aroma"];

/**
 * A heater of the range. Whether the business supplies the model named, as described, is its to
 * confirm in the content studio (the heater's Range item, "Model confirmed").
 */
/* @__NO_SIDE_EFFECTS__ */
function heater({ slug, name, spec }: AddedHeater): HeaterItem {
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

/**
 * The heaters, in the order the business set. Their figures are the maker's published ones (room
 * volumes from Harvia's tables, which step with the output), each with its source; which model a
 * card stands for, and its supplies, are for the business to confirm.
 */
export const everyHeater: readonly HeaterItem[] = /* @__PURE__ */ added.heater.map(heater);

/* @__NO_SIDE_EFFECTS__ */
function accessory({ slug, name }: AddedItem): RangeItem {
  return item("accessory", slug, name, paths.accessories, "accessories");
}

/**
 * Every accessory and aroma the business has priced, whether on sale or withdrawn: the renders and
 * the content studio's list of items take these, so that one withdrawn can come back.
 */
export const everyAccessory: readonly RangeItem[] = /* @__PURE__ */ added.accessory.map(accessory);

/* @__NO_SIDE_EFFECTS__ */
function aroma({ slug, name }: AddedItem): RangeItem {
  return item("aroma", slug, name, paths.aromas, "accessories");
}

export const everyAroma: readonly RangeItem[] = /* @__PURE__ */ added.aroma.map(aroma);

/** Whether an item is on sale: the business has not withdrawn it in the content studio. */
/* @__NO_SIDE_EFFECTS__ */
export function onSale(item: { slug: string }): boolean {
  return !withdrawn.includes(item.slug);
}

/** The heaters, accessories and aromas on sale, as their pages list them. */
export const heaterRange: readonly HeaterItem[] = /* @__PURE__ */ everyHeater.filter(onSale);
export const accessoryRange: readonly RangeItem[] = /* @__PURE__ */ everyAccessory.filter(onSale);
export const aromaRange: readonly RangeItem[] = /* @__PURE__ */ everyAroma.filter(onSale);
/** The steam rooms on sale: the business may withdraw one (the renders keep every one). */
export const steamRoomsOnSale: readonly RangeItem[] = /* @__PURE__ */ steamRoomRange.filter(onSale);

/** The whole range on sale, saunas first. */
export const range: readonly AnyItem[] = /* @__PURE__ */ wholeRange();

/** Every item, the withdrawn ones too, in the same order. */
export const everyItem: readonly AnyItem[] = /* @__PURE__ */ wholeRange(
  everyHeater,
  everyAccessory,
  everyAroma,
  steamRoomRange,
);

/** The developer's items: those whose models, plans and pages are in the site's code. */
export const fixedRange: readonly AnyItem[] = /* @__PURE__ */ wholeRange(
  [],
  [],
  [],
  steamRoomRange,
);

/* @__NO_SIDE_EFFECTS__ */
function wholeRange(
  heaters: readonly HeaterItem[] = heaterRange,
  accessories: readonly RangeItem[] = accessoryRange,
  aromas: readonly RangeItem[] = aromaRange,
  steamRooms: readonly RangeItem[] = steamRoomsOnSale,
): AnyItem[] {
  return [
    ...saunaRange,
    ...iceBathRange,
    ...steamRooms,
    ...kitRange,
    ...heaters,
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
