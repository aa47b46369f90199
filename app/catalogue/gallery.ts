/**
 * The gallery: its categories, each at /gallery/category/{slug}, and the further pictures that
 * the overview shows on medium and larger screens. A category's title, description, captions and
 * the order of its pictures (with the one on its tile) are the business's, kept in the content
 * studio (`galleryWords`, checked by `content-studio/rules/gallery.ts`); the pictures, their alt
 * text and the figures the words name are the code's. The twenty extra pictures' captions are
 * worked out from their designs.
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
import { findSauna, type Sauna } from "./saunas";
import { type CabinView, galleryDesigns, hourOf, hourWords, placeWords } from "./gallery-designs";
import { type NamedCabin, standardCabins } from "./gallery-cabins";
import { galleryWords } from "../content/generated/gallery";
import { timberInWords } from "./woods";
import type { GalleryCategory, GalleryImage } from "./schemas";
import { fillNamed } from "./words";

export type { GalleryCategory, GalleryImage } from "./schemas";

/**
 * A picture of a category rendered from the models: its key (`aurora-3`), its source, its alt
 * text (worked out from what it shows) and the figures its caption may name (`{name}`: the
 * collection, cabin, room or ice bath it shows). Its caption, and its place in the category, are
 * the business's (`galleryWords`).
 */
export interface RenderedPicture {
  id: string;
  src: ImageSource;
  alt: string;
  figures: Readonly<Record<string, string>>;
}

/**
 * A category as the code keeps it: its slug, the figures its title and description may name, its
 * rendered pictures (in the order they were first shown) and, for the client renderings, its tours.
 * Its words and the order of its pictures are the business's.
 */
export interface RenderedCategory {
  slug: string;
  figures: Readonly<Record<string, string>>;
  pictures: RenderedPicture[];
  tours?: string[];
  /**
   * A collection shown by its drawings while its renders show another cabin: its pictures,
   * captioned, in place of the rendered ones and the business's captions of them.
   */
  drawn?: GalleryImage[];
}

function collectionPictures(slug: string): RenderedPicture[] {
  const sauna = findSauna(slug);
  if (!sauna) throw new Error(`The gallery shows a sauna that does not exist: ${slug}`);
  return [sauna.image, ...sauna.gallery].map((picture, i) => ({
    id: `${slug}-${i + 1}`,
    src: picture.image,
    alt: picture.alt,
    figures: { name: sauna.name },
  }));
}

/**
 * A collection's category: its name is the figure `{name}`. A collection shown by its drawings
 * (its cabin changed since it was rendered) shows them, each captioned as what it is, since the
 * business's captions describe the renders.
 */
function collection(slug: string): RenderedCategory {
  const sauna = findSauna(slug)!;
  if (!sauna.drawn)
    return { slug, figures: { name: sauna.name }, pictures: collectionPictures(slug) };
  return {
    slug,
    figures: { name: sauna.name },
    pictures: [],
    drawn: drawnPictures(sauna),
  };
}

/**
 * The pictures of a collection shown by its drawings, each captioned as what it is: the business's
 * photographs, then its elevations (marked as a drawing where they stand for its picture) and its
 * plan, which close its gallery.
 */
function drawnPictures(sauna: Sauna): GalleryImage[] {
  const pictures = [sauna.image, ...sauna.gallery];
  const plan = sauna.plan?.image;
  const elevations = sauna.image.image.standIn ? sauna.image : pictures.at(plan ? -2 : -1);
  return pictures.map((picture, i) => ({
    id: `${sauna.slug}-drawn-${i + 1}`,
    src: picture.image,
    alt: picture.alt,
    title:
      picture === plan
        ? `The ${sauna.name}'s floor plan`
        : picture === elevations
          ? `The ${sauna.name}'s front and side, drawn to its size`
          : `The ${sauna.name}`,
  }));
}

/* ---------------------------------------------------------------------------------------------- */
/* The twenty extra pictures                                                                      */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An extra picture, described from the design it is rendered from (`gallery-designs.ts`: the
 * same facts draw it), so that picture, alt text and caption cannot disagree.
 */
