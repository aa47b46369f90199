/**
 * The sizes of the five sauna collections and of Vakio's kits, in millimetres.
 * Kept apart from the rest of the catalogue, which imports images, so the build's artwork and
 * plan generators can draw from the very same figures the pages show.
 */

export const saunaSlugs = ["kaelis", "aurora", "loyly", "elysium", "vakio"] as const;
export type SaunaSlug = (typeof saunaSlugs)[number];

export interface Dimensions {
  width: number;
  depth: number;
  height: number;
}

/** Outside width × depth × height of each cabin. */
export const saunaDimensions: Record<SaunaSlug, Dimensions> = {
  kaelis: { width: 1800, depth: 2100, height: 2400 },
  aurora: { width: 2060, depth: 2000, height: 2400 },
  loyly: { width: 2200, depth: 2200, height: 2400 },
  elysium: { width: 2960, depth: 1900, height: 2400 },
  vakio: { width: 1400, depth: 1400, height: 2100 },
};

/**
 * Vakio's kits as its product page lists them. The DIY kits
 * page has its own reading of the sizes; the README's content notes list the difference.
 */
export const vakioKits = [
  { id: 0, name: "Kit 0", width: 1400, depth: 1400 },
  { id: 1, name: "Kit 1", width: 1800, depth: 1400 },
  { id: 2, name: "Kit 2", width: 2100, depth: 1800 },
  { id: 3, name: "Kit 3", width: 2600, depth: 2100 },
] as const;

/** The collections whose plans can be downloaded: all but Vakio, which is sold as kits. */
export const saunasWithPlans = [
  "kaelis",
  "aurora",
  "loyly",
  "elysium",
] as const satisfies readonly SaunaSlug[];
