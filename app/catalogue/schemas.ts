/**
 * zod schemas of the catalogue. They run at build time (react-router.config.ts calls
 * `validateCatalogue`) and in the unit tests, never in the browser: data modules import only the
 * inferred types, so zod stays out of the bundle.
 */
import { z } from "zod";

import { saunaSlugs, timberIds } from "./range";
import { FEATURE_ICONS } from "../../content-studio/rules/words";

/* ---------------------------------------------------------------------------------------------- */
/* Shared pieces                                                                                  */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
/** Copy written for visitors: a sentence or more, not a placeholder. */
const prose = z.string().min(40);

export const imageSourceSchema = z.object({
  path: z.string().startsWith("/media/"),
  widths: z.array(z.number().int().positive()).min(1).readonly(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string().startsWith("data:image/"),
  photograph: z.literal(true).optional(),
  render: z.literal(true).optional(),
  standIn: z.literal(true).optional(),
  alt: z.string().min(10).optional(),
});

/** An image as a page shows it: the source and what it shows, for people who cannot see it. */
export const pictureSchema = z.object({
  image: imageSourceSchema,
  alt: z.string().min(12),
});
export type CataloguePicture = z.infer<typeof pictureSchema>;

/**
 * The icons features may use; `components/feature-icon.tsx` draws each. The content studio offers
 * the same list (a collection's features are the business's words).
 */
export const featureIconNames = FEATURE_ICONS.map(({ value }) => value) as unknown as readonly [
  (typeof FEATURE_ICONS)[number]["value"],
  ...(typeof FEATURE_ICONS)[number]["value"][],
];
export type FeatureIconName = (typeof featureIconNames)[number];

export const featureSchema = z.object({
  title: z.string().min(3),
  description: prose,
  icon: z.enum(featureIconNames),
});
export type Feature = z.infer<typeof featureSchema>;

/**
 * An indicative "from" price in rand, or "price on request" (`range.ts`). Figures not yet
 * confirmed by the business carry `confirmed: false`. The page shows exactly what the structured
 * data says.
 */
const availability = z.enum(["InStock", "MadeToOrder", "PreOrder"]);
export const priceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("from"),
    amount: z.number().int().min(100),
    availability,
    confirmed: z.boolean(),
  }),
  z.object({ kind: z.literal("on-request"), availability }),
]);

export const dimensionsSchema = z.object({
  width: z.number().int().positive(),
  depth: z.number().int().positive(),
  height: z.number().int().positive(),
});

/* ---------------------------------------------------------------------------------------------- */
/* Timbers, saunas, ice baths                                                                     */

export const timberSchema = z.object({
  id: slug,
  name: z.string().min(3),
  description: prose,
  image: pictureSchema,
});
export type Timber = z.infer<typeof timberSchema>;

export const healthBenefitSchema = z.object({
  title: z.string().min(3),
  description: prose,
  icon: z.enum(featureIconNames),
});
export type HealthBenefit = z.infer<typeof healthBenefitSchema>;

export const saunaSchema = z.object({
  slug: z.enum(saunaSlugs),
  name: z.string().min(3),
  /** The line under the name: what kind of room this is. */
  productTitle: z.string().min(10),
  /** The longer description of the Product Info tab (the short one is `sauna-words.ts`'s). */
  productDescription: z.array(prose).min(1),
  image: pictureSchema,
  gallery: z.array(pictureSchema).min(1),
  /**
   * The collection's 360° tour (a tour's `embedUrl` in tours.ts), if it has one. A provider's
   * https share link is framed on the page instead of the 3D model; the site's own tour is offered
   * where the model cannot be drawn.
   */
  embed: z.string().optional(),
  /**
   * Shown by its drawings (and the business's photographs) because its renders show another
   * cabin than the standard one its document now holds: a developer renders it again.
   */
  drawn: z.literal(true).optional(),
  features: z.array(featureSchema).min(1),
  /** Timber ids of `woods.ts`. */
  materials: z.array(slug).min(1),
  dimensions: dimensionsSchema,
  /** How many people it suits and seats. */
  seats: z.tuple([z.number().int().positive(), z.number().int().positive()]).readonly(),
  /** Whether its plan is offered (the range says; Vakio is sold as kits instead). */
  hasPlans: z.boolean(),
  kits: z
    .array(
      z.object({
        slug,
        name: z.string().min(3),
        width: z.number().int().positive(),
        depth: z.number().int().positive(),
        price: priceSchema,
      }),
    )
    .optional(),
  plan: z
    .object({ image: pictureSchema, pdf: z.string().regex(/^\/plans\/[a-z-]+\.pdf$/) })
    .optional(),
  installation: z.string().optional(),
  price: priceSchema,
});
export type Sauna = z.infer<typeof saunaSchema>;

