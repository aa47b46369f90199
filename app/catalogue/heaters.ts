/**
 * The heaters of /products/equipment. Their names are the maker's; the pictures are our own
 * renders of each type (`scripts/renders/objects/heaters.ts`), not the maker's product photographs,
 * and the page says so.
 */
import {
  heatersHarviaCilindro,
  heatersHarviaConcept,
  heatersHarviaCube,
  heatersHarviaHeater,
  heatersHarviaM3,
  heatersHarviaWall45e,
} from "../images/library";

import { type HeaterItem, type HeaterSpec, heaterRange, listed } from "./range";
import type { CatalogueItem } from "./schemas";
import { withWords } from "./words";
import { type CardPicture, withPictures } from "./item-pictures";
import { words as heaterWords } from "../content/generated/words/heater";

/** A heater's card: a catalogue item with the figures its card shows (`heater-figures.ts`). */
export type HeaterCard = CatalogueItem & { spec: HeaterSpec };

/** A card's id, name and price, and its spec, from the range. */
function fromRange(slug: string): Pick<HeaterCard, "id" | "name" | "price" | "spec"> {
  const card = listed("heater", slug);
  const { spec } = heaterRange.find((item) => item.slug === card.id) as HeaterItem;
  return { ...card, spec };
}

/** The heater maker's own website, linked from the equipment page. */
export const heaterBrand = { name: "Harvia", url: "https://www.harvia.com/" } as const;

/** The pictures the site renders of them, by slug, with what each shows. */
export const renderedHeaters: Record<string, CardPicture> = {
  "harvia-heater": {
    image: heatersHarviaHeater,
    alt: "A floor-standing stainless electric sauna heater with a basket of stones on top",
  },
  "harvia-wall-45e": {
    image: heatersHarviaWall45e,
    alt: "A compact wall-mounted electric heater with stones in its shallow open top",
  },
  "harvia-concept": {
    image: heatersHarviaConcept,
    alt: "A tall slim column heater filled with stones behind vertical steel rods",
  },
  "harvia-cube": {
    image: heatersHarviaCube,
    alt: "A cube-shaped heater: a rectangular steel cage filled with stones",
  },
  "harvia-cilindro": {
    image: heatersHarviaCilindro,
    alt: "A cylindrical pillar heater of stones held by a ring of steel rods",
  },
  "harvia-m3": {
    image: heatersHarviaM3,
    alt: "A compact black wood-burning sauna stove with a glowing fire behind its glass door and a flue pipe",
  },
};

export const heaters: HeaterCard[] = withWords(
  heaterWords,
  withPictures(heaterRange, renderedHeaters).map(({ slug, image }) => ({
    ...fromRange(slug),
    image,
  })),
);
