/**
 * The ice baths as their pages show them, and the ice bath's fixed figures. Slug, name and price
 * are the range's (`range.ts`), where the price is a PLACEHOLDER for the business to confirm.
 */
import {
  iceBathPremiumIceBathGallery1,
  iceBathPremiumIceBathGallery2,
  iceBathPremiumIceBathGallery3,
  iceBathPremiumIceBathGallery4,
  iceBathPremiumIceBathGallery5,
  iceBathPremiumIceBathMain,
} from "../images/library";

import { currentDrawn, supplies } from "./electrics";
import { ICE_BATH_OUTSIDE } from "./ice-bath-size";
import { iceBathRange, listedIn } from "./range-cabins";
import { ICE_BATH_PICTURES } from "./placements";
import { hourWords, placeWords } from "./scenery";
import type { IceBath } from "./schemas";
import { measure, size, span, unbroken } from "../format/units";
import { fillFigures, wordsOf } from "./words";
import { words as iceBathWords } from "../content/generated/words/ice-bath";
import { pages } from "../content/generated/words/ice-bath-pages";
import { details } from "../content/generated/words/ice-bath-details";
import { iceBathFigures as iceBathFiguresBySlug } from "../content/generated/ice-bath-figures";
import { iceBaths as namedIceBaths } from "../content/range-core";

export type { IceBath } from "./schemas";

/** The ice bath's figures as the business keeps them on its Range item ("Ice bath figures"). */
function figuresOf(slug: string) {
  const figures = iceBathFiguresBySlug[slug];
  if (!figures)
    throw new Error(`range item "${slug}" has no "Ice bath figures": set them in the Studio`);
  return figures;
}

const kept = figuresOf(namedIceBaths[0].slug);

/**
 * The ice bath's figures; its copy, the comparison and the guides quote them. The business keeps
 * them on its Range item and confirms them there (the chiller's electrical figures came in two
 * readings that disagreed: 1000 W, and 3.5 A, which is 805 W at 230 V; "an ordinary wall socket"
 * and "a dedicated 16 A socket"; the site took the rated power and the socket of its own, works
 * out the current from them, and `npm run launch-check` lists them until they are confirmed). The
 * tub's outside size is the code's, since its pictures are rendered at it.
 */
export const iceBathConstants = {
  warmestWaterC: kept.warmestWaterC,
  coldestWaterC: kept.coldestWaterC,
  warrantyYears: kept.warrantyYears,
  wallClearanceCm: kept.wallClearanceCm,
  /** The narrowest door, passage or stair the tub, delivered in one piece, passes through. */
  accessWidthMm: kept.accessWidthMm,
  /** What the bath weighs full of water, for the floor that carries it. */
  fullWeightKg: kept.fullWeightKg,
  /** About how much water the tub holds. */
  waterLitres: kept.waterLitres,
  /** The bath's outside size in millimetres (the slatted frame, without its chiller beside it). */
  outside: ICE_BATH_OUTSIDE,
  /** The chiller's rated power, and the wall socket it plugs into. */
  powerW: kept.powerW,
  /** The supply it takes, from and to, in volts. */
  volts: [kept.voltsFrom, kept.voltsTo] as const,
  socketA: kept.socketA,
  plug: `${span(kept.voltsFrom, kept.voltsTo, "V")}, ${measure(kept.socketA, "A")}`,
  /** Whether the business has confirmed these figures. */
  confirmed: kept.confirmed,
};

/** What the chiller draws at its rated power on a 230 V supply, in amperes. */
export const chillerCurrentA = currentDrawn(iceBathConstants.powerW / 1000, "single-phase");

/** The socket the chiller needs, as every page says it. */
export const chillerSocket = `a ${measure(iceBathConstants.socketA, "A")} wall socket of its own, protected by an earth-leakage switch`;

const c = iceBathConstants;

/** "16 °C down to 0.5 °C": how cold the chiller holds the water. */
export const waterRange = `${measure(c.warmestWaterC, "°C")} down to ${measure(c.coldestWaterC, "°C")}`;

/**
 * The figures the ice bath's words may name (its short words, its page's and its details'):
 * `{waterRange}`, `{chillerSocket}`, `{power}`, …
 */
