/**
 * URLs of the blog's images, all built by Sanity's image URL builder. With a Sanity project they
 * point at its CDN; embedded, they are root-relative (`/images/embedded/production/…`), so the
 * prerendered HTML works on whatever host serves the site (`npm start` resizes them, a static
 * host serves the originals the build copied).
 */
import { createImageUrlBuilder } from "@sanity/image-url";

import type { DatasetConfig } from "./config";
import type { DatasetImage } from "~/dataset/image-schema";

/** The widths offered in `srcset`, capped at the image's own width. */
export const IMAGE_WIDTHS = [480, 960, 1440, 1920] as const;

export type ImageFormat = "webp" | "jpg";

export function imageUrls(config: DatasetConfig) {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    // "/" becomes a root-relative URL: the embedded images are served by the site itself.
    ...(config.embedded ? { baseUrl: "/" } : {}),
  });

  function widths(image: DatasetImage): number[] {
    const fitting = IMAGE_WIDTHS.filter((width) => width < image.asset.width);
    return [...fitting, Math.min(image.asset.width, IMAGE_WIDTHS.at(-1)!)];
  }

  function url(image: DatasetImage, width: number, format: ImageFormat): string {
    return builder
      .image({
        asset: { _ref: image.asset._id },
        crop: image.crop ?? undefined,
        hotspot: image.hotspot ?? undefined,
      })
      .width(width)
      .fit("max")
      .format(format)
      .url();
  }

  return {
    url,
    srcSet(image: DatasetImage, format: ImageFormat): string {
      return widths(image)
        .map((width) => `${url(image, width, format)} ${width}w`)
        .join(", ");
    },
    /**
     * The asset's own file, untouched (a logo's SVG): built from its id as every other URL is, so
     * an exported dataset's absolute CDN addresses never reach a page.
     */
    original(assetId: string): string {
      return builder.image({ asset: { _ref: assetId } }).url();
    },
    /** The JPEG for `<img src>`, social cards, JSON-LD and the feed: 1200 px or the image's width. */
    fallback(image: DatasetImage): string {
      return url(image, Math.min(image.asset.width, 1200), "jpg");
    },
  };
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;

/** A picture's URLs and what its `<img>` needs, worked out once: what `ContentPicture` draws. */
export interface PictureUrls {
  alt: string;
  width: number;
  height: number;
  src: string;
  webpSrcSet: string;
  jpgSrcSet: string;
  lqip?: string;
  /** Where a frame of another shape crops it (object-cover), the editor's hotspot stays in view. */
  objectPosition?: string;
}

export function pictureUrls(urls: ReturnType<typeof imageUrls>, image: DatasetImage): PictureUrls {
  return {
    alt: image.alt,
    width: image.asset.width,
    height: image.asset.height,
    src: urls.fallback(image),
    webpSrcSet: urls.srcSet(image, "webp"),
    jpgSrcSet: urls.srcSet(image, "jpg"),
    ...(image.asset.lqip ? { lqip: image.asset.lqip } : {}),
    ...(image.hotspot
      ? { objectPosition: `${percent(image.hotspot.x)} ${percent(image.hotspot.y)}` }
      : {}),
  };
}
