/**
 * The five sauna collections as their pages show them: copy, pictures and features. Name, price,
 * size, timbers and kits come from the range (`range.ts`), which the renders and the plan
 * generators draw from too; prices there are PLACEHOLDERS for the business to confirm.
 */
import {
  saunasAuroraGallery1,
  saunasAuroraGallery2,
  saunasAuroraGallery3,
  saunasAuroraGallery4,
  saunasAuroraGallery5,
  saunasAuroraMain,
  saunasAuroraPlan,
  saunasElysiumGallery1,
  saunasElysiumGallery2,
  saunasElysiumGallery3,
  saunasElysiumGallery4,
  saunasElysiumGallery5,
  saunasElysiumMain,
  saunasElysiumPlan,
  saunasKaelisGallery1,
  saunasKaelisGallery2,
  saunasKaelisGallery3,
  saunasKaelisGallery4,
  saunasKaelisGallery5,
  saunasKaelisMain,
  saunasKaelisPlan,
  saunasLoylyGallery1,
  saunasLoylyGallery2,
  saunasLoylyGallery3,
  saunasLoylyGallery4,
  saunasLoylyGallery5,
  saunasLoylyMain,
  saunasLoylyPlan,
  saunasVakioGallery1,
  saunasVakioGallery2,
  saunasVakioGallery3,
  saunasVakioGallery4,
  saunasVakioGallery5,
  saunasVakioMain,
} from "../images/library";

import { paths } from "../routing/paths";

import { frontOpenings, interiorSize } from "./cabin";
import { kitRange, saunaItem } from "./range-cabins";
import { placeWords, SAUNA_PLACES } from "./scenery";
import type { SaunaSlug } from "../content/range-core";
import type { CataloguePicture, Feature, Sauna } from "./schemas";
import type { Figures } from "./words";
import { footprintInWords, footprintText, measure } from "../format/units";

export type { Sauna } from "./schemas";

const underBenchLight: Feature = {
  title: "Light from below",
  description:
    "A warm strip of light under the upper bench washes the lower bench and floor, so the room glows without a lamp in your eyes.",
  icon: "lightbulb",
};

const madeToMeasure: Feature = {
  title: "Drawn for your space",
  description:
    "The size on this page is our standard; we redraw every cabin to the room it will stand in, down to the last board.",
  icon: "ruler",
};

/** A collection's main picture in words: the cabin, then where it stands, by day. */
function mainAlt(slug: SaunaSlug, cabin: string): string {
  return `${cabin}, ${placeWords[SAUNA_PLACES[slug].main.place]} by day`;
}

/** The gallery of a collection, described once: the same five views for each cabin. */
function galleryOf(
  slug: SaunaSlug,
  name: string,
  images: [CataloguePicture["image"], ...CataloguePicture["image"][]],
  inside: string,
): CataloguePicture[] {
  const [room, bench, heater, dusk, drawing] = images;
  const evening = placeWords[SAUNA_PLACES[slug].dusk.place];
  return [
    {
      image: room!,
      alt: `Inside the ${name}: ${inside} benches and backrest in warm light, the heater in the corner`,
    },
    {
      image: bench!,
      alt: `The ${name}'s upper bench with a cedar bucket, a ladle and a folded towel`,
    },
    {
      image: heater!,
      alt: `The heater corner of the ${name}: its stones behind a guard of upright slats, beside the benches`,
    },
    {
      image: dusk!,
      alt: `The ${name} ${evening} in the evening, its glass glowing amber`,
    },
    {
      image: drawing!,
      alt: `Front and side elevations of the ${name}, with its width, depth and height in millimetres`,
    },
  ];
}

/** What a collection takes from the range: identity, price, size and timbers. */
function fromRange(slug: SaunaSlug) {
  const { name, price, model, plans, seats } = saunaItem(slug);
  const { width, depth, height, outside, inside } = model;
  return {
    slug,
    name,
    price,
    seats,
    hasPlans: plans,
    dimensions: { width, depth, height },
    materials: [...new Set([outside, inside])],
  };
}

/** "2.2 m": millimetres as metres, to one decimal. */
function metres(mm: number): string {
  return measure((mm / 1000).toFixed(1), "m");
}

/** The height of the room inside a collection's standard cabin, in millimetres. */
function insideHeight(slug: SaunaSlug): number {
  return interiorSize(saunaItem(slug).model).height;
}

/** How wide the glass of a collection's front is, in millimetres: its widest opening. */
function glassWidth(slug: SaunaSlug): number {
  return Math.max(...frontOpenings(saunaItem(slug).model).map(({ x0, x1 }) => x1 - x0));
}

/**
 * The figures a collection's words may name: `{width}`, its outside width, and for a glass front
 * `{glassWidth}`, the widest pane.
 */