export const iceBathFigures = {
  waterRange,
  chillerSocket,
  /** "220–240 V, 16 A": the chiller's plug. */
  plug: c.plug,
  /** "1.5-year", unbroken: its warranty's term, as a title names it. */
  warrantyTerm: unbroken(`${c.warrantyYears}-year`),
  /** "1.5 years": its warranty's term, as a value states it. */
  warrantyYears: `${c.warrantyYears} years`,
  /** "1700 × 800 mm": the tub's outside width and depth. */
  tubSize: size([c.outside.width, c.outside.depth], "mm"),
  /** "500 L": about how much water it holds. */
  waterVolume: measure(c.waterLitres, "L"),
  /** "220–240 V": the supply the chiller takes. */
  voltage: span(...c.volts, "V"),
  /** "16 A": the wall socket's rating. */
  socketRating: measure(c.socketA, "A"),
  /** "1000 W": the chiller's rated power. */
  power: measure(c.powerW, "W"),
  /** "4.3 A": what the chiller draws at its rated power, on the supply `{mainsVoltage}` gives. */
  current: measure(chillerCurrentA.toFixed(1), "A"),
  /** "230 V": the supply the current is worked out on. */
  mainsVoltage: measure(supplies["single-phase"].volts, "V"),
  /** "850 mm": the narrowest way in the tub passes through. */
  accessWidth: measure(c.accessWidthMm, "mm"),
  /** "700 kg": its weight full of water. */
  fullWeight: measure(c.fullWeightKg, "kg"),
  /** "5 cm": the space the chiller needs from a wall. */
  wallClearance: measure(c.wallClearanceCm, "cm"),
};

/**
 * An ice bath's page in the business's words (headline, paragraphs, features, and its details:
 * the Technical tab's rows, its care routines and what to consider before ordering), from the
 * content studio, with its figures filled in; its short words open the paragraphs.
 */
function pageWords(slug: string) {
  const page = pages[slug];
  if (!page) throw new Error(`range item "${slug}" has no page ("Headline", "Story", "Features")`);
  const detailed = details[slug];
  if (!detailed) {
    throw new Error(
      `range item "${slug}" has no details ("Technical details", "Care routines", "Before you order")`,
    );
  }
  const fill = (words: string) => fillFigures(words, iceBathFigures, slug);
  return {
    productTitle: page.headline,
    description: [wordsOf(iceBathWords, slug, iceBathFigures), ...page.story.map(fill)],
    features: page.features.map((feature) => ({
      ...feature,
      title: fill(feature.title),
      description: fill(feature.description),
    })),
    technical: detailed.technical.map(({ label, value }) => ({
      label: fill(label),
      value: fill(value),
    })),
    maintenance: detailed.maintenance.map((routine) => ({
      ...routine,
      title: fill(routine.title),
      description: fill(routine.description),
      steps: routine.steps.map(fill),
    })),
    considerations: detailed.considerations.map(({ title, description }) => ({
      title: fill(title),
      description: fill(description),
    })),
  };
}

/** Where the `i`th rendered picture stands the bath, in words: "in a pool house in the evening". */
function standing(i: number): string {
  const { place } = ICE_BATH_PICTURES[i]!;
  return `${placeWords[place.id]} ${hourWords[place.hour]}`;
}

function fromRange(slug: string) {
  const { name, price } = listedIn(iceBathRange, "ice-bath", slug);
  return { slug, name, price };
}

export const iceBaths: IceBath[] = [
  {
    ...fromRange("premium-ice-bath"),
    ...pageWords("premium-ice-bath"),
    images: [
      {
        image: iceBathPremiumIceBathMain,
        alt: `The premium ice bath ${standing(0)}: a slatted dark-wood tub of clear water beside its compact chiller`,
      },
      {
        image: iceBathPremiumIceBathGallery1,
        alt: `The ice bath and its chiller ${standing(1)}`,
      },
      {
        image: iceBathPremiumIceBathGallery2,
        alt: `The ice bath from one end ${standing(2)}: clear water in a white tub inside its dark-wood rim, a lounger beyond`,
      },
      {
        image: iceBathPremiumIceBathGallery3,
        alt: `The ice bath beside a cedar sauna ${standing(3)}, the sauna's glass door glowing warm`,
      },
      {
        image: iceBathPremiumIceBathGallery4,
        alt: "Side elevation drawing of the ice bath and chiller with dimensions in millimetres",
      },
      {
        image: iceBathPremiumIceBathGallery5,
        alt: `The ice bath with its lid closed and two folded towels on top, ${standing(4)}`,
      },
    ],
  },
];

export function findIceBath(slug: string | undefined): IceBath | undefined {
  return iceBaths.find((bath) => bath.slug === slug);
}
