/** The timbers the saunas are built from (the saunas listing shows them all), with swatches. */
import {
  woodsLunawood,
  woodsOak,
  woodsObeche,
  woodsPine,
  woodsThermoPine,
  woodsWesternRedCedar,
} from "../images/library";

import type { TimberId } from "../content/range-core";
import type { Timber } from "./schemas";
import { measure } from "../format/units";

export type { Timber } from "./schemas";

export const timbers: Timber[] = [
  {
    id: "thermo-pine",
    name: "Thermo Pine",
    description: `Nordic pine baked at over ${measure(200, "°C")} until it turns a deep caramel. The heat makes it stable, resinless and slow to take on moisture.`,
    image: {
      image: woodsThermoPine,
      alt: "Thermo pine boards: deep caramel brown with strong, dark grain and the odd knot",
    },
  },
  {
    id: "pine",
    name: "Pine",
    description:
      "The classic sauna timber: pale, honey-toned and lightly knotted, with the clean scent that many people remember from their first sauna.",
    image: {
      image: woodsPine,
      alt: "Pine boards: pale honey-yellow with fine grain and a few small knots",
    },
  },
  {
    id: "obeche",
    name: "Obeche",
    description:
      "A light, even African hardwood with almost no knots. It stays cool to the touch, which makes it a favourite for benches and backrests.",
    image: {
      image: woodsObeche,
      alt: "Obeche boards: very pale cream, fine and even, with no knots",
    },
  },
  {
    id: "western-red-cedar",
    name: "Western Red Cedar",
    description:
      "Rich, aromatic and naturally resistant to rot, with colour that runs from honey to russet from one board to the next.",
    image: {
      image: woodsWesternRedCedar,
      alt: "Western red cedar boards ranging from honey to reddish brown, with arched growth rings",
    },
  },
  {
    id: "lunawood",
    name: "Lunawood",
    description:
      "Thermally modified Finnish timber, dark and quiet in colour, chosen for modern cabins and for exterior cladding that weathers gracefully.",
    image: {
      image: woodsLunawood,
      alt: "Lunawood boards: dark, even brown with pronounced grain",
    },
  },
  {
    id: "oak",
    name: "Oak Sauna Board",
    description:
      "Hard-wearing oak boards with straight grain and fine ray flecks, a cladding that makes a cabin feel closer to furniture than to a shed.",
    image: {
      image: woodsOak,
      alt: "Oak sauna boards: light to mid brown with straight grain and fine flecks",
    },
  },
];

/** The timbers of the given ids, in the order given (ids are checked by validate.ts). */
export function timbersByIds(ids: readonly string[]): Timber[] {
  return ids.flatMap((id) => timbers.filter((candidate) => candidate.id === id));
}

/** A timber's name, as the pages write it; its id when the site does not describe it. */
export function timberName(id: string): string {
  return timbers.find((timber) => timber.id === id)?.name ?? id;
}

/**
 * The words for each timber's colour that copy may use beside its name ("caramel thermo-pine",
 * "pale obeche"), so that what the words say matches the swatch and the pictures. The tests check
 * every colour word written before a timber's name against this list.
 */
export const timberTones: Record<TimberId, readonly string[]> = {
  "thermo-pine": ["caramel", "deep caramel", "warm"],
  pine: ["pale", "knotty", "honey-toned"],
  obeche: ["pale", "light", "cream"],
  "western-red-cedar": ["honey", "russet", "aromatic", "warm"],
  lunawood: ["dark", "deep brown"],
  oak: ["light", "mid-brown", "warm"],
};
