/**
 * The heaters of /products/equipment. Their names are the maker's; the pictures are our own
 * drawings of each type, not the maker's product photographs.
 */
import {
  heatersHarviaCilindro,
  heatersHarviaConcept,
  heatersHarviaCube,
  heatersHarviaHeater,
  heatersHarviaM3,
  heatersHarviaWall45e,
} from "../images/library";

import { listed } from "./range";
import type { CatalogueItem } from "./schemas";

/** The heater maker's own website, linked from the equipment page. */
export const heaterBrand = { name: "Harvia", url: "https://www.harvia.com/" } as const;

export const heaters: CatalogueItem[] = [
  {
    ...listed("heater", "harvia-heater"),
    description:
      "The classic floor-standing electric heater: a stainless body with an open basket of stones, sized to the cabin's volume.",
    image: {
      image: heatersHarviaHeater,
      alt: "A floor-standing stainless electric sauna heater with a basket of stones on top",
    },
  },
  {
    ...listed("heater", "harvia-wall-45e"),
    description:
      "A compact heater that hangs on the wall, leaving the floor free: the usual choice for our smallest cabins.",
    image: {
      image: heatersHarviaWall45e,
      alt: "A compact wall-mounted electric heater with stones in its shallow open top",
    },
  },
  {
    ...listed("heater", "harvia-concept"),
    description:
      "A slim column of stones behind a steel frame, for a heater that reads as part of the architecture.",
    image: {
      image: heatersHarviaConcept,
      alt: "A tall slim column heater filled with stones behind vertical steel rods",
    },
  },
  {
    ...listed("heater", "harvia-cube"),
    description:
      "A tall cage filled entirely with stones, which store a great deal of heat and give a long, soft steam.",
    image: {
      image: heatersHarviaCube,
      alt: "A cube-shaped heater: a rectangular steel cage filled with stones",
    },
  },
  {
    ...listed("heater", "harvia-cilindro"),
    description:
      "A round pillar of stones in a ring of steel rods, as handsome in the middle of a room as in a corner.",
    image: {
      image: heatersHarviaCilindro,
      alt: "A cylindrical pillar heater of stones held by a ring of steel rods",
    },
  },
  {
    ...listed("heater", "harvia-m3"),
    description:
      "A compact wood-burning stove with a glass door, for cabins away from the mains and for those who love the fire itself.",
    image: {
      image: heatersHarviaM3,
      alt: "A compact black wood-burning sauna stove with a glowing fire behind its glass door and a flue pipe",
    },
  },
];
