/**
 * The gallery: its categories, each at /gallery/category/{slug}, and the further pictures that
 * the overview shows on medium and larger screens.
 *
 * The collections' and the ice bath's categories show the same pictures as their product pages
 * (one description of each picture, not two). The client renderings' category also lists the five
 * client tours of `tours.ts`, which its page shows as 360° viewers.
 */
import {
  galleryExtra01,
  galleryExtra02,
  galleryExtra03,
  galleryExtra04,
  galleryExtra05,
  galleryExtra06,
  galleryExtra07,
  galleryExtra08,
  galleryExtra09,
  galleryExtra10,
  galleryExtra11,
  galleryExtra12,
  galleryExtra13,
  galleryExtra14,
  galleryExtra15,
  galleryExtra16,
  galleryExtra17,
  galleryExtra18,
  galleryExtra19,
  galleryExtra20,
  galleryRenderings1,
  galleryRenderings2,
  galleryRenderings3,
  galleryRenderings4,
  galleryRenderings5,
  galleryRenderings6,
  galleryStandard1,
  galleryStandard2,
  galleryStandard3,
  galleryStandard4,
  galleryStandard5,
  galleryStandard6,
} from "../images/library";
import type { ImageSource } from "../images/image-source";
import { studioPhotographs } from "../images/library/studio-photographs";

import { clientRoomNames } from "./client-room-names";
import { CLIENT_ROOMS_CATEGORY, clientRooms } from "./client-rooms";
import { iceBaths, waterRange } from "./ice-baths";
import { footprintInWords, footprintText } from "../format/units";
import { findSauna } from "./saunas";
import { type CabinView, galleryDesigns, hourOf, hourWords, placeWords } from "./gallery-designs";
import type { TimberId } from "../content/range-core";
import type { GalleryCategory, GalleryImage } from "./schemas";

export type { GalleryCategory, GalleryImage } from "./schemas";

/** The captions of a collection's six pictures: the product page's main picture and gallery. */
const collectionCaptions = [
  (name: string) => `The ${name} cabin`,
  (name: string) => `Inside the ${name}`,
  () => "The upper bench",
  () => "The heater corner",
  (name: string) => `The ${name} in the evening`,
  () => "Front and side elevations",
];

function collectionImages(slug: string): GalleryImage[] {
  const sauna = findSauna(slug);
  if (!sauna) throw new Error(`The gallery shows a sauna that does not exist: ${slug}`);
  return [sauna.image, ...sauna.gallery].map((picture, i) => ({
    id: `${slug}-${i + 1}`,
    src: picture.image,
    alt: picture.alt,
    title: collectionCaptions[i]?.(sauna.name) ?? `The ${sauna.name}`,
  }));
}

/** A collection's category; `cover` is the number of its tile's picture (1 is the cabin). */
function collection(slug: string, title: string, description: string, cover = 1): GalleryCategory {
  return {
    slug,
    route: `category/${slug}`,
    title,
    description,
    cover: `${slug}-${cover}`,
    images: collectionImages(slug),
  };
}

const iceBathCaptions = [
  "The tub and its chiller",
  "On a terrace at dawn",
  "Still water, a breath of mist",
  "Beside a sauna at dusk",
  "Side elevation",
  "Lid closed, ready for tomorrow",
];

/* ---------------------------------------------------------------------------------------------- */
/* The twenty extra pictures                                                                      */

