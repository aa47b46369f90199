/**
 * The business's photographs, as editors set them in the content studio: a Range item's photograph
 * replaces the picture the site draws of that item, everywhere it is shown, and a built
 * collection's photographs of its views replace its page's rendered views; a gallery category's
 * photographs are shown first in that category, the first as its cover; and a showroom's
 * photograph opens its page. The build reads
 * them with these queries and checks each document; `npm run content` fetches each photograph's
 * file and hands it, with its crop, hotspot and words, to the image pipeline (scripts/images/),
 * which serves an item's in place of the render or drawing with the same id, and lists the
 * gallery's and the showrooms' (`studio-photographs.ts`) for their pages to import.
 */
import { z } from "zod";

import { imageSchema } from "../dataset/image-schema";
import { checkEach, type ContentQuery, failIfAny, sharedKeys } from "./check";
import { developerSaunaSlugs } from "./developer-range";
import { OFFICE_IDS } from "../config/offices";
import {
  fixedItem,
  type ItemDocument,
  kindOfItem,
  type RangeKind,
  RENDERED_ITEMS,
} from "../../content-studio/rules/range";
import { GALLERY_CATEGORIES } from "../../content-studio/rules/gallery";
import { imageProjection, published } from "../dataset/groq";

/** Where each kind's renders are kept, under `content/renders/`. */
const PICTURE_FOLDERS: Readonly<Record<RangeKind, string>> = {
  sauna: "saunas",
  "ice-bath": "ice-bath",
  "steam-room": "steam-rooms",
  "diy-kit": "kits",
  heater: "heaters",
  accessory: "accessories",
  aroma: "aromas",
};

/**
 * The picture that stands for an item of the range: the id of the render its photograph replaces,
 * `saunas/aurora/main` (a collection or the ice bath, whose page shows a set of pictures) or
 * `heaters/harvia-cube`. Only the developer's items and the added items the site has a model of
 * (`RENDERED_ITEMS`) have one: an item the business added since has its photograph as its picture.
 */
export function itemPicture(item: ItemDocument): string | undefined {
  const kind = kindOfItem(item);
  const slug = item.slug;
  if (!kind || typeof slug !== "string") return undefined;
  if (!fixedItem(item) && !RENDERED_ITEMS.includes(slug)) return undefined;
  const folder = `${PICTURE_FOLDERS[kind]}/${slug}`;
  return kind === "sauna" || kind === "ice-bath" ? `${folder}/main` : folder;
}

/**
 * The views of a built collection's page that a photograph may replace, by the Range item's field:
 * the pictures after the main one (its gallery's first four; the fifth is its elevations, a
 * drawing). Each keeps its caption ("Inside the Aurora", "The upper bench"), so an editor sets the
 * photograph that shows that view.
 */
export const VIEW_FIELDS = { inside: 1, bench: 2, heater: 3, evening: 4 } as const;

/** The developer's collections, whose pages show those views (a collection the business added shows its photograph and its drawings). */
export const VIEW_COLLECTIONS = developerSaunaSlugs;

/** The picture a view's photograph replaces: `saunas/aurora/gallery-2`. */
export function viewPicture(slug: string, field: keyof typeof VIEW_FIELDS): string {
  return `saunas/${slug}/gallery-${VIEW_FIELDS[field]}`;
}

/** The narrowest photograph taken: a page shows an item's picture up to 1440 px wide. */
export const MIN_PHOTOGRAPH_WIDTH = 1440;

/**
 * The gallery's categories that show the business's photographs: each but the client renderings,
 * which are models of rooms still to be built. A unit test holds it to the gallery's categories.
 */
export const PHOTOGRAPH_CATEGORIES = [
  "kaelis",
  "aurora",
  "loyly",
  "elysium",
  "standard",
  "premium-ice-baths",
] as const;

/**
 * Where a photograph of its own is shown: a gallery category, a showroom's page, or the page of a
 * room we built.
 */
export type OwnList = "gallery" | "offices" | "projects" | "range";

/** A photograph as the image pipeline takes it. */
export interface Photograph {
  /**
   * The id of its picture: for an item, the one it replaces (`saunas/aurora/main`); in the
   * gallery, one of its own (`gallery/photographs/kaelis/3f9a2c1b7d0e`).
   */
  picture: string;
  /**
   * A picture of its own, shown on one page with a caption: in a gallery category (`key`, the
   * category's slug), or on a showroom's page (`key`, the showroom's slug). An item's replaces its
   * picture everywhere instead.
   */
  own?: { list: OwnList; key: string; caption: string };
  /** The document that set it, for messages that send an editor to it. */
  document: string;
  alt: string;
  asset: { id: string; url: string; width: number; height: number };
  /** Sanity's crop: the share of the image cut from each side. */
  crop?: { top: number; bottom: number; left: number; right: number };
  /** Sanity's hotspot: the centre (0..1 across and down) of what must stay in view. */
  hotspot?: { x: number; y: number };
}