export function saunaFigures(slug: SaunaSlug): Figures {
  const { model } = saunaItem(slug);
  return {
    width: metres(model.width),
    ...(model.front === "glass" ? { glassWidth: metres(glassWidth(slug)) } : {}),
  };
}

export const saunas: Sauna[] = [
  {
    ...fromRange("kaelis"),
    productTitle: "A cedar cabin for two to three, on the narrowest front",
    productDescription: [
      "The Kaelis is our most aromatic cabin. Its walls and benches are western red cedar, a timber that smells faintly of pencils and forests the moment it warms, and that resists rot without any treatment.",
      `Its narrow front fits an alcove, a passage wall or the corner of a garage, and inside it stands ${metres(insideHeight("kaelis"))} high like our other cabins, so the heat settles in layers: the upper bench properly hot, the lower gentler.`,
    ],
    image: {
      image: saunasKaelisMain,
      alt: mainAlt(
        "kaelis",
        "The Kaelis sauna cabin in western red cedar, with a glass door beside a slim vertical window",
      ),
    },
    gallery: galleryOf(
      "kaelis",
      "Kaelis",
      [
        saunasKaelisGallery1,
        saunasKaelisGallery2,
        saunasKaelisGallery3,
        saunasKaelisGallery4,
        saunasKaelisGallery5,
      ],
      "cedar",
    ),
    embed: paths.tour("kaelis"),
    features: [
      {
        title: "Cedar throughout",
        description:
          "Walls, ceiling, benches and backrest in western red cedar, chosen board by board for even colour and tight grain.",
        icon: "leaf",
      },
      {
        title: "Layered heat",
        description: `A ${metres(insideHeight("kaelis"))} ceiling inside lets the heat settle in layers: around ${measure(80, "°C")} at head height on the upper bench, softer below.`,
        icon: "thermometer",
      },
      underBenchLight,
      madeToMeasure,
    ],
    plan: {
      image: {
        image: saunasKaelisPlan,
        alt: `Floor plan of the Kaelis: ${footprintInWords(saunaItem("kaelis").model)}, with the upper and lower benches, the heater and the door swing`,
      },
      pdf: paths.planPdf("kaelis"),
    },
  },
  {
    ...fromRange("aurora"),
    productTitle: "A glass-fronted cabin in thermo pine",
    productDescription: [
      "The Aurora is built to be looked at as well as used. Its outer walls are thermally modified pine, a deep caramel and stable; the front is a wall of toughened glass with a glass door set into it, so the warm interior becomes part of the room around it.",
      "Inside, pale obeche benches and backrests stay comfortable to the touch at full heat, and a light strip under the upper bench gives the cabin its evening glow.",
    ],
    image: {
      image: saunasAuroraMain,
      alt: mainAlt(
        "aurora",
        "The Aurora sauna cabin in caramel thermo-pine, its glass front showing pale benches and a heater inside",
      ),
    },
    gallery: galleryOf(
      "aurora",
      "Aurora",
      [
        saunasAuroraGallery1,
        saunasAuroraGallery2,
        saunasAuroraGallery3,
        saunasAuroraGallery4,
        saunasAuroraGallery5,
      ],
      "pale obeche",
    ),
    embed: paths.tour("aurora"),
    features: [
      {
        title: "A wall of glass",
        description: `A front of ${measure(8, "mm")} toughened safety glass, ${metres(glassWidth("aurora"))} wide in a slim black frame, with a self-closing glass door.`,
        icon: "sparkles",
      },
      {
        title: "Cool-touch benches",
        description: `Obeche benches and backrest, a timber that stays pleasant on bare skin even when the air is at ${measure(90, "°C")}.`,
        icon: "leaf",
      },
      underBenchLight,
      madeToMeasure,
    ],
    plan: {
      image: {
        image: saunasAuroraPlan,
        alt: `Floor plan of the Aurora: ${footprintInWords(saunaItem("aurora").model)}, with the upper and lower benches and the heater`,
      },
      pdf: paths.planPdf("aurora"),
    },
  },
  {
    ...fromRange("loyly"),
    productTitle: "A classic square cabin for the whole family",
    productDescription: [
      "The Loyly is the traditional sauna at its most comfortable. Its square plan seats four to five people on two long benches, with room to stretch out on the upper one.",
      "Dark Lunawood outside keeps the cabin calm in a living space or on a covered terrace; inside, pale pine gives the familiar scent and the soft light of a Nordic sauna.",
    ],
    image: {
      image: saunasLoylyMain,
      alt: mainAlt(
        "loyly",
        "The Loyly sauna cabin in dark Lunawood, with a glass door beside a slim window",
      ),
    },
    gallery: galleryOf(
      "loyly",
      "Loyly",
      [
        saunasLoylyGallery1,
        saunasLoylyGallery2,
        saunasLoylyGallery3,
        saunasLoylyGallery4,
        saunasLoylyGallery5,
      ],
      "pale pine",
    ),
    embed: paths.tour("loyly"),
    features: [
      {
        title: "Room for five",
        description: `Two full-width benches: an upper bench ${measure(600, "mm")} deep for lying down and a lower bench for those who prefer gentler heat.`,
        icon: "heart",
      },
      {
        title: "Soft steam",
        description:
          "A heater with a deep basket of stones, so a ladle of water becomes a slow, rolling löyly rather than a sharp hiss.",
        icon: "droplets",
      },
      underBenchLight,
      madeToMeasure,
    ],
    plan: {
      image: {
        image: saunasLoylyPlan,
        alt: `Floor plan of the Loyly: ${measure(saunaItem("loyly").model.width, "mm")} square, with the upper and lower benches, the heater and the door swing`,
      },
      pdf: paths.planPdf("loyly"),
    },
  },
  {
    ...fromRange("elysium"),
    productTitle: "Our widest cabin, with a panoramic glass front",
    productDescription: [
      `The Elysium is the cabin we design around a view: a garden, a pool or a mountain. Its ${metres(glassWidth("elysium"))} glass front opens the whole room to the outside while the shallow plan keeps the heat close.`,
      "A long upper bench seats six in a row, the heater stands to one side behind a slatted guard, and the thermo-pine lining gives the interior a warm, even colour that deepens with use.",
    ],
    image: {
      image: saunasElysiumMain,
      alt: mainAlt(
        "elysium",
        `The Elysium sauna cabin in dark Lunawood with a panoramic glass front ${metres(glassWidth("elysium"))} wide`,
      ),
    },
    gallery: galleryOf(
      "elysium",
      "Elysium",
      [
        saunasElysiumGallery1,
        saunasElysiumGallery2,
        saunasElysiumGallery3,
        saunasElysiumGallery4,
        saunasElysiumGallery5,
      ],
      "thermo-pine",
    ),
    embed: paths.tour("elysium"),
    features: [
      {
        title: "Panoramic glass",
        description: `A pane of toughened glass ${metres(glassWidth("elysium"))} wide, the widest we build, so the view becomes part of the ritual.`,
        icon: "sparkles",
      },
      {
        title: "Seats six in a row",
        description:
          "A long, straight upper bench for groups, with a lower bench for feet and for children.",
        icon: "heart",
      },
      {
        title: "Built for the garden",
        description:
          "Lunawood cladding and a sealed roof let the Elysium stand outdoors under a cover, where it weathers to a soft grey-brown.",
        icon: "shield",
      },
      madeToMeasure,
    ],
    plan: {
      image: {
        image: saunasElysiumPlan,
        alt: `Floor plan of the Elysium: ${footprintInWords(saunaItem("elysium").model)}, with the long benches and the heater`,
      },
      pdf: paths.planPdf("elysium"),
    },
  },
  {
    ...fromRange("vakio"),
    productTitle: "The compact kit cabin you can build in an afternoon",
    productDescription: [
      "Vakio means standard in Finnish, and this is our everyday sauna: pine inside and out, a glass door, two benches and a heater, packed as a kit of interlocking wall panels, a roof structure and a lock floor system.",
      "It comes in four sizes, from a one-person cabin for a small bathroom to a cabin for five or six. We deliver it with step-by-step assembly instructions, or our team can build it for you.",
    ],
    image: {
      image: saunasVakioMain,
      alt: mainAlt("vakio", "The Vakio kit sauna in pale pine, with a glass door"),
    },
    gallery: galleryOf(
      "vakio",
      "Vakio",
      [
        saunasVakioGallery1,
        saunasVakioGallery2,
        saunasVakioGallery3,
        saunasVakioGallery4,
        saunasVakioGallery5,
      ],
      "pine",
    ),
    features: [
      {
        title: "Up in an afternoon",
        description:
          "Interlocking walls and a lock floor: two people assemble the smallest Vakio in about four to six hours.",
        icon: "timer",
      },
      {
        title: "Four sizes",
        description: `From ${footprintText(kitRange[0]!)} for one person to ${footprintText(kitRange[3]!)} for a family, all with the same simple kit.`,
        icon: "ruler",
      },
      {
        title: "Everything in the box",
        description:
          "Walls, roof structure, upper and lower benches, floor and assembly instructions; the heater is chosen with you.",
        icon: "hammer",
      },
    ],
    kits: kitRange.map(({ slug, name, width, depth, price }) => ({
      slug,
      name,
      width,
      depth,
      price,
    })),
    installation:
      "Easy to install: about 4 to 6 hours with two people, using the included assembly instructions.",
  },
];

export function findSauna(slug: string | undefined): Sauna | undefined {
  return saunas.find((sauna) => sauna.slug === slug);
}
