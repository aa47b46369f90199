import { Expand } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";

import type { CataloguePicture } from "~/catalogue/schemas";

import { Lightbox, preloadLightbox } from "./lightbox";
import { Picture } from "./picture";

/**
 * A product's pictures: the selected one large, and every picture as a thumbnail in four columns
 * (SPEC §2, §9). Thumbnails are buttons (click, Enter or Space selects; Left/Right arrows move
 * along them). A shimmer covers the main picture until the first one has loaded. The large
 * picture is a button too: it opens the lightbox at that picture.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: CataloguePicture[] }) {
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const slides = useMemo(
    () => pictures.map(({ image, alt }) => ({ src: image, alt, caption: alt })),
    [pictures],
  );
  const main = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const picture = pictures[index]!;

  // The first picture may have arrived before hydration, when no load event can be heard.
  useEffect(() => {
    const img = main.current?.querySelector("img");
    if (!img) return;
    if (img.complete && img.naturalWidth > 0) return setLoaded(true);
    const done = () => setLoaded(true);
    img.addEventListener("load", done, { once: true });
    return () => img.removeEventListener("load", done);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + pictures.length) % pictures.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div>
      <div
        ref={main}
        data-state={loaded ? "loaded" : "loading"}
        className="relative aspect-3/2 overflow-hidden rounded-sm bg-linen"
      >
        <button
          type="button"
          onClick={() => setEnlarged(index)}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          className="group block size-full cursor-zoom-in focus-visible:-outline-offset-4"
        >
          <span className="sr-only">Enlarge: </span>
          <Picture
            key={picture.image.path}
            image={picture.image}
            alt={picture.alt}
            sizes="(min-width: 80rem) 44rem, (min-width: 64rem) 55vw, 92vw"
            priority={index === 0}
            className="size-full object-cover"
          />
          <span
            aria-hidden
            className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-xs bg-ink/75 text-stone opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            <Expand className="size-4" />
          </span>
        </button>
        {!loaded && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 animate-pulse bg-linen/60"
          />
        )}
      </div>
      <ul aria-label={`Pictures of the ${name}`} className="mt-4 grid grid-cols-4 gap-3">
        {pictures.map((thumb, i) => (
          <li key={thumb.image.path}>
            <button
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              aria-pressed={i === index}
              aria-label={`Show picture ${i + 1} of ${pictures.length}: ${thumb.alt}`}
              onClick={() => setIndex(i)}
              onKeyDown={onKeyDown}
              className={`block aspect-3/2 w-full overflow-hidden rounded-xs ring-offset-2 ring-offset-stone transition ${
                i === index ? "ring-2 ring-ember" : "opacity-70 hover:opacity-100"
              }`}
            >
              <Picture
                image={thumb.image}
                alt=""
                sizes="(min-width: 80rem) 10rem, (min-width: 64rem) 13vw, 22vw"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        pictures={slides}
        index={enlarged}
        onClose={() => setEnlarged(null)}
        label={`Pictures of the ${name}`}
      />
    </div>
  );
}
