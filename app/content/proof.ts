/**
 * Proof, as editors keep it in the content studio: the customers in the home page's logo strip and
 * the clients' testimonials. The build reads them with these queries (from the Sanity project, or
 * from the embedded dataset), checks every document where it enters the site, and writes what the
 * pages import (`npm run content`, scripts/content/build-content.ts). A document that breaks a rule
 * fails the build with its name, its id and the field.
 *
 * Runs at build time and in the unit tests only: the pages import the generated data and the types
 * below, so zod stays out of the browser's bundle.
 */
import { z } from "zod";

import { type imageUrls, type PictureUrls, pictureUrls } from "../dataset/image-urls";
import { type DatasetImage, imageSchema } from "../dataset/image-schema";
import { checkEach, type ContentQuery, failIfAny, sharedKeys } from "./check";
import { MIN_PHOTOGRAPH_WIDTH } from "./photographs";
import { imageProjection, published } from "../dataset/groq";

/** How a customer's name is set in the strip when it has no logo. */
export const wordmarkStyles = ["serif", "serif-italic", "sans-caps", "sans-light", "mono"] as const;

/** A customer as the logo strip shows it. */
export interface Customer {
  name: string;
  style: (typeof wordmarkStyles)[number];
  /** The logo's original file (SVG or PNG) and its size, so the strip reserves its space. */
  logo?: { url: string; width: number; height: number };
  /** An invented name standing in for a real client: marked as an example, never published. */
  placeholder?: true;
}

/** A client's own words, given with their consent, and optionally a photograph of their room. */
export interface Testimonial {
  name: string;
  suburb: string;
  project: string;
  quote: string;
  /** When they said it, YYYY-MM-DD. */
  date: string;
  /** Its URLs worked out at build time, so the page carries no image URL builder. */
  photo?: PictureUrls;
  /** A stand-in quote for trying the layout: marked as an example, never published. */
  placeholder?: true;
}

export interface Proof {
  customers: Customer[];
  testimonials: Testimonial[];
}

/** Customers by name, so an editor can predict the strip's order. */
export const CUSTOMERS_QUERY = `*[_type == "customer" && ${published}] | order(lower(name) asc, _id asc) {
  _id,
  name,
  wordmark,
  example,
  "logoSet": defined(logo.asset._ref),
  "logo": logo.asset->{
    _id,
    mimeType,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
}`;

/** The newest quote first (and, on one day, in the order of their ids, whatever the source). */
export const TESTIMONIALS_QUERY = `*[_type == "testimonial" && ${published}] | order(date desc, _id asc) {
  _id,
  name,
  suburb,
  project,
  quote,
  date,
  consent,
  example,
  "photoSet": defined(photo.asset._ref),
  "photo": photo${imageProjection}
}`;

/** The widest PNG logo served as it is: a logo is drawn 40 px tall. */
export const MAX_PNG_LOGO_WIDTH = 1200;

/** The midnight (UTC) a `YYYY-MM-DD` date begins at, if the date exists. */
function dayOf(value: string): Date | undefined {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date as `YYYY-MM-DD` that exists (no 31 June) and has passed. */
export const pastIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine((value) => dayOf(value)?.toISOString().startsWith(value) ?? false, {
    message: "a date that exists",
  })
  .refine((value) => (dayOf(value)?.getTime() ?? Infinity) <= Date.now(), {
    message: "a date that has passed",
  });

const text = (min: number) => z.string().trim().min(min, `at least ${min} characters`);

export const customerDocument = z
  .object({
    _id: z.string(),
    name: text(2),
    wordmark: z.enum(wordmarkStyles),
    example: z.boolean().nullish(),
    logoSet: z.boolean(),
    logo: z
      .object({
        _id: z.string().min(1),
        mimeType: z.enum(["image/svg+xml", "image/png"], "an SVG or a PNG"),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .refine((logo) => logo.mimeType !== "image/png" || logo.width <= MAX_PNG_LOGO_WIDTH, {
        message: `a PNG at most ${MAX_PNG_LOGO_WIDTH} px wide`,
      })
      .nullable(),
  })
  .refine((doc) => !doc.logoSet || doc.logo, {
    message: "the logo's image is not in the dataset",
    path: ["logo"],
  })
  .transform(({ name, wordmark, example, logo }) => ({
    name,
    style: wordmark,
    ...(logo ? { logo } : {}),
    ...(example ? { placeholder: true as const } : {}),
  }));

/** What the schema gives before the photograph's URLs are worked out. */
type Checked<T> = Omit<T, "photo"> & { photo?: DatasetImage };

export const testimonialDocument = z
  .object({
    _id: z.string(),
    name: text(2),
    suburb: text(2),
    project: text(3),
    quote: text(20),
    date: pastIsoDate,
    consent: z.literal(true, "the client's agreement to be quoted"),
    example: z.boolean().nullish(),
    photoSet: z.boolean(),
    // A missing image is named below, as the editor sees it, rather than as a null asset.
    photo: imageSchema
      .extend({ alt: text(10), asset: imageSchema.shape.asset.nullable() })
      .nullable(),
  })
  .refine((doc) => !doc.photoSet || doc.photo?.asset, {
    message: "the photograph's image is not in the dataset",
    path: ["photo"],
  })
  .refine((doc) => !doc.photo?.asset || doc.photo.asset.width >= MIN_PHOTOGRAPH_WIDTH, {
    message: `at least ${MIN_PHOTOGRAPH_WIDTH} px wide, as the Studio asks`,
    path: ["photo"],
  })
  .transform(({ name, suburb, project, quote, date, example, photo }): Checked<Testimonial> => ({
    name,
    suburb,
    project,
    quote,
    date,
    ...(photo?.asset ? { photo: { ...photo, asset: photo.asset } } : {}),
    ...(example ? { placeholder: true as const } : {}),
  }));

/** Customers whose names differ only in case or not at all: the strip shows each name once. */
function sharedNames(result: unknown): string[] {
  const named = (Array.isArray(result) ? result : []).flatMap((doc) => {
    const { _id, name } = (doc ?? {}) as { _id?: unknown; name?: unknown };
    return typeof name === "string" ? [[name.trim().toLowerCase(), String(_id)] as const] : [];
  });
  return sharedKeys(named).map(
    ([name, list]) => `customers ${list.join(", ")}, name: "${name}" is used more than once`,
  );
}

/**
 * Reads and checks the proof; throws one error that lists every broken document. `urls` builds the
 * photographs' image URLs for the dataset's source.
 */
export async function readProof(
  query: ContentQuery,
  urls: ReturnType<typeof imageUrls>,
): Promise<Proof> {
  const found: string[] = [];
  const customerResult = await query(CUSTOMERS_QUERY);
  const customers = checkEach("customer", customerResult, customerDocument, found).map(
    ({ logo, ...customer }): Customer => ({
      ...customer,
      ...(logo
        ? { logo: { url: urls.original(logo._id), width: logo.width, height: logo.height } }
        : {}),
    }),
  );
  found.push(...sharedNames(customerResult));
  const testimonials = checkEach(
    "testimonial",
    await query(TESTIMONIALS_QUERY),
    testimonialDocument,
    found,
  ).map(({ photo, ...testimonial }) => ({
    ...testimonial,
    ...(photo ? { photo: pictureUrls(urls, photo) } : {}),
  }));
  failIfAny(found);
  return { customers, testimonials };
}
