/**
 * What the image pipeline (scripts/images/) tells the site about each image, and the URLs of its
 * variants. The generated `library/` holds one `ImageSource` per source image; routes and the
 * catalogue import the ones they show, so a page's JavaScript carries only its own images.
 */

export type ImageFormat = "avif" | "webp" | "jpg";

export interface ImageSource {
  /** URL of the variants without the width and extension: `/media/{name}.{hash}`. */
  path: string;
  /** The widths (px) the AVIF and WebP variants exist in, ascending; the last is `width`. */
  widths: readonly number[];
  /** Intrinsic size of the source, for the `width`/`height` attributes. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URI, shown until the image arrives. */
  placeholder: string;
  /**
   * Set when the source is a photograph (the business's, from `content/images/`); a picture
   * without it is a visualisation drawn from the models, and the copy must not call it a room
   * that was built.
   */
  photograph?: true;
  /**
   * Set when the source is a render: a picture path-traced from the 3D models (`content/renders/`),
   * never on a photograph that replaced one. Every page marks such a picture as a render where it
   * is shown (`RenderMark`), and the PDFs do too. The drawings (plans, illustrations) carry neither.
   */
  render?: true;
  /**
   * Set where a drawing stands for a picture not yet made: the elevations of a collection the
   * business added, shown as its picture until its photograph is set. Marked "Drawing" wherever it
   * is shown, as a render is marked "Render".
   */
  standIn?: true;
  /**
   * A photograph's own words for what it shows, set with it in the content studio: said in place
   * of the words a page has for the picture it replaces, which describe the render.
   */
  alt?: string;
}

/**
 * The pictures of a collection the business added: its drawn elevations and plan, and, once a
 * developer has rendered it from its document, its main picture and its four views.
 */
export interface AddedCollectionPictures {
  elevations?: ImageSource;
  plan?: ImageSource;
  main?: ImageSource;
  views?: ImageSource[];
}

/**
 * A photograph from the content studio that is a picture of its own, shown on one page with its
 * caption: a gallery category's (`list` "gallery", `key` its slug), a showroom's ("offices") or a
 * room we built ("projects", `key` its address).
 * The image pipeline lists them, in the order editors set them, in `library/studio-photographs.ts`.
 */
export interface OwnPhotograph {
  list: "gallery" | "offices" | "projects" | "range";
  key: string;
  id: string;
  image: ImageSource;
  alt: string;
  caption: string;
}

/** The ladder of widths variants are made in (capped at the source's own width). */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920, 2560] as const;

/** A ladder step this close to the source's width is dropped in favour of the width itself. */
const NEAR_SOURCE = 0.85;

/** The widths to make for a source `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  const steps = VARIANT_WIDTHS.filter((step) => step <= largest * NEAR_SOURCE);
  return [...steps, largest];
}

/** The width of the single JPEG, the fallback for browsers without AVIF/WebP and for share cards. */
export function fallbackWidth(widths: readonly number[]): number {
  const small = widths.filter((width) => width <= 1440);
  return small.at(-1) ?? widths[0]!;
}

/** An image's name in `/media/`, before its key: `saunas/aurora/main` → `saunas-aurora-main`. */
export function mediaName(id: string): string {
  return id.replaceAll("/", "-");
}

export function variantUrl(image: ImageSource, width: number, format: ImageFormat): string {
  return `${image.path}-${width}.${format}`;
}

export function srcSet(image: ImageSource, format: Exclude<ImageFormat, "jpg">): string {
  return image.widths.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(", ");
}

/** The JPEG variant: the `<img src>` fallback and the image for social cards and structured data. */
export function fallbackUrl(image: ImageSource): string {
  return variantUrl(image, fallbackWidth(image.widths), "jpg");
}

/** The largest variant: what a link to the picture opens when the page has no JavaScript. */
export function largestUrl(image: ImageSource): string {
  return variantUrl(image, image.widths.at(-1)!, "webp");
}
