/**
 * The lightbox itself, loaded lazily by `lightbox.tsx`: yet-another-react-lightbox with its
 * Captions plugin, fed the pipeline's WebP variants so the browser picks a size for the screen.
 */
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "./lightbox.css";

import { useMemo } from "react";
import YetAnotherLightbox, { type Slide } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";

import { fallbackUrl, variantUrl } from "~/images/image-source";

import type { LightboxPicture } from "./lightbox";

export interface LightboxViewProps {
  pictures: readonly LightboxPicture[];
  open: boolean;
  index: number;
  onClose: () => void;
  label: string;
}

export function slidesOf(pictures: readonly LightboxPicture[]): Slide[] {
  return pictures.map(({ src, alt, caption }) => ({
    src: fallbackUrl(src),
    alt,
    width: src.width,
    height: src.height,
    srcSet: src.widths.map((width) => ({
      src: variantUrl(src, width, "webp"),
      width,
      height: Math.round((src.height * width) / src.width),
    })),
    title: caption,
  }));
}

export default function LightboxView({ pictures, open, index, onClose, label }: LightboxViewProps) {
  const slides = useMemo(() => slidesOf(pictures), [pictures]);
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <YetAnotherLightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions]}
      className="vaja-lightbox"
      labels={{
        Lightbox: label,
        "Photo gallery": label,
        Slide: "picture",
        Previous: "Previous picture",
        Next: "Next picture",
        Close: "Close",
      }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0 } : { fade: 250, swipe: 350 }}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: pictures.length < 3, padding: "4%" }}
      render={pictures.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
