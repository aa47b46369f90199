/**
 * The ice baths as their pages show them, and the ice bath's fixed figures. Slug, name and price
 * are the range's (`range.ts`), where the price is a PLACEHOLDER for the business to confirm.
 */
import {
  iceBathPremiumGallery1,
  iceBathPremiumGallery2,
  iceBathPremiumGallery3,
  iceBathPremiumGallery4,
  iceBathPremiumGallery5,
  iceBathPremiumMain,
} from "../images/library";

import { currentDrawn } from "./electrics";
import { ICE_BATH_OUTSIDE } from "./ice-bath-size";
import { iceBathRange, listedIn } from "./range-cabins";
import { ICE_BATH_PICTURES } from "./placements";
import { hourWords, placeWords } from "./scenery";
import type { IceBath } from "./schemas";
import { measure, size, span, unbroken } from "../format/units";
import { fillFigures, wordsOf } from "./words";
import { words as iceBathWords } from "../content/generated/words/ice-bath";
import { pages } from "../content/generated/words/ice-bath-pages";

export type { IceBath } from "./schemas";

/**
 * The ice bath's figures as the business gives them; its copy, the comparison and the guides
 * quote them. The chiller's electrical figures came in two readings that disagreed (1000 W, and
 * 3.5 A, which is 805 W at 230 V; "an ordinary wall socket" and "a dedicated 16 A socket"): the
 * site takes the rated power and the socket of its own, works out the current from them, and
 * flags both for the business to confirm (`electricsConfirmed`, listed by `npm run launch-check`).
 */
export const iceBathConstants = {
  warmestWaterC: 16,
  coldestWaterC: 0.5,
  warrantyYears: 1.5,
  wallClearanceCm: 5,
  /** The bath's outside size in millimetres (the slatted frame, without its chiller beside it). */
  outside: ICE_BATH_OUTSIDE,
  /** The chiller's rated power, and the wall socket it plugs into. */
  powerW: 1000,
  socketA: 16,
  plug: `${span(220, 240, "V")}, ${measure(16, "A")}`,
  /** Whether the business has confirmed the power and the socket above. */
  electricsConfirmed: false,
} as const;

/** What the chiller draws at its rated power on a 230 V supply, in amperes. */
export const chillerCurrentA = currentDrawn(iceBathConstants.powerW / 1000, "single-phase");

/** The socket the chiller needs, as every page says it. */
export const chillerSocket = `a ${measure(iceBathConstants.socketA, "A")} wall socket of its own, protected by an earth-leakage switch`;

const c = iceBathConstants;

/** "16 °C down to 0.5 °C": how cold the chiller holds the water. */
export const waterRange = `${measure(c.warmestWaterC, "°C")} down to ${measure(c.coldestWaterC, "°C")}`;

/** The figures the ice bath's words may name: `{waterRange}` and `{chillerSocket}`. */
export const iceBathFigures = {
  waterRange,
  chillerSocket,
  /** "220–240 V, 16 A": the chiller's plug. */
  plug: c.plug,
  /** "1.5-year", unbroken: its warranty's term, as a title names it. */
  warrantyTerm: unbroken(`${c.warrantyYears}-year`),
};

/**
 * An ice bath's page in the business's words (headline, paragraphs, features), from the content
 * studio, with its figures filled in; its short words open the paragraphs.
 */
function pageWords(slug: string) {
  const page = pages[slug];
  if (!page) throw new Error(`range item "${slug}" has no page ("Headline", "Story", "Features")`);
  const fill = (words: string) => fillFigures(words, iceBathFigures, slug);
  return {
    productTitle: page.headline,
    description: [wordsOf(iceBathWords, slug, iceBathFigures), ...page.story.map(fill)],
    features: page.features.map((feature) => ({
      ...feature,
      title: fill(feature.title),
      description: fill(feature.description),
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
        image: iceBathPremiumMain,
        alt: `The premium ice bath ${standing(0)}: a slatted dark-wood tub of clear water beside its compact chiller`,
      },
      {
        image: iceBathPremiumGallery1,
        alt: `The ice bath and its chiller ${standing(1)}`,
      },
      {
        image: iceBathPremiumGallery2,
        alt: `The ice bath from one end ${standing(2)}: clear water in a white tub inside its dark-wood rim, a lounger beyond`,
      },
      {
        image: iceBathPremiumGallery3,
        alt: `The ice bath beside a cedar sauna ${standing(3)}, the sauna's glass door glowing warm`,
      },
      {
        image: iceBathPremiumGallery4,
        alt: "Side elevation drawing of the ice bath and chiller with dimensions in millimetres",
      },
      {
        image: iceBathPremiumGallery5,
        alt: `The ice bath with its lid closed and two folded towels on top, ${standing(4)}`,
      },
    ],
    technical: [
      { label: "Frame", value: "Slatted thermo-wood on a powder-coated steel base" },
      {
        label: "Tub",
        value: `Insulated acrylic shell, ${size([c.outside.width, c.outside.depth], "mm")}, about ${measure(500, "L")} of water`,
      },
      { label: "Material", value: "Thermally modified pine, stainless-steel fittings" },
      { label: "Voltage", value: span(220, 240, "V") },
      {
        label: "Socket",
        value: `${measure(c.socketA, "A")} wall socket of its own, earth-leakage protected`,
      },
      { label: "Power", value: measure(c.powerW, "W") },
      {
        label: "Current",
        value: `${measure(chillerCurrentA.toFixed(1), "A")} at ${measure(230, "V")}`,
      },
      { label: "Noise", value: "Quiet: about as loud as a fridge" },
      { label: "Water temperature", value: waterRange },
      { label: "Warranty", value: `${c.warrantyYears} years` },
    ],
    maintenance: [
      {
        title: "Every week",
        description: "A few minutes keep the water clear and the chiller breathing freely.",
        icon: "timer",
        steps: [
          "Skim off leaves or hair with the net.",
          "Check the water level and top up with clean tap water if it has dropped.",
          "Wipe the rim and the lid with a soft, damp cloth.",
        ],
      },
      {
        title: "Every month",
        description: "A little more care for the filter and the water itself.",
        icon: "wrench",
        steps: [
          "Switch off the chiller at the wall.",
          "Take out the filter cartridge, rinse it under a tap and refit it.",
          "Test the water with a strip and adjust as the guide in the manual describes.",
          "Switch the chiller on again.",
        ],
      },
      {
        title: "Every two to three months",
        description: "Drain and refill, more often if the bath is used by many people.",
        icon: "droplets",
        steps: [
          "Switch off and unplug the chiller.",
          "Drain the tub through the outlet valve into a drain or the garden.",
          "Wash the shell with a mild, non-abrasive cleaner and rinse it well.",
          "Refill with fresh water, plug in, and set your temperature.",
        ],
      },
    ],
    considerations: [
      {
        title: "Access",
        description: `The tub arrives in one piece: check that doors, passages and stairs on the way to its place are at least ${measure(850, "mm")} wide, and that the floor is level and can carry about ${measure(700, "kg")} when full.`,
      },
      {
        title: "Electrical Connection",
        description: `The chiller plugs into ${chillerSocket}, within reach of its cable and kept dry.`,
      },
      {
        title: "Airflow",
        description: `The chiller breathes through its sides: leave at least ${measure(c.wallClearanceCm, "cm")} between it and any wall, and do not close it into a cupboard.`,
      },
    ],
  },
];

export function findIceBath(slug: string | undefined): IceBath | undefined {
  return iceBaths.find((bath) => bath.slug === slug);
}