export const iceBathSchema = z.object({
  slug,
  name: z.string().min(3),
  productTitle: z.string().min(10),
  description: z.array(prose).min(1),
  images: z.array(pictureSchema).min(1),
  features: z.array(featureSchema).min(1),
  /** The Technical tab's label and value pairs, in display order. */
  technical: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
  maintenance: z
    .array(featureSchema.extend({ steps: z.array(z.string().min(10)).optional() }))
    .min(1),
  considerations: z.array(z.object({ title: z.string().min(3), description: prose })).min(1),
  price: priceSchema,
});
export type IceBath = z.infer<typeof iceBathSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* 360° tours                                                                                     */

/** The six faces of a tour's cube, as `scripts/renders/shots.ts` renders them. */
export const cubeFaces = ["front", "right", "back", "left", "up", "down"] as const;
export type CubeFace = (typeof cubeFaces)[number];

/** A cabin as it is built: outside size in millimetres, within what we make; timbers; front. */
const cabinModelSchema = z.object({
  width: z.number().int().min(1200).max(4000),
  depth: z.number().int().min(1200).max(3500),
  height: z.number().int().min(2000).max(2800),
  outside: z.enum(timberIds),
  inside: z.enum(timberIds),
  front: z.enum(["door", "glass"]),
});

/** The site's own tour page (`/tours/{id}`) or a tour provider's https share link. */
const tourEmbedUrl = /^(\/tours\/[a-z0-9-]+|https:\/\/[^/\s]+(\/\S*)?)$/;

export const tourSchema = z.object({
  id: slug,
  name: z.string().min(3),
  /** What the tour shows: the tour page's description, and the preview's alt text. */
  description: prose,
  /** What the tour viewer frames. A provider's origin is allowed in the CSP's frame-src. */
  embedUrl: z.string().regex(tourEmbedUrl, "the site's /tours/{id} or an https share link"),
  /** A room made to measure, as the 3D scene builds it (the collections' come from the range). */
  model: cabinModelSchema.optional(),
  /** A room with a model: its picture from outside, shown until the 3D view opens. */
  poster: imageSourceSchema.optional(),
  faces: z.record(z.enum(cubeFaces), imageSourceSchema),
});
export type Tour = z.infer<typeof tourSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* DIY kits, accessories, heaters, aromas, steam rooms                                            */

export const diyKitSchema = z.object({
  /** The kit's slug in the range, and its slide's id on the page. */
  id: slug,
  name: z.string().min(3),
  /** How many people it seats, e.g. "1–2 people". */
  capacity: z.string().min(3),
  width: z.number().int().positive(),
  depth: z.number().int().positive(),
  price: priceSchema,
  image: pictureSchema,
});
export type DiyKit = z.infer<typeof diyKitSchema>;

/** Something the catalogue shows as a picture, a name and a few words. */
export const catalogueItemSchema = z.object({
  id: slug,
  name: z.string().min(3),
  price: priceSchema,
  description: prose,
  image: pictureSchema,
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const steamRoomCardSchema = z.object({
  id: slug,
  title: z.string().min(3),
  price: priceSchema,
  caption: prose,
  image: pictureSchema,
});
export type SteamRoomCard = z.infer<typeof steamRoomCardSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* Gallery                                                                                        */

/** One picture of the gallery: its own id, the source, what it shows, and its caption. */
export const galleryImageSchema = z.object({
  id: slug,
  src: imageSourceSchema,
  alt: z.string().min(12),
  /** The caption under the picture and in the lightbox. */
  title: z.string().min(3),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryCategorySchema = z
  .object({
    slug,
    /** Where the category lives under /gallery: always `category/{slug}`. */
    route: z.string().regex(/^category\/[a-z0-9-]+$/),
    title: z.string().min(3),
    description: prose,
    /** The image id of the picture on the gallery's tile. */
    cover: slug,
    images: z.array(galleryImageSchema).min(1),
    /** Ids of tours of `tours.ts` the category shows as 360° viewers (the client renderings). */
    tours: z.array(slug).optional(),
  })
  .refine((category) => category.route === `category/${category.slug}`, {
    message: "route is category/{slug}",
    path: ["route"],
  })
  .refine((category) => category.images.some((image) => image.id === category.cover), {
    message: "cover is the id of one of the category's images",
    path: ["cover"],
  });
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