function extra(number: number, src: ImageSource): GalleryImage {
  const design = galleryDesigns[number - 1];
  if (!design) throw new Error(`The gallery has no design ${number}.`);
  const { model, view, setting } = design;
  const outside = timberInWords[model.outside];
  const inside = timberInWords[model.inside];
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
 * is rendered from: seen from the front, or from nearly overhead, as a plan shows its layout. Its
 * caption may name the room (`{name}`).
 */
function clientModel(
  number: number,
  room: keyof typeof clientRooms,
  src: ImageSource,
  overhead = false,
): RenderedPicture {
  const model = clientRooms[room];
  const name = clientRoomNames[room];
  const front = model.front === "glass" ? "full glass front" : "glass door and slim window";
  const inside = timberInWords[model.inside];
  return {
    id: `renderings-${number}`,
    src,
    alt: overhead
      ? `The white model of the ${name.toLowerCase()} from above, its ${inside} benches along the back wall, the heater in the corner and the ${front} at the front`
      : `A white model of the ${name.toLowerCase()} at 1:10, cut away at bench height to show its ${inside} benches and heater behind a ${front}`,
    figures: { name },
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

const [smallCabin, wideCabin, oakCabin] = standardCabins;

/** A standard cabin's picture: its caption may name the cabin (`{name}`, "Standard 1600"). */
const standard = (
  number: number,
  src: ImageSource,
  cabin: NamedCabin,
  alt: string,
): RenderedPicture => ({ id: `standard-${number}`, src, alt, figures: { name: cabin.name } });

const iceBath = iceBaths[0]!;

/**
 * The categories in the gallery's order, each with its pictures rendered from the models: what
 * the code keeps of them. `npm run studio-gallery` writes their keys and figures
 * out for the Studio (`content-studio/rules/gallery-pictures.ts`).
 */
export const renderedCategories: RenderedCategory[] = [
  collection("kaelis"),
  collection("aurora"),
  collection("loyly"),
  collection("elysium"),
  {
    slug: "standard",
    figures: {},
    pictures: [
      standard(
        1,
        galleryStandard1,
        smallCabin,
        "A compact cabin clad in pine, with a glass door beside a slim window, in a tiled bathroom in morning light",
      ),
      standard(
        2,
        galleryStandard2,
        smallCabin,
        "Inside the compact cabin: obeche benches and backrest in warm light, the heater in the corner",
      ),
      standard(
        3,
        galleryStandard3,
        wideCabin,
        "A wide cabin clad in western red cedar in a basement spa in the evening, its full glass front glowing amber",
      ),
      standard(
        4,
        galleryStandard4,
        wideCabin,
        "A wooden bucket and ladle on the upper obeche bench of the wide cabin",
      ),
      standard(
        5,
        galleryStandard5,
        oakCabin,
        "A cabin clad in oak, with a glass door beside a slim window, on a garden deck by day",
      ),
      standard(
        6,
        galleryStandard6,
        oakCabin,
        `Floor plan of the oak cabin, ${footprintInWords(oakCabin)}, with its heater, two benches and the door swing`,
      ),
    ],
  },
  {
    slug: CLIENT_ROOMS_CATEGORY,
    figures: {},
    tours: ["client-1", "client-2", "client-3", "client-4", "client-5"],
    pictures: [
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
    figures: { name: iceBath.name, waterRange },
    pictures: iceBath.images.map((picture, i) => ({
      id: `ice-bath-${i + 1}`,
      src: picture.image,
      alt: picture.alt,
      figures: { name: iceBath.name },
    })),
  },
];

/** `words` with each `{name}` filled in from `figures`; throws on a name `figures` lacks. */
function filled(words: string, figures: Readonly<Record<string, string>>, where: string): string {
  return fillNamed(words, figures, `gallery category "${where}"`);
}

/**
 * A category in the business's words (`galleryWords`, from the dataset): its title and
 * description, its rendered pictures in the order it set, each with its caption, and its cover.
 */
function worded({ slug, figures, pictures, tours, drawn }: RenderedCategory): GalleryCategory {
  const words = galleryWords[slug];
  if (!words) throw new Error(`gallery category "${slug}" has no words in the dataset`);
  return {
    slug,
    route: `category/${slug}`,
    title: filled(words.title, figures, slug),
    // The business's description is of the rendered pictures; the drawings are described here.
    description: drawn
      ? `The ${figures.name} as we build it as standard, drawn to its size: its front and side, and its floor plan.`
      : filled(words.description, figures, slug),
    cover: drawn ? drawn[0]!.id : words.cover,
    ...(tours ? { tours } : {}),
    images:
      drawn ??
      words.pictures.map(({ key, caption }) => {
        const picture = pictures.find((one) => one.id === key);
        if (!picture) throw new Error(`gallery category "${slug}" lists no picture ${key}`);
        const { figures: named, ...image } = picture;
        return { ...image, title: filled(caption, named, `${slug}, ${key}`) };
      }),
  };
}

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

export const galleryCategories: GalleryCategory[] = renderedCategories
  .map(worded)
  .map(withPhotographs);

export function findGalleryCategory(slug: string | undefined): GalleryCategory | undefined {
  return galleryCategories.find((category) => category.slug === slug);
}

/** The picture on a category's tile. */
export function coverOf(category: GalleryCategory): GalleryImage {
  return category.images.find((image) => image.id === category.cover) ?? category.images[0]!;
}
