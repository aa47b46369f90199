import { Expand } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";

import type { CataloguePicture } from "~/catalogue/schemas";

import { Lightbox, preloadLightbox } from "./lightbox";
import { Picture } from "./picture";
import { PictureButton } from "./picture-button";

/**
 * A product's pictures: the selected one large, and every picture as a thumbnail in four columns.
 * Thumbnails are buttons (click, Enter or Space selects; Left/Right arrows move along them). A
 * shimmer covers the main picture until the first one has loaded. The large picture is a button
 * too: it opens the lightbox at that picture. Without JavaScript each is a link to its picture.
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
  const thumbList = useRef<HTMLUListElement>(null);
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

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + pictures.length) % pictures.length;
    setIndex(next);
    thumbList.current?.querySelectorAll<HTMLElement>("li > a")[next]?.focus();
  };

  return (
    <div>
      <div
        ref={main}
        data-state={loaded ? "loaded" : "loading"}
        className="relative aspect-3/2 overflow-hidden rounded-sm bg-linen"
      >
        <PictureButton
          image={picture.image}
          onActivate={() => setEnlarged(index)}
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
        </PictureButton>
        {!loaded && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 animate-pulse bg-linen/60"
          />
        )}
      </div>
      {/* Arrow keys move along the thumbnails; they bubble up from the focused one. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={thumbList}
        aria-label={`Pictures of the ${name}`}
        className="mt-4 grid grid-cols-4 gap-3"
        onKeyDown={onKeyDown}
      >
        {pictures.map((thumb, i) => (
          <li key={thumb.image.path}>
            <PictureButton
              image={thumb.image}
              pressed={i === index}
              aria-label={`Show picture ${i + 1} of ${pictures.length}: ${thumb.image.alt ?? thumb.alt}`}
              onActivate={() => setIndex(i)}
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
            </PictureButton>
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
