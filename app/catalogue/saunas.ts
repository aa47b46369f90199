/**
 * The sauna collections as their pages show them: pictures, plans and tours here; their words
 * (headline, story and features) the business's, from the content studio (`pageWords`), with the
 * range's figures filled in. Name, price, size, timbers and kits come from the range (`range.ts`),
 * which the renders and the plan generators draw from too; prices there are PLACEHOLDERS for the
 * business to confirm. The developer's collections show their renders (or, once the business
 * changes a cabin, its drawings until it is rendered again: `drawnInstead`); one the business
 * added shows its photograph, if it has one, and its drawings (`addedSauna`).
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

import { addedCollectionPictures } from "../images/library/added-collections";
import { studioPhotographs } from "../images/library/studio-photographs";
import { paths } from "../routing/paths";

import { frontOpenings, interiorSize } from "./cabin";
import { kitRange, rendersShowCabin, saunaItem, saunaRange } from "./range-cabins";
import { placeWords, saunaPlaces } from "./scenery";
import { isDeveloperSauna, type SaunaSlug } from "../content/range-core";
import type { CataloguePicture, Sauna } from "./schemas";
import { type Figures, fillFigures } from "./words";
import { pages } from "../content/generated/words/collection-pages";
import { timberInWords } from "./woods";
import { sections as diyKitsSections } from "../content/generated/pages/diyKits";
import { footprintInWords, footprintText, measure } from "../format/units";

export type { Sauna } from "./schemas";

/** A collection's main picture in words: the cabin, then where it stands, by day. */
function mainAlt(slug: SaunaSlug, cabin: string): string {
  return `${cabin}, ${placeWords[saunaPlaces(slug).main.place]} by day`;
}

