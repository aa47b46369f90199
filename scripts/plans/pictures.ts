/**
 * The drawings that stand as pictures on the pages, by image id: each sauna collection's
 * elevations (its gallery's fifth picture) and plan, the standard oak cabin's plan (the gallery's
 * standard category's sixth), and the ice bath's elevation (its gallery's fourth). They are drawn
 * from the catalogue's real sizes with the same geometry as the PDF plans; a photograph with the
 * same id replaces one, as it does any picture.
 */
import { cabinOf, cabins, saunasWithPlans } from "../../app/catalogue/range";
import { standardCabins } from "../../app/catalogue/gallery-cabins";
import type { Drawing } from "../drawing";
import { elevations, plan } from "./drawings";
import { drawings as iceBath } from "./ice-bath-drawing";

const LANDSCAPE = { width: 1920, height: 1280 };

function drawing(render: () => string): Drawing {
  return { ...LANDSCAPE, render };
}

function collectionDrawings(): Record<string, Drawing> {
  const out: Record<string, Drawing> = {};
  for (const [slug, cabin] of Object.entries(cabins)) {
    out[`saunas/${slug}/gallery-5`] = drawing(() => elevations(cabin, LANDSCAPE));
  }
  for (const slug of saunasWithPlans) {
    out[`saunas/${slug}/plan`] = drawing(() => plan(cabinOf(slug), LANDSCAPE));
  }
  return out;
}

const oak = standardCabins[2];

export const planPictures: Record<string, Drawing> = {
  ...collectionDrawings(),
  "gallery/standard/6": drawing(() => plan(oak, LANDSCAPE)),
  ...iceBath,
};
