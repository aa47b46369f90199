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

import { CLIENT_ROOMS_CATEGORY } from "./client-rooms";
import { iceBaths, waterRange } from "./ice-baths";
import { footprintInWords, footprintText } from "./units";
import { findSauna } from "./saunas";
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

type Timber = "western red cedar" | "thermo-pine" | "Lunawood" | "obeche" | "pine" | "oak";
type View = "room" | "bench" | "heater" | "day" | "dusk";

interface ExtraCabin {
  view: View;
  outside: Timber;
  inside: Timber;
  front: "door" | "glass";
  width: number;
  depth: number;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An extra picture, described from the cabin it shows (the artwork draws each from the same
 * facts: `scripts/artwork/saunas.ts`), so that picture, alt text and caption cannot disagree.
 */
function extra(number: number, src: ImageSource, cabin: ExtraCabin): GalleryImage {
  const { view, outside, inside, front, width, depth } = cabin;
  const size = footprintText({ width, depth });
  const glass = front === "glass" ? "full glass front" : "glass door and slim window";
  const described: Record<View, { alt: string; title: string }> = {
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
      alt: `A cabin clad in ${outside} with a ${glass}, standing on pale stone in daylight`,
      title: `${capitalised(outside)} exterior, ${size}`,
    },
    dusk: {
      alt: `A cabin clad in ${outside} in the evening, its ${glass} glowing amber in a softly lit room`,
      title: `${capitalised(outside)} in the evening, ${size}`,
    },
  };
  return { id: `extra-${String(number).padStart(2, "0")}`, src, ...described[view] };
}

const cedarObeche = { outside: "western red cedar", inside: "obeche" } as const;
const thermoPine = { outside: "thermo-pine", inside: "pine" } as const;
const lunawoodObeche = { outside: "Lunawood", inside: "obeche" } as const;
const oakCedar = { outside: "oak", inside: "western red cedar" } as const;
const pineThermo = { outside: "pine", inside: "thermo-pine" } as const;
const small = { width: 1600, depth: 2000 } as const;
const square = { width: 1800, depth: 1800 } as const;
const medium = { width: 2400, depth: 2000 } as const;
const large = { width: 2800, depth: 2200 } as const;

/** Twenty further pictures: other sizes, timbers, views and hours (on the overview, from `md` up). */
export const galleryExtras: GalleryImage[] = [
  extra(1, galleryExtra01, { view: "room", ...cedarObeche, front: "door", ...square }),
  extra(2, galleryExtra02, { view: "day", ...thermoPine, front: "glass", ...large }),
  extra(3, galleryExtra03, { view: "heater", ...lunawoodObeche, front: "glass", ...small }),
  extra(4, galleryExtra04, { view: "dusk", ...oakCedar, front: "door", ...medium }),
  extra(5, galleryExtra05, { view: "bench", ...pineThermo, front: "glass", ...square }),
  extra(6, galleryExtra06, { view: "room", ...cedarObeche, front: "glass", ...large }),
  extra(7, galleryExtra07, { view: "day", ...thermoPine, front: "door", ...small }),
  extra(8, galleryExtra08, { view: "heater", ...lunawoodObeche, front: "glass", ...medium }),
  extra(9, galleryExtra09, { view: "dusk", ...oakCedar, front: "glass", ...square }),
  extra(10, galleryExtra10, { view: "bench", ...pineThermo, front: "door", ...large }),
  extra(11, galleryExtra11, { view: "room", ...cedarObeche, front: "glass", ...small }),
  extra(12, galleryExtra12, { view: "day", ...thermoPine, front: "glass", ...medium }),
  extra(13, galleryExtra13, { view: "heater", ...lunawoodObeche, front: "door", ...square }),
  extra(14, galleryExtra14, { view: "dusk", ...oakCedar, front: "glass", ...large }),
  extra(15, galleryExtra15, { view: "bench", ...pineThermo, front: "glass", ...small }),
  extra(16, galleryExtra16, { view: "room", ...cedarObeche, front: "door", ...medium }),
  extra(17, galleryExtra17, { view: "day", ...thermoPine, front: "glass", ...square }),
  extra(18, galleryExtra18, { view: "heater", ...lunawoodObeche, front: "glass", ...large }),
  extra(19, galleryExtra19, { view: "dusk", ...oakCedar, front: "door", ...small }),
  extra(20, galleryExtra20, { view: "bench", ...pineThermo, front: "glass", ...medium }),
];

/* ---------------------------------------------------------------------------------------------- */
/* The seven categories                                                                           */

export const galleryCategories: GalleryCategory[] = [
  collection(
    "kaelis",
    "Kaelis",
    "Western red cedar inside and out: the narrow-fronted Kaelis by day and in the evening, with its deep benches, its heater corner and the drawings we build it from.",
  ),
  collection(
    "aurora",
    "Aurora",
    "A glass front onto the room and pale obeche within: the Aurora in a home spa, from the light of day to the warm glow of an evening session.",
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
      "Cabins built outside the collections, each sized to the room it stands in and finished in the timber and front its owners chose.",
    cover: "standard-2",
    images: [
      {
        id: "standard-1",
        src: galleryStandard1,
        alt: "A compact cabin clad in pine, with a glass door beside a slim window, on pale stone in daylight",
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
        alt: "A wide cabin clad in western red cedar in the evening, its full glass front glowing amber",
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
        alt: "A cabin clad in oak, with a glass door beside a slim window, on pale stone in daylight",
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
    title: "Client 3D Renderings",
    description:
      "How we show a client a room before a single board is cut: each of these examples is drawn to its own measurements, to walk round in 3D and then step inside and take a seat. Your own design is drawn the same way.",
    cover: "renderings-6",
    tours: ["client-1", "client-2", "client-3", "client-4", "client-5"],
    images: [
      {
        id: "renderings-1",
        src: galleryRenderings1,
        alt: "Model view of a basement spa: a glass-fronted sauna beside a sunken plunge pool and a long timber bench",
        title: "Basement spa",
      },
      {
        id: "renderings-2",
        src: galleryRenderings2,
        alt: "Model view of a garden pavilion: a glass sauna under a flat roof among round trees and shrubs",
        title: "Garden pavilion",
      },
      {
        id: "renderings-3",
        src: galleryRenderings3,
        alt: "Model view of a bathroom with a freestanding bath and a glass-fronted sauna in the corner",
        title: "Bathroom sauna",
      },
      {
        id: "renderings-4",
        src: galleryRenderings4,
        alt: "Model view of a rooftop sauna with loungers on a pale deck, city buildings beyond",
        title: "Rooftop retreat",
      },
      {
        id: "renderings-5",
        src: galleryRenderings5,
        alt: "Model view of a lodge room under timber beams, a glass sauna beside a wall of windows and two sofas",
        title: "Lodge sauna",
      },
      {
        id: "renderings-6",
        src: galleryRenderings6,
        alt: "Cutaway drawing of a sauna cabin from above, showing its benches, heater and door",
        title: "Cutaway of a cabin",
      },
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
];

export function findGalleryCategory(slug: string | undefined): GalleryCategory | undefined {
  return galleryCategories.find((category) => category.slug === slug);
}

/** The picture on a category's tile. */
export function coverOf(category: GalleryCategory): GalleryImage {
  return category.images.find((image) => image.id === category.cover) ?? category.images[0]!;
}