/**
 * A photograph as every query projects it: its words, crop and hotspot, its asset, and whether an
 * image was chosen at all (a missing one is named as the editor sees it, not as a null asset).
 */
const photographProjection = `{
  "imageSet": defined(asset._ref),
  ...${imageProjection}
}`;

/** A photograph's words, crop and hotspot and its asset, checked, as a `Photograph` carries them. */
type Checked = Pick<Photograph, "alt" | "asset" | "crop" | "hotspot"> & { caption: string };

/**
 * One photograph, checked: words of its own (and a caption where the page shows one), an image
 * that was chosen (`noImage` says what to do when it was not), that is in the dataset, and that is
 * wide enough for the pages that show it.
 */
function photographSchema(noImage: string, captioned: boolean) {
  return imageSchema
    .extend({
      imageSet: z.boolean(),
      alt: z.string().trim().min(10, "what the photograph shows, in at least 10 characters"),
      caption: captioned
        ? z.string().trim().min(3, "a caption of at least 3 characters")
        : z.string().nullish(),
      asset: imageSchema.shape.asset.nullable(),
    })
    .superRefine(({ imageSet, asset }, context) => {
      const message = !imageSet
        ? noImage
        : !asset
          ? "the photograph's image is not in the dataset"
          : asset.width < MIN_PHOTOGRAPH_WIDTH
            ? `at least ${MIN_PHOTOGRAPH_WIDTH} px wide`
            : undefined;
      if (message) context.addIssue({ code: "custom", message, path: [] });
    })
    .transform(({ alt, caption, asset, crop, hotspot }): Checked => ({
      alt,
      caption: caption ?? "",
      asset: { id: asset!._id, url: asset!.url, width: asset!.width, height: asset!.height },
      ...(crop ? { crop } : {}),
      ...(hotspot ? { hotspot: { x: hotspot.x, y: hotspot.y } } : {}),
    }));
}

export const PHOTOGRAPHS_QUERY = `*[_type == "rangeItem" && ${published} && defined(photograph)] | order(slug asc) {
  _id,
  slug,
  kind,
  "photograph": photograph${photographProjection}
}`;

export const photographDocument = z
  .object({
    _id: z.string(),
    slug: z.string(),
    kind: z.string().nullish(),
    photograph: photographSchema(
      "alternative text but no image: choose the photograph, or clear the field",
      false,
    ),
  })
  .refine((doc) => kindOfItem(doc), {
    message: "no item of the range has this slug",
    path: ["slug"],
  })
  .transform(({ _id, slug, kind, photograph: { caption: _, ...photograph } }): Photograph => {
    const picture = itemPicture({ slug, kind });
    return picture
      ? { picture, document: _id, ...photograph }
      : // An item the business added has no render: its photograph is its only picture.
        {
          picture: ownPictureId("range", slug, photograph.asset.id),
          own: { list: "range", key: slug, caption: "" },
          document: _id,
          ...photograph,
        };
  });

export const VIEW_PHOTOGRAPHS_QUERY = `*[_type == "rangeItem" && ${published} && defined(views)] | order(slug asc) {
  _id,
  slug,
  "views": {
    ${Object.keys(VIEW_FIELDS)
      .map((field) => `"${field}": views.${field}${photographProjection}`)
      .join(",\n    ")}
  }
}`;

export const viewsDocument = z
  .object({
    _id: z.string(),
    slug: z.enum(VIEW_COLLECTIONS, {
      message: `only the pages of the ${VIEW_COLLECTIONS.join(", ")} show these views`,
    }),
    views: z.object(
      Object.fromEntries(
        Object.keys(VIEW_FIELDS).map((field) => [
          field,
          photographSchema(
            "alternative text but no image: choose the photograph, or clear the view",
            false,
          ).nullish(),
        ]),
      ) as Record<
        keyof typeof VIEW_FIELDS,
        z.ZodOptional<z.ZodNullable<ReturnType<typeof photographSchema>>>
      >,
    ),
  })
  .transform(({ _id, slug, views }): Photograph[] =>
    (Object.keys(VIEW_FIELDS) as (keyof typeof VIEW_FIELDS)[]).flatMap((field) => {
      const view = views[field];
      if (!view) return [];
      const { caption: _, ...photograph } = view;
      return [{ picture: viewPicture(slug, field), document: _id, ...photograph }];
    }),
  );

export const GALLERY_PHOTOGRAPHS_QUERY = `*[_type == "galleryCategory" && ${published}] | order(slug asc) {
  _id,
  slug,
  "photographs": photographs[]${photographProjection}
}`;