/** The gallery of a collection, described once: the same five views for each cabin. */
function galleryOf(
  slug: SaunaSlug,
  name: string,
  images: [CataloguePicture["image"], ...CataloguePicture["image"][]],
  inside: string,
  soldAsKits = false,
): CataloguePicture[] {
  const [room, bench, heater, dusk, drawing] = images;
  const evening = placeWords[saunaPlaces(slug).dusk.place];
  // A kit's price leaves the heater out: a picture that shows one says it is an option.
  const option = soldAsKits ? " (the heater is an option, priced apart from the kit)" : "";
  return [
    {
      image: room!,
      alt: `Inside the ${name}: ${inside} benches and backrest in warm light, the heater in the corner${option}`,
    },
    {
      image: bench!,
      alt: `The ${name}'s upper bench with a cedar bucket, a ladle and a folded towel`,
    },
    {
      image: heater!,
      alt: `The heater corner of the ${name}: its stones behind a guard of upright slats, beside the benches${option}`,
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
 * The figures a collection's words may name in braces, each as the page writes it: `{width}`, its
 * outside width; `{insideHeight}`, the room's height inside; for a glass front `{glassWidth}`, the
 * widest pane, and `{glassThickness}`; the heat at head height on the upper bench
 * (`{upperBenchHeat}`) and the air's at full heat (`{fullHeat}`); `{upperBenchDepth}`; and for a
 * collection sold as kits, its smallest and largest kit's footprint (`{smallestKit}`,
 * `{largestKit}`).
 */
export function saunaFigures(slug: SaunaSlug): Figures {
  const { model } = saunaItem(slug);
  return {
    width: metres(model.width),
    insideHeight: metres(insideHeight(slug)),
    upperBenchHeat: measure(80, "°C"),
    fullHeat: measure(90, "°C"),
    upperBenchDepth: measure(600, "mm"),
    ...(model.front === "glass"
      ? { glassWidth: metres(glassWidth(slug)), glassThickness: measure(8, "mm") }
      : {}),
    ...(slug === "vakio"
      ? { smallestKit: footprintText(kitRange[0]!), largestKit: footprintText(kitRange.at(-1)!) }
      : {}),
  };
}

/**
 * A collection page's words as the business keeps them (its headline, story and features), its
 * figures filled in: the headline above the name, the story on the Product Info tab.
 */
function pageWords(slug: SaunaSlug) {
  const page = pages[slug];
  if (!page) throw new Error(`range item "${slug}" has no page ("Headline", "Story", "Features")`);
  const figures = saunaFigures(slug);
  return {
    productTitle: page.headline,
    productDescription: page.story.map((paragraph) => fillFigures(paragraph, figures, slug)),
    features: page.features.map((feature) => ({
      ...feature,
      description: fillFigures(feature.description, figures, slug),
    })),
  };
}

/**
 * A collection the business added, as its page shows it: its photograph (if the business has set
 * one), and the main picture and four views a developer rendered from its document while they
 * show its cabin as it is; otherwise its drawn elevations, marked as a drawing where they stand for
 * its picture. Its plan; no tour. Never another collection's pictures.
 */
function addedSauna(slug: SaunaSlug): Sauna {
  const { name, model } = saunaItem(slug);
  const drawn = addedCollectionPictures[slug];
  if (!drawn?.elevations || !drawn.plan)
    throw new Error(`The collection "${slug}" has no drawings yet: run \`npm run images\`.`);
  const size = footprintInWords(model);
  const own = studioPhotographs.find(({ list, key }) => list === "range" && key === slug);
  const photograph = own && { image: own.image, alt: own.alt };
  const elevations = {
    image: drawn.elevations,
    alt: `Front and side elevations of the ${name}, drawn to its size (${size}), with its width, depth and height in millimetres`,
  };
  const plan = {
    image: drawn.plan,
    alt: `Floor plan of the ${name}: ${size}, with the upper and lower benches and the heater`,
  };
  const { main, views } = drawn;
  if (main && views?.length === 4 && views.every(Boolean) && rendersShowCabin(slug)) {
    const front = model.front === "glass" ? "a wall of glass" : "a glass door beside a slim window";
    return {
      ...fromRange(slug),
      ...pageWords(slug),
      image: photograph ?? {
        image: main,
        alt: mainAlt(
          slug,
          `The ${name} sauna cabin in ${timberInWords[model.outside]}, with ${front}`,
        ),
      },
      gallery: galleryOf(
        slug,
        name,
        [views[0]!, ...views.slice(1), drawn.elevations],
        timberInWords[model.inside],
      ),
      plan: { image: plan, pdf: paths.planPdf(slug) },
    };
  }
  // The page shows the main picture, then the gallery: the drawings follow the photograph, or
  // the elevations stand in for it and the plan follows.
  return {
    ...fromRange(slug),
    ...pageWords(slug),
    image: photograph ?? { ...elevations, image: { ...drawn.elevations, standIn: true as const } },
    gallery: photograph ? [elevations, plan] : [plan],
    plan: { image: plan, pdf: paths.planPdf(slug) },
  };
}

/** The developer's collections, with their renders, plans and tours. */
const developerSaunas: Sauna[] = [
  {
    ...fromRange("kaelis"),
    ...pageWords("kaelis"),
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
    ...pageWords("aurora"),
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
    ...pageWords("loyly"),
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
    plan: {
      image: {
        image: saunasLoylyPlan,
        alt: `Floor plan of the Loyly: ${footprintInWords(saunaItem("loyly").model)}, with the upper and lower benches, the heater and the door swing`,
      },
      pdf: paths.planPdf("loyly"),
    },
  },
  {
    ...fromRange("elysium"),
    ...pageWords("elysium"),
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
    ...pageWords("vakio"),
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
      true,
    ),
    kits: kitRange.map(({ slug, name, width, depth, price }) => ({
      slug,
      name,
      width,
      depth,
      price,
    })),
    installation: diyKitsSections.kitInstallation,
  },
];

/**
 * A developer's collection whose standard cabin the business changed since it was rendered: its
 * renders show the cabin as it was, so it shows only the business's photographs of it and the
 * drawings of its cabin as it is now (its elevations, marked as a drawing where they stand for
 * its picture, and its plan), and no tour, until a developer renders it again.
 */
function drawnInstead(sauna: Sauna): Sauna {
  const { embed: _, ...rest } = sauna;
  const own = sauna.gallery.filter(({ image }) => !image.render);
  // The gallery's last picture is the elevations, drawn like the plan from the range.
  const elevations = own.at(-1)!;
  const main = sauna.image.image.render
    ? { ...elevations, image: { ...elevations.image, standIn: true as const } }
    : sauna.image;
  const gallery = own.filter((picture) => picture !== (main === sauna.image ? null : elevations));
  return {
    ...rest,
    drawn: true,
    image: main,
    gallery: sauna.plan ? [...gallery, sauna.plan.image] : gallery,
  };
}

/** A developer's collection as its page shows it: rendered, or drawn while its renders are stale. */
function developerSauna(slug: SaunaSlug): Sauna | undefined {
  const sauna = developerSaunas.find((candidate) => candidate.slug === slug);
  return sauna && (rendersShowCabin(slug) ? sauna : drawnInstead(sauna));
}

/** Every collection on sale, in the range's order. */
export const saunas: Sauna[] = saunaRange.map(
  ({ slug }) => (isDeveloperSauna(slug) && developerSauna(slug)) || addedSauna(slug),
);

export function findSauna(slug: string | undefined): Sauna | undefined {
  return saunas.find((sauna) => sauna.slug === slug);
}