/** The timbers as the alt text names them. */
const timberWords: Record<TimberId, string> = {
  "western-red-cedar": "western red cedar",
  "thermo-pine": "thermo-pine",
  lunawood: "Lunawood",
  oak: "oak",
  pine: "pine",
  obeche: "obeche",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An extra picture, described from the design it is rendered from (`gallery-designs.ts`: the
 * same facts draw it), so that picture, alt text and caption cannot disagree.
 */
function extra(number: number, src: ImageSource): GalleryImage {
  const design = galleryDesigns[number - 1];
  if (!design) throw new Error(`The gallery has no design ${number}.`);
  const { model, view, setting } = design;
  const outside = timberWords[model.outside];
  const inside = timberWords[model.inside];
  const size = footprintText(model);
  const where = placeWords[setting.place];
  const when = hourWords[hourOf(view, setting)];
  const glass = model.front === "glass" ? "full glass front" : "glass door and slim window";
  const described: Record<CabinView, { alt: string; title: string }> = {
    room: {
      alt: `Inside a cabin of ${inside}: two benches and a backrest in warm light, the heater in the corner`,
      title: `${capitalised(inside)} interior, ${size}`,
    },
    bench: {
      alt: `A wooden bucket and ladle on an upper bench of ${inside}, lit softly from below`,
      title: `${capitalised(inside)} benches, ${size}`,
    },
    heater: {
      alt: `The heater corner of a ${inside} room: stones stacked behind a guard of slats, beside the bench`,
      title: `Heater corner in ${inside}, ${size}`,
    },
    day: {
      alt: `A cabin clad in ${outside} with a ${glass}, ${where} ${when}`,
      title: `${capitalised(outside)} ${where}, ${size}`,
    },
    dusk: {
      alt: `A cabin clad in ${outside} ${where} in the evening, its ${glass} glowing amber`,
      title: `${capitalised(outside)} ${where} at dusk, ${size}`,
    },
  };
  return { id: `extra-${String(number).padStart(2, "0")}`, src, ...described[view] };
}

/**
 * A client room's architect's model (`scripts/renders/objects/maquettes.ts`), described from the room it
 * is rendered from: seen from the front, or from nearly overhead, as a plan shows its layout.
 */
function clientModel(
  number: number,
  room: keyof typeof clientRooms,
  src: ImageSource,
  overhead = false,
): GalleryImage {
  const model = clientRooms[room];
  const name = clientRoomNames[room];
  const front = model.front === "glass" ? "full glass front" : "glass door and slim window";
  const inside = timberWords[model.inside];
  return {
    id: `renderings-${number}`,
    src,
    alt: overhead
      ? `The white model of the ${name.toLowerCase()} from above, its ${inside} benches along the back wall, the heater in the corner and the ${front} at the front`
      : `A white model of the ${name.toLowerCase()} at 1:10, cut away at bench height to show its ${inside} benches and heater behind a ${front}`,
    title: overhead ? `${name}: the model from above` : `${name}: the model`,
  };
}

/** Twenty further pictures: twenty designs in twenty settings (on the overview, from `md` up). */
export const galleryExtras: GalleryImage[] = [
  galleryExtra01,
  galleryExtra02,
  galleryExtra03,
  galleryExtra04,
  galleryExtra05,
  galleryExtra06,
  galleryExtra07,
  galleryExtra08,
  galleryExtra09,
  galleryExtra10,
  galleryExtra11,
  galleryExtra12,
  galleryExtra13,
  galleryExtra14,
  galleryExtra15,
  galleryExtra16,
  galleryExtra17,
  galleryExtra18,
  galleryExtra19,
  galleryExtra20,
].map((src, i) => extra(i + 1, src));

/* ---------------------------------------------------------------------------------------------- */
/* The seven categories                                                                           */

/**
 * A category with the business's own photographs of it (set in the content studio) first, the
 * first of them its cover, before the pictures rendered from the models.
 */
function withPhotographs(category: GalleryCategory): GalleryCategory {
  const photographs = studioPhotographs
    .filter((photograph) => photograph.list === "gallery" && photograph.key === category.slug)
    .map(({ image, alt, caption }, i): GalleryImage => ({
      id: `${category.slug}-photo-${i + 1}`,
      src: image,
      alt,
      title: caption,
    }));
  if (photographs.length === 0) return category;
  return { ...category, cover: photographs[0]!.id, images: [...photographs, ...category.images] };
}

export const galleryCategories: GalleryCategory[] = [
  collection(
    "kaelis",
    "Kaelis",
    "Western red cedar inside and out: the narrow-fronted Kaelis by day and in the evening, with its deep benches, its heater corner and the drawings we build it from.",
  ),
  collection(
    "aurora",
    "Aurora",
    "A glass front onto the room and pale obeche within: the Aurora in a pool house, by day and in the warm glow of an evening session.",
    4,
  ),
  collection(
    "loyly",
    "Loyly",
    "A square room of knotty pine behind dark Lunawood cladding: the Loyly's deep benches, its heater and its glass door, inside and out.",
  ),
  collection(
    "elysium",
    "Elysium",
    "Our widest cabin, with a panoramic glass front almost three metres across and a thermo-pine interior made for long, unhurried evenings.",
    5,
  ),
  {
    slug: "standard",
    route: "category/standard",
    title: "Standard Saunas",
    description:
      "Cabins made to measure outside the collections, each drawn to the room it stands in, in a timber and front a buyer might choose.",
    cover: "standard-2",
    images: [
      {
        id: "standard-1",
        src: galleryStandard1,
        alt: "A compact cabin clad in pine, with a glass door beside a slim window, in a tiled bathroom in morning light",
        title: "Standard 1600 in pine",
      },
      {
        id: "standard-2",
        src: galleryStandard2,
        alt: "Inside the compact cabin: obeche benches and backrest in warm light, the heater in the corner",
        title: "Obeche interior of the Standard 1600",
      },
      {
        id: "standard-3",
        src: galleryStandard3,
        alt: "A wide cabin clad in western red cedar in a basement spa in the evening, its full glass front glowing amber",
        title: "Standard 2400 in cedar in the evening",
      },
      {
        id: "standard-4",
        src: galleryStandard4,
        alt: "A wooden bucket and ladle on the upper obeche bench of the wide cabin",
        title: "The benches of the Standard 2400",
      },
      {
        id: "standard-5",
        src: galleryStandard5,
        alt: "A cabin clad in oak, with a glass door beside a slim window, on a garden deck by day",
        title: "Standard 2000 in oak",
      },
      {
        id: "standard-6",
        src: galleryStandard6,
        alt: `Floor plan of the oak cabin, ${footprintInWords({ width: 2000, depth: 1600 })}, with its heater, two benches and the door swing`,
        title: "Plan of the Standard 2000",
      },
    ],
  },
  {
    slug: CLIENT_ROOMS_CATEGORY,
    route: `category/${CLIENT_ROOMS_CATEGORY}`,
    title: "Example Renderings",
    description:
      "Examples of how a room can be shown before a single board is cut: as an architect's model, rendered from its drawings and cut away at bench height, and in 3D, to walk round, step inside and take a seat. Each is made to its own measurements; ask us to draw yours.",
    cover: "renderings-1",
    tours: ["client-1", "client-2", "client-3", "client-4", "client-5"],
    images: [
      clientModel(1, "client-1", galleryRenderings1),
      clientModel(2, "client-2", galleryRenderings2),
      clientModel(3, "client-3", galleryRenderings3),
      clientModel(4, "client-4", galleryRenderings4),
      clientModel(5, "client-5", galleryRenderings5),
      clientModel(6, "client-1", galleryRenderings6, true),
    ],
  },
  {
    slug: "premium-ice-baths",
    route: "category/premium-ice-baths",
    title: "Premium Ice Baths",
    description: `The premium ice bath on terraces and in quiet rooms: a slatted timber tub with its own chiller, holding the water anywhere from ${waterRange}.`,
    cover: "ice-bath-1",
    images: iceBaths[0]!.images.map((picture, i) => ({
      id: `ice-bath-${i + 1}`,
      src: picture.image,
      alt: picture.alt,
      title: iceBathCaptions[i] ?? "The premium ice bath",
    })),
  },
].map(withPhotographs);

export function findGalleryCategory(slug: string | undefined): GalleryCategory | undefined {
  return galleryCategories.find((category) => category.slug === slug);
}

/** The picture on a category's tile. */
export function coverOf(category: GalleryCategory): GalleryImage {
  return category.images.find((image) => image.id === category.cover) ?? category.images[0]!;
}
