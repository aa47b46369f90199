import { Expand } from "lucide-react";
import { useMemo, useState } from "react";

import type { ImageSource } from "~/images/image-source";

import { Lightbox, preloadLightbox } from "./lightbox";
import { Picture } from "./picture";
import { PictureButton } from "./picture-button";

export interface GridPicture {
  id: string;
  src: ImageSource;
  alt: string;
  /** The caption under the picture and in the lightbox; without one the lightbox shows the alt. */
  title?: string;
}

export interface GalleryGridProps {
  pictures: readonly GridPicture[];
  /** What the pictures are: the list's and the lightbox's accessible name. */
  label: string;
  /** How wide each picture is drawn, as for <Picture>. */
  sizes: string;
  /** The grid's columns and gaps. */
  className?: string;
  /** Whether the first picture is the page's largest image (loaded eagerly, preloaded). */
  priority?: boolean;
  /** A media query under which the grid is hidden and its pictures must not load (<Picture>). */
  omitWhen?: string;
  /** Show each picture's title under it. */
  captions?: boolean;
}

/**
 * A grid of pictures, each a button that opens the lightbox at that picture (click, Enter or
 * Space); the lightbox's code loads when a pointer or the focus first comes near a picture.
 * Without JavaScript each picture is a link to its largest file.
 */
export function GalleryGrid({
  pictures,
  label,
  sizes,
  className = "grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3",
  priority = false,
  omitWhen,
  captions = true,
}: GalleryGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const slides = useMemo(
    () => pictures.map(({ src, alt, title }) => ({ src, alt, caption: title ?? alt })),
    [pictures],
  );
  return (
    <>
      <ul aria-label={label} className={className}>
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <figure>
              <PictureButton
                image={picture.src}
                onActivate={() => setOpen(i)}
                onPointerEnter={preloadLightbox}
                onFocus={preloadLightbox}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-sm bg-linen"
              >
                <span className="sr-only">Enlarge: </span>
                <Picture
                  image={picture.src}
                  alt={picture.alt}
                  sizes={sizes}
                  priority={priority && i === 0}
                  omitWhen={omitWhen}
                  className="aspect-3/2 w-full object-cover transition duration-700 ease-calm group-hover:scale-103 group-focus-visible:scale-103"
                />
                <span
                  aria-hidden
                  className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-xs bg-ink/75 text-stone opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <Expand className="size-4" />
                </span>
              </PictureButton>
              {captions && picture.title && (
                <figcaption className="mt-3 text-sm text-muted">{picture.title}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox pictures={slides} index={open} onClose={() => setOpen(null)} label={label} />
    </>
  );
}
