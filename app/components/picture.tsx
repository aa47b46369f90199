import { preload } from "react-dom";

import { fallbackUrl, type ImageSource, srcSet } from "~/images/image-source";

import { RenderMark, type RenderMarkPlace, RenderWords } from "./render-mark";

/** Art direction: a second picture for viewports taller than they are wide. */
export interface PortraitSource {
  image: ImageSource;
  sizes: string;
}

export interface PictureProps {
  image: ImageSource;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** How wide the image is drawn at each breakpoint, e.g. "(min-width: 64rem) 50vw, 100vw". */
  sizes: string;
  /** A differently composed picture for portrait viewports (a phone held upright). */
  portrait?: PortraitSource;
  /**
   * The page's largest image (its hero): loaded eagerly with high priority and preloaded from
   * the document's head. Everything else is lazy.
   */
  priority?: boolean;
  /**
   * A media query under which the picture is not wanted at all (its container is hidden there):
   * the browser then picks a blank 1×1 GIF in its place and downloads nothing.
   */
  omitWhen?: string;
  className?: string;
  /**
   * Where a render's mark sits when the picture fills its container (`absolute inset-0`); any
   * other picture has it top left. A decorative copy (`alt=""`, a thumbnail of a picture shown
   * beside it) carries none: the picture it repeats does.
   */
  renderMarkAt?: RenderMarkPlace;
}

/** A transparent 1×1 GIF: what an omitted picture "loads" (no request leaves the page). */
export const BLANK_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

const PORTRAIT = "(orientation: portrait)";
const LANDSCAPE = "(orientation: landscape)";

function preloadHero(image: ImageSource, sizes: string, media?: string) {
  preload(fallbackUrl(image), {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
    media,
  });
}

/**
 * One responsive image: AVIF and WebP sources at every width the pipeline made, a JPEG
 * fallback, intrinsic width and height (so nothing shifts), and a blurred placeholder painted
 * behind it until it arrives, with no alt text drawn over it.
 */
export function Picture({
  image,
  alt,
  sizes,
  portrait,
  priority = false,
  omitWhen,
  className,
  renderMarkAt,
}: PictureProps) {
  if (priority) {
    if (portrait) preloadHero(portrait.image, portrait.sizes, PORTRAIT);
    preloadHero(image, sizes, portrait ? LANDSCAPE : undefined);
  }
  // A render says so where it is shown; a photograph that replaced it does not. With art direction
  // the two pictures may differ: the mark then shows only in the orientation of the render.
  // A drawing that stands for a picture not yet made says so the same way.
  const kind = image.standIn ? "drawing" : "render";
  const marks = (source: ImageSource) => source.render === true || source.standIn === true;
  const renders = [marks(image), portrait ? marks(portrait.image) : marks(image)];
  const marked = alt !== "" && (renders[0] || renders[1]);
  const orientation = !renders[0] ? "landscape:hidden" : !renders[1] ? "portrait:hidden" : "";
  return (
    <>
      {marked && (
        <RenderMark
          kind={kind}
          fill={/(^|\s)absolute(\s|$)/.test(className ?? "")}
          at={renderMarkAt}
          className={orientation}
        />
      )}
      <picture className="contents">
        {/*
        First, so that it wins wherever it applies: sources are chosen in order. The GIF is given
        by its width (1w drawn at 1px: density 1, as a bare URL would be), like the sources after
        it: the Nu Html Checker (npm run check:html) wrongly asks for `sizes` on a source without
        width descriptors when a later sibling source has them.
      */}
        {omitWhen && <source media={omitWhen} srcSet={`${BLANK_IMAGE} 1w`} sizes="1px" />}
        {portrait &&
          (["avif", "webp"] as const).map((format) => (
            <source
              key={`portrait-${format}`}
              media={PORTRAIT}
              type={`image/${format}`}
              srcSet={srcSet(portrait.image, format)}
              sizes={portrait.sizes}
              width={portrait.image.width}
              height={portrait.image.height}
            />
          ))}
        <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
        <img
          src={fallbackUrl(image)}
          // A photograph's own words win over the page's, which describe the picture it replaced.
          alt={image.alt ?? alt}
          width={image.width}
          height={image.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "auto" : "async"}
          fetchPriority={priority ? "high" : undefined}
          className={className}
          // Transparent text: while the picture loads, a browser may paint its alt text over the
          // placeholder (Firefox does); the alt stays in the markup for assistive technology.
          style={{
            color: "transparent",
            backgroundImage: `url("${image.placeholder}")`,
            backgroundSize: "cover",
            backgroundPosition: "center",
          }}
        />
      </picture>
      {marked && <RenderWords className={orientation} kind={kind} />}
    </>
  );
}
