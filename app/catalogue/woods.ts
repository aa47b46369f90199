/**
 * The timbers the saunas are built from (the saunas listing shows them all), with swatches. Their
 * names, ids and swatches are the code's; what the listing says of each, and the order it shows
 * them in, are the business's, kept in the content studio ("Timbers' words", checked by
 * `content-studio/rules/timbers.ts`), figures named in braces and filled in here.
 */
import {
  woodsLunawood,
  woodsOak,
  woodsObeche,
  woodsPine,
  woodsThermoPine,
  woodsWesternRedCedar,
} from "../images/library";

import { timberWords } from "../content/generated/timber-words";
import type { TimberId } from "../content/range-core";
import type { Timber } from "./schemas";
import { fillNamed } from "./words";
import { measure } from "../format/units";

export type { Timber } from "./schemas";

/** The heat thermo pine is baked at, at least, in °C: the words name it `{bakingTemperature}`. */
export const THERMO_PINE_BAKED_AT = 200;

/** The figures each timber's words may name (content-studio/rules/timbers.ts lists them). */
const timberFigures: Partial<Record<TimberId, Record<string, string>>> = {
  "thermo-pine": { bakingTemperature: measure(THERMO_PINE_BAKED_AT, "°C") },
};

/** Every timber without its words, in the code's order. */
const timberList: Omit<Timber, "description">[] = [
  {
    id: "thermo-pine",
    name: "Thermo Pine",
    image: {
      image: woodsThermoPine,
      alt: "Thermo pine boards: deep caramel brown with strong, dark grain and the odd knot",
    },
  },
  {
    id: "pine",
    name: "Pine",
    image: {
      image: woodsPine,
      alt: "Pine boards: pale honey-yellow with fine grain and a few small knots",
    },
  },
  {
    id: "obeche",
    name: "Obeche",
    image: {
      image: woodsObeche,
      alt: "Obeche boards: very pale cream, fine and even, with no knots",
    },
  },
  {
    id: "western-red-cedar",
    name: "Western Red Cedar",
    image: {
      image: woodsWesternRedCedar,
      alt: "Western red cedar boards ranging from honey to reddish brown, with arched growth rings",
    },
  },
  {
    id: "lunawood",
    name: "Lunawood",
    image: {
      image: woodsLunawood,
      alt: "Lunawood boards: dark, even brown with pronounced grain",
    },
  },
  {
    id: "oak",
    name: "Oak Sauna Board",
    image: {
      image: woodsOak,
      alt: "Oak sauna boards: light to mid brown with straight grain and fine flecks",
    },
  },
];

/**
 * The timbers in the order the business lists them, each with its words, figures filled in (the
 * content step has checked that every timber is listed once).
 */
export const timbers: Timber[] = timberWords.map(({ timber, description }) => ({
  ...timberList.find((each) => each.id === timber)!,
  description: fillNamed(
    description,
    timberFigures[timber as TimberId] ?? {},
    `Timbers' words, ${timber}`,
  ),
}));

/** The timbers of the given ids, in the order given (ids are checked by validate.ts). */
export function timbersByIds(ids: readonly string[]): Timber[] {
  return ids.flatMap((id) => timbers.filter((candidate) => candidate.id === id));
}

/** Each timber as a sentence names it, in an alt text: "a cabin clad in western red cedar". */
export const timberInWords: Readonly<Record<TimberId, string>> = {
  "western-red-cedar": "western red cedar",
  "thermo-pine": "thermo-pine",
  lunawood: "Lunawood",
  oak: "oak",
  pine: "pine",
  obeche: "obeche",
};

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
