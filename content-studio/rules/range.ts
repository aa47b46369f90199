/**
 * The site's range as the Studio knows it. Written by `npm run studio-range` from the site's
 * range; the site's tests fail when the two differ. Dependency-free, so that the Studio and the
 * site's content check both read it.
 */
export type RangeKind =
  "sauna" | "ice-bath" | "steam-room" | "diy-kit" | "heater" | "accessory" | "aroma";

export interface StudioRangeItem {
  slug: string;
  name: string;
  kind: RangeKind;
  /** A collection sold as kits: priced from its smallest kit, so its document holds no price. */
  pricedFromKits?: true;
  /** The figures its words may name in braces, `{width}`, which the site fills in. */
  figures?: string[];
  /**
   * A collection sold as kits: the cabin it is always offered in (outside, in mm). A collection
   * built to order keeps its own on its Range item ("Standard cabin").
   */
  standard?: { width: number; depth: number; outside: string; inside: string; front: string };
}

/**
 * The items a developer adds (each with its model, plans and pages in the site's code): the sauna
 * collections, the kits, the ice bath and the steam rooms. Each has one Range item document.
 */
export const STUDIO_RANGE: readonly StudioRangeItem[] = [
  {
    slug: "kaelis",
    name: "Kaelis",
    kind: "sauna",
    figures: ["width", "insideHeight", "upperBenchHeat", "fullHeat", "upperBenchDepth"],
  },
  {
    slug: "aurora",
    name: "Aurora",
    kind: "sauna",
    figures: [
      "width",
      "insideHeight",
      "upperBenchHeat",
      "fullHeat",
      "upperBenchDepth",
      "glassWidth",
      "glassThickness",
    ],
  },
  {
    slug: "loyly",
    name: "Loyly",
    kind: "sauna",
    figures: ["width", "insideHeight", "upperBenchHeat", "fullHeat", "upperBenchDepth"],
  },
  {
    slug: "elysium",
    name: "Elysium",
    kind: "sauna",
    figures: [
      "width",
      "insideHeight",
      "upperBenchHeat",
      "fullHeat",
      "upperBenchDepth",
      "glassWidth",
      "glassThickness",
    ],
  },
  {
    slug: "vakio",
    name: "Vakio",
    kind: "sauna",
    pricedFromKits: true,
    standard: { width: 1400, depth: 1400, outside: "pine", inside: "pine", front: "door" },
    figures: [
      "width",
      "insideHeight",
      "upperBenchHeat",
      "fullHeat",
      "upperBenchDepth",
      "smallestKit",
      "largestKit",
    ],
  },
  {
    slug: "premium-ice-bath",
    name: "Premium Ice Bath",
    kind: "ice-bath",
    figures: [
      "waterRange",
      "chillerSocket",
      "plug",
      "warrantyTerm",
      "warrantyYears",
      "tubSize",
      "waterVolume",
      "voltage",
      "socketRating",
      "power",
      "current",
      "mainsVoltage",
      "accessWidth",
      "fullWeight",
      "wallClearance",
    ],
  },
  { slug: "tiled-bench", name: "The tiled bench", kind: "steam-room" },
  { slug: "steam-shower", name: "The steam shower", kind: "steam-room" },
  { slug: "mosaic-niche", name: "The mosaic niche", kind: "steam-room" },
  { slug: "vakio-one", name: "Vakio One", kind: "diy-kit" },
  { slug: "vakio-two", name: "Vakio Two", kind: "diy-kit" },
  { slug: "vakio-four", name: "Vakio Four", kind: "diy-kit" },
  { slug: "vakio-six", name: "Vakio Six", kind: "diy-kit" },
];

/**
 * The kinds the business adds itself: a Range item of one of these kinds, with a slug of its own,
 * is an item of the range. Its document holds its name, its place in its page's list and, for a
 * heater, the maker's figures; for a sauna collection, its standard cabin ("Standard cabin").
 */
export const ADDED_KINDS: readonly RangeKind[] = ["sauna", "heater", "accessory", "aroma"];

/**
 * The added items the site has a render of (a 3D model in its code): any other needs its
 * photograph, its only picture.
 */
export const RENDERED_ITEMS: readonly string[] = [
  "harvia-heater",
  "harvia-wall-45e",
  "harvia-concept",
  "harvia-cube",
  "harvia-cilindro",
  "harvia-m3",
  "sand-timer-wall",
  "sand-timer-classic",
  "thermo-hygrometer",
  "cedar-bucket",
  "cedar-spoon",
  "brand-set",
  "brand-ladle",
  "brand-neck-rest",
  "brand-thermometer",
  "pine-needle",
  "eucalyptus",
  "sandalwood",
  "peppermint",
  "green-apple",
  "blood-orange",
  "rose",
];

/** The figures the words of an added item may name, by slug, where the site works some out. */
export const ADDED_FIGURES: Readonly<Record<string, string[]>> = {
  "thermo-hygrometer": ["highestTemperature", "highestHumidity"],
};

/** A Range item as the rules read it: its slug and, for an added item, its kind. */
export interface ItemDocument {
  slug?: unknown;
  kind?: unknown;
}

/** The developer's item a document is for, if it is one. */
export function fixedItem(document: ItemDocument | undefined): StudioRangeItem | undefined {
  return STUDIO_RANGE.find((item) => item.slug === document?.slug);
}

/** The kind of the item a document is for: the developer's item's, or the kind it was added as. */
export function kindOfItem(document: ItemDocument | undefined): RangeKind | undefined {
  const kind = document?.kind;
  return (
    fixedItem(document)?.kind ??
    (ADDED_KINDS.find((added) => added === kind) as RangeKind | undefined)
  );
}

/**
 * The kinds the business may withdraw in the Studio ("Withdrawn"): left out of every page, their
 * documents kept so that they can come back. The steam rooms are cards on one page, with no page or
 * plans of their own, so they may go too, one at least staying. A collection the business added
 * may go, its page with it; one of the developer's collections, a kit or the ice bath is withdrawn
 * by a developer, since its renders, tours and gallery go with it.
 */
export const WITHDRAWABLE: readonly RangeKind[] = [...ADDED_KINDS, "steam-room"];

/** Whether the item a document is for may be withdrawn in the Studio. */
export function withdrawable(document: ItemDocument | undefined): boolean {
  const kind = kindOfItem(document);
  if (!kind || !WITHDRAWABLE.includes(kind)) return false;
  return kind !== "sauna" || !fixedItem(document);
}

/**
 * The slugs a collection the business adds may not take: its slug is what the enquiry form ticks
 * for it (so not one of the form's other interests) and its page's address (so not one of the
 * pages already under /products/).
 */
export const TAKEN_SLUGS: readonly string[] = [
  "steam-room",
  "ice-bath",
  "diy-kit",
  "heater",
  "accessories",
  "compare",
  "diy-sauna-kits",
  "auroma-concentrates",
  "equipment",
  "sizing",
];

/** What the Studio and the build say of a collection given one of them. */
export function takenSlugProblem(slug: string): string | undefined {
  if (!TAKEN_SLUGS.includes(slug)) return undefined;
  return `"${slug}" is taken by another page or by an interest of the enquiry form: choose another`;
}

/** What the Studio and the build say of any other item marked withdrawn. */
export const WITHDRAW_ONLY =
  "Only a heater, an accessory, an aroma, a steam room or a collection you added can be withdrawn here; ask your developer to withdraw a larger item";

/** What they say when every steam room is withdrawn: the steam rooms page needs one to show. */
export const LAST_STEAM_ROOM =
  "At least one steam room stays on sale, since the steam rooms page shows them: turn Withdrawn off on one of them";
