import { env } from "../config/env";
import { blogConfig } from "./config";
import { imageUrls } from "./image";
import type { BlogImage } from "./schemas";

const urls = imageUrls(blogConfig(env));

export interface BlogPictureProps {
  image: BlogImage;
  /** How wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the content service: WebP at several widths with a JPEG fallback, all from the
 * image URL builder, the asset's intrinsic size (no layout shift), its alt text from the content,
 * the asset's low-quality placeholder behind it until it arrives, and the editor's hotspot kept in
 * view where the frame crops it.
 */
export function BlogPicture({ image, sizes, priority = false, className }: BlogPictureProps) {
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={urls.srcSet(image, "webp")} sizes={sizes} />
      <img
        src={urls.fallback(image)}
        srcSet={urls.srcSet(image, "jpg")}
        sizes={sizes}
        alt={image.alt}
        width={image.asset.width}
        height={image.asset.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={{
          ...(image.asset.lqip
            ? {
                backgroundImage: `url("${image.asset.lqip}")`,
                backgroundSize: "cover",
                backgroundPosition: "center",
              }
            : {}),
          // Where a frame of another shape (object-cover) crops it, the editor's hotspot stays in.
          ...(image.hotspot
            ? { objectPosition: `${image.hotspot.x * 100}% ${image.hotspot.y * 100}%` }
            : {}),
        }}
      />
    </picture>
  );
}
