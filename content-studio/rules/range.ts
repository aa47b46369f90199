/**
 * The site's range as the Studio knows it: each item's slug, its name and its kind. Written by
 * `npm run studio-range` from the site's range; the site's tests fail when the two differ.
 * Dependency-free, so that the Studio and the site's content check both read it.
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
}

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
    figures: ["waterRange", "chillerSocket"],
  },
  { slug: "tiled-bench", name: "The tiled bench", kind: "steam-room" },
  { slug: "steam-shower", name: "The steam shower", kind: "steam-room" },
  { slug: "mosaic-niche", name: "The mosaic niche", kind: "steam-room" },
  { slug: "vakio-one", name: "Vakio One", kind: "diy-kit" },
  { slug: "vakio-two", name: "Vakio Two", kind: "diy-kit" },
  { slug: "vakio-four", name: "Vakio Four", kind: "diy-kit" },
  { slug: "vakio-six", name: "Vakio Six", kind: "diy-kit" },
  { slug: "harvia-heater", name: "Harvia Electric Heater", kind: "heater" },
  { slug: "harvia-wall-45e", name: "Harvia Wall 45E", kind: "heater" },
  { slug: "harvia-concept", name: "Harvia Concept", kind: "heater" },
  { slug: "harvia-cube", name: "Harvia Cube", kind: "heater" },
  { slug: "harvia-cilindro", name: "Harvia Cilindro", kind: "heater" },
  { slug: "harvia-m3", name: "Harvia M3 (wood burning)", kind: "heater" },
  { slug: "sand-timer-wall", name: "Wall Sand Timer", kind: "accessory" },
  { slug: "sand-timer-classic", name: "Classic Sand Timer", kind: "accessory" },
  {
    slug: "thermo-hygrometer",
    name: "Thermometer and Hygrometer",
    kind: "accessory",
    figures: ["highestTemperature", "highestHumidity"],
  },
  { slug: "cedar-bucket", name: "Cedar Bucket, 3 L", kind: "accessory" },
  { slug: "cedar-spoon", name: "Cedar Spoon", kind: "accessory" },
  { slug: "brand-set", name: "Bucket and Ladle Set", kind: "accessory" },
  { slug: "brand-ladle", name: "Ladle", kind: "accessory" },
  { slug: "brand-neck-rest", name: "Neck Rest", kind: "accessory" },
  { slug: "brand-thermometer", name: "Thermometer", kind: "accessory" },
  { slug: "pine-needle", name: "Pine Needle", kind: "aroma" },
  { slug: "eucalyptus", name: "Eucalyptus", kind: "aroma" },
  { slug: "sandalwood", name: "Sandalwood", kind: "aroma" },
  { slug: "peppermint", name: "Peppermint", kind: "aroma" },
  { slug: "green-apple", name: "Green Apple", kind: "aroma" },
  { slug: "blood-orange", name: "Blood Orange", kind: "aroma" },
  { slug: "rose", name: "Rose", kind: "aroma" },
];

/**
 * The kinds the business may withdraw in the Studio ("Withdrawn"): left out of every page, their
 * documents kept so that they can come back. A larger item is withdrawn by a developer.
 */
export const WITHDRAWABLE: readonly RangeKind[] = ["accessory", "aroma"];

/** What the Studio and the build say of any other item marked withdrawn. */
export const WITHDRAW_ONLY =
  "Only an accessory or an aroma can be withdrawn here; ask your developer to withdraw a larger item";
