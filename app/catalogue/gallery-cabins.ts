/**
 * The gallery's made-to-measure cabins as the renders draw them: the standard category's three
 * cabins and their five pictures (its sixth is the oak cabin's plan, `scripts/plans/pictures.ts`),
 * and the twenty extra designs' pictures by id. Plain data without pictures, so the render
 * pipeline reads it before any picture exists; the gallery takes the standard cabins' names from it.
 */
import { type CabinView, galleryDesigns, type PictureSetting } from "./gallery-designs";
import type { CabinModel } from "../content/range-core";

/** A cabin with the name its drawings and renders give it. */
export type NamedCabin = CabinModel & { name: string };

/** Made-to-measure cabins outside the collections, for the gallery's "standard" category. */
export const standardCabins = [
  {
    name: "Standard 1600",
    width: 1600,
    depth: 1800,
    height: 2200,
    outside: "pine",
    inside: "obeche",
    front: "door",
  },
  {
    name: "Standard 2400",
    width: 2400,
    depth: 1800,
    height: 2300,
    outside: "western-red-cedar",
    inside: "obeche",
    front: "glass",
  },
  {
    name: "Standard 2000",
    width: 2000,
    depth: 1600,
    height: 2200,
    outside: "oak",
    inside: "pine",
    front: "door",
  },
] as const satisfies readonly NamedCabin[];

/** A picture of a cabin: which cabin, which of the five views, and where it stands. */
export interface CabinPicture {
  id: string;
  cabin: NamedCabin;
  view: CabinView;
  setting: PictureSetting;
}

const [small, wide, oak] = standardCabins;

/** The standard category's pictures of its cabins (its sixth is the oak cabin's plan). */
export const standardPictures: CabinPicture[] = [
  {
    id: "gallery/standard/1",
    cabin: small,
    view: "day",
    setting: { place: "bathroom", hour: "morning", turn: 0.2, distance: 1.2, aim: [0.6, 0.1] },
  },
  {
    id: "gallery/standard/2",
    cabin: small,
    view: "room",
    setting: { place: "bathroom", mirror: true, lift: -200 },
  },
  {
    id: "gallery/standard/3",
    cabin: wide,
    view: "dusk",
    setting: { place: "basement", turn: -0.3, elevation: 0.32 },
  },
  { id: "gallery/standard/4", cabin: wide, view: "bench", setting: { place: "basement" } },
  {
    id: "gallery/standard/5",
    cabin: oak,
    view: "day",
    setting: { place: "garden-deck", turn: -0.35, elevation: 0.3 },
  },
];

/** The gallery overview's twenty further pictures: twenty designs (`gallery-designs.ts`). */
export const extraPictures: CabinPicture[] = galleryDesigns.map(({ model, view, setting }, i) => ({
  id: `gallery/extra/${String(i + 1).padStart(2, "0")}`,
  cabin: { name: `Extra ${i + 1}`, ...model },
  view,
  setting,
}));
