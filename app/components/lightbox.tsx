/**
 * The lightbox of every image grid (gallery categories, the gallery's extra pictures, product
 * galleries): the pictures large on a dark ground, with their captions, arrows and swipe to move,
 * Escape to close, focus kept inside and given back to the picture that opened it.
 *
 * It is yet-another-react-lightbox (decision 007), loaded on first use: no page's initial
 * JavaScript carries it, and its stylesheet comes with it as a hashed file of the site.
 */
import { lazy, Suspense, useState } from "react";

import type { ImageSource } from "~/images/image-source";

export interface LightboxPicture {
  src: ImageSource;
  alt: string;
  /** Shown under the picture. */
  caption?: string;
}

export interface LightboxProps {
  pictures: readonly LightboxPicture[];
  /** Which picture to show; null while the lightbox is closed. */
  index: number | null;
  onClose: () => void;
  /** What the pictures are, e.g. "Pictures of the Aurora": the dialog's accessible name. */
  label: string;
}

const loadView = () => import("./lightbox-view");
const LightboxView = lazy(loadView);

/** Starts fetching the lightbox before it is needed, e.g. when a pointer or focus nears a picture. */
export function preloadLightbox(): void {
  void loadView();
}

export function Lightbox({ pictures, index, onClose, label }: LightboxProps) {
  // Mounted from the first opening on, so that it can animate closed and open again at once.
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState(0);
  if (index !== null && !wanted) setWanted(true);
  if (index !== null && index !== shown) setShown(index);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView
        pictures={pictures}
        open={index !== null}
        index={shown}
        onClose={onClose}
        label={label}
      />
    </Suspense>
  );
}
