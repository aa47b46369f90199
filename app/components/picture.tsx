import { preload } from "react-dom";

import { fallbackUrl, type ImageSource, srcSet } from "~/images/image-source";

export interface PictureProps {
  image: ImageSource;
  /** What the image shows, for people who cannot see it; "" only for pure decoration. */
  alt: string;
  /** How wide the image is drawn at each breakpoint, e.g. "(min-width: 64rem) 50vw, 100vw". */
  sizes: string;
  /**
   * The page's largest image (its hero): loaded eagerly with high priority and preloaded from
   * the document's head. Everything else is lazy.
   */
  priority?: boolean;
  className?: string;
}

/**
 * One responsive image: AVIF and WebP sources at every width the pipeline made, a JPEG
 * fallback, intrinsic width and height (so nothing shifts), and a blurred placeholder painted
 * behind it until it arrives.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const avif = srcSet(image, "avif");
  if (priority) {
    preload(fallbackUrl(image), {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={fallbackUrl(image)}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={{
          backgroundImage: `url("${image.placeholder}")`,
          backgroundSize: "cover",
          backgroundPosition: "center",
        }}
      />
    </picture>
  );
}
