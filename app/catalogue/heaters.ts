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

export const heaters: HeaterCard[] = withWords([
  {
    ...fromRange("harvia-heater"),
    description:
      "The classic floor-standing electric heater: a stainless body with an open basket of stones, sized to the cabin's volume.",
    image: {
      image: heatersHarviaHeater,
      alt: "A floor-standing stainless electric sauna heater with a basket of stones on top",
    },
  },
  {
    ...fromRange("harvia-wall-45e"),
    description:
      "A compact heater that hangs on the wall, leaving the floor free: the usual choice for our smallest cabins.",
    image: {
      image: heatersHarviaWall45e,
      alt: "A compact wall-mounted electric heater with stones in its shallow open top",
    },
  },
  {
    ...fromRange("harvia-concept"),
    description:
      "A slim column of stones behind a steel frame, for a heater that reads as part of the architecture.",
    image: {
      image: heatersHarviaConcept,
      alt: "A tall slim column heater filled with stones behind vertical steel rods",
    },
  },
  {
    ...fromRange("harvia-cube"),
    description:
      "A tall cage filled entirely with stones, which store a great deal of heat and give a long, soft steam.",
    image: {
      image: heatersHarviaCube,
      alt: "A cube-shaped heater: a rectangular steel cage filled with stones",
    },
  },
  {
    ...fromRange("harvia-cilindro"),
    description:
      "A round pillar of stones in a ring of steel rods, as handsome in the middle of a room as in a corner.",
    image: {
      image: heatersHarviaCilindro,
      alt: "A cylindrical pillar heater of stones held by a ring of steel rods",
    },
  },
  {
    ...fromRange("harvia-m3"),
    description:
      "A compact wood-burning stove with a glass door, for cabins away from the mains and for those who love the fire itself.",
    image: {
      image: heatersHarviaM3,
      alt: "A compact black wood-burning sauna stove with a glowing fire behind its glass door and a flue pipe",
    },
  },
]);
