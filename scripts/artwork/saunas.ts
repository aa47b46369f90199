/**
 * The drawings of the five sauna collections and the gallery's standard cabins: each collection's
 * elevations and plan, and the oak standard cabin's plan, drawn by `cabins.ts` from the models in
 * the range (app/catalogue/range.ts). Their pictures are rendered from the 3D models
 * (`scripts/renders/shots.ts`, which reads the standard and extra cabins described here).
 */
import { cabins, saunasWithPlans } from "../../app/catalogue/range";
import { type Cabin, elevations, plan } from "./cabins";
import type { Artwork } from "./kit";
import {
  type CabinView,
  galleryDesigns,
  type PictureSetting,
} from "../../app/catalogue/gallery-designs";

/** The collections as the artwork draws them, by slug. */
export const collections = cabins;

const LANDSCAPE = { width: 1920, height: 1280 };

function art(render: () => string, size = LANDSCAPE): Artwork {
  return { ...size, render };
}

function collectionArtworks(): Record<string, Artwork> {
  const out: Record<string, Artwork> = {};
  for (const [slug, cabin] of Object.entries(collections)) {
    out[`saunas/${slug}/gallery-5`] = art(() => elevations(cabin, LANDSCAPE));
  }
  for (const slug of saunasWithPlans) {
    out[`saunas/${slug}/plan`] = art(() => plan(collections[slug], LANDSCAPE));
  }
  return out;
}

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
] as const satisfies readonly Cabin[];

/** A picture of a cabin: which cabin, which of the five views, and where it stands. */
export type { CabinView, PictureSetting };

export interface CabinPicture {
  id: string;
  cabin: Cabin;
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
    setting: { place: "basement", turn: -0.6, elevation: 0.28 },
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

export const artworks: Record<string, Artwork> = {
  ...collectionArtworks(),
  // The standard category's sixth picture: the oak cabin's plan.
  "gallery/standard/6": art(() => plan(oak, LANDSCAPE)),
};