/**
 * The id a photograph of its own is known by: where it is shown and its file's own hash
 * (`gallery/photographs/kaelis/3f9a2c1b7d0e`), so reordering them re-encodes nothing.
 */
export function ownPictureId(list: OwnList, key: string, assetId: string): string {
  const hash = /^image-([0-9a-f]+)-/.exec(assetId)?.[1] ?? assetId;
  return `${list}/photographs/${key}/${hash.slice(0, 12)}`;
}

/** A photograph of its own, shown on one page (`list`, `key`) with its caption. */
function ownPhotograph(
  list: OwnList,
  key: string,
  document: string,
  { caption, ...photograph }: Checked,
): Photograph {
  return {
    picture: ownPictureId(list, key, photograph.asset.id),
    own: { list, key, caption },
    document,
    ...photograph,
  };
}

export const galleryDocument = z
  .object({
    _id: z.string(),
    slug: z.enum(
      GALLERY_CATEGORIES.map(({ slug }) => slug),
      `one of the gallery's categories: ${GALLERY_CATEGORIES.map(({ slug }) => slug).join(", ")}`,
    ),
    photographs: z
      .array(photographSchema("no image: choose the photograph, or take the entry away", true))
      .nullish(),
  })
  .refine(
    ({ slug, photographs }) =>
      !photographs?.length || (PHOTOGRAPH_CATEGORIES as readonly string[]).includes(slug),
    {
      message: `only ${PHOTOGRAPH_CATEGORIES.join(", ")} show photographs: the client renderings show rooms still to be built`,
      path: ["photographs"],
    },
  )
  .transform(({ _id, slug, photographs }) => ({
    id: _id,
    slug,
    photographs: (photographs ?? []).map((one) => ownPhotograph("gallery", slug, _id, one)),
  }));

export const OFFICE_PHOTOGRAPHS_QUERY = `*[_type == "office" && ${published} && defined(photograph)] | order(slug asc) {
  _id,
  slug,
  "photograph": photograph${photographProjection}
}`;

export const officeDocument = z
  .object({
    _id: z.string(),
    slug: z.enum(OFFICE_IDS, OFFICE_IDS.join(" or ")),
    photograph: photographSchema(
      "words but no image: choose the photograph, or clear the field",
      true,
    ),
  })
  .transform(({ _id, slug, photograph }) => ownPhotograph("offices", slug, _id, photograph));

export const PROJECT_PHOTOGRAPHS_QUERY = `*[_type == "project" && ${published}] | order(_id asc) {
  _id,
  "slug": slug.current,
  "photographs": photographs[]${photographProjection}
}`;

export const projectDocument = z
  .object({
    _id: z.string(),
    slug: z.string({ message: "an address: generate it from the title" }),
    photographs: z
      .array(photographSchema("no image: choose the photograph, or take the entry away", true))
      .nullable(),
  })
  .transform(({ _id, slug, photographs }) =>
    (photographs ?? []).map((one) => ownPhotograph("projects", slug, _id, one)),
  );

/**
 * Reads and checks the photographs of the range's items, of the gallery, of the showrooms and of
 * the rooms we built;
 * throws one error that lists every broken document.
 */
export async function readPhotographs(query: ContentQuery): Promise<Photograph[]> {
  const found: string[] = [];
  const photographs = checkEach(
    "range item",
    await query(PHOTOGRAPHS_QUERY),
    photographDocument,
    found,
  );
  const views = checkEach(
    "range item",
    await query(VIEW_PHOTOGRAPHS_QUERY),
    viewsDocument,
    found,
  ).flat();
  const categories = checkEach(
    "gallery category",
    await query(GALLERY_PHOTOGRAPHS_QUERY),
    galleryDocument,
    found,
  );
  for (const [category, list] of sharedKeys(categories.map(({ slug, id }) => [slug, id]))) {
    found.push(`gallery categories ${list.join(", ")}, slug: "${category}" has two documents`);
  }
  const gallery = categories.flatMap((category) => category.photographs);
  for (const [picture, list] of sharedKeys(gallery.map((one) => [one.picture, one.document]))) {
    found.push(`gallery categories ${list.join(", ")}: one photograph twice (${picture})`);
  }
  const offices = checkEach(
    "showroom",
    await query(OFFICE_PHOTOGRAPHS_QUERY),
    officeDocument,
    found,
  );
  const projects = checkEach(
    "project",
    await query(PROJECT_PHOTOGRAPHS_QUERY),
    projectDocument,
    found,
  ).flat();
  for (const [picture, list] of sharedKeys(projects.map((one) => [one.picture, one.document]))) {
    found.push(`projects ${list.join(", ")}: one photograph twice (${picture})`);
  }
  failIfAny(found);
  return [...photographs, ...views, ...gallery, ...offices, ...projects];
}
