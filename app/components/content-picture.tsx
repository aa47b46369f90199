import type { PictureUrls } from "~/dataset/image-urls";

export interface ContentPictureProps {
  picture: PictureUrls;
  /** How wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture from the content service, from URLs worked out ahead (`pictureUrls` in app/dataset/image-urls.ts):
 * WebP at several widths with a JPEG fallback, the asset's intrinsic size (no layout shift), its alt
 * text from the content, the asset's low-quality placeholder behind it until it arrives, and the
 * editor's hotspot kept in view where the frame crops it. Content the pages import has its URLs
 * worked out at build time, so their script carries no image URL builder.
 */
export function ContentPicture({
  picture,
  sizes,
  priority = false,
  className,
}: ContentPictureProps) {
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.jpgSrcSet}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={{
          ...(picture.lqip
            ? {
                backgroundImage: `url("${picture.lqip}")`,
                backgroundSize: "cover",
                backgroundPosition: "center",
              }
            : {}),
          ...(picture.objectPosition ? { objectPosition: picture.objectPosition } : {}),
        }}
      />
    </picture>
  );
}
