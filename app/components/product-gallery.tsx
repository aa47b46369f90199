import { type KeyboardEvent, useEffect, useRef, useState } from "react";

import type { CataloguePicture } from "~/catalogue/schemas";

import { Picture } from "./picture";

/**
 * A product's pictures: the selected one large, and every picture as a thumbnail in four columns
 * (SPEC §2, §9). Thumbnails are buttons (click, Enter or Space selects; Left/Right arrows move
 * along them). A shimmer covers the main picture until the first one has loaded.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: CataloguePicture[] }) {
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
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
        <Picture
          key={picture.image.path}
          image={picture.image}
          alt={picture.alt}
          sizes="(min-width: 80rem) 44rem, (min-width: 64rem) 55vw, 92vw"
          priority={index === 0}
          className="size-full object-cover"
        />
        {!loaded && <div aria-hidden className="absolute inset-0 animate-pulse bg-linen/60" />}
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
    </div>
  );
}
