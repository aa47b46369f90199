/**
 * The lightbox itself, loaded lazily by `lightbox.tsx`: yet-another-react-lightbox with its
 * Captions plugin, fed the pipeline's WebP variants so the browser picks a size for the screen.
 */
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "./lightbox.css";

import { useEffect, useMemo } from "react";
import YetAnotherLightbox, { type Slide } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";

import { fallbackUrl, variantUrl } from "~/images/image-source";

import type { LightboxPicture } from "./lightbox";
import { RENDER_WORDS } from "./render-mark";

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
    // A photograph from the content studio brings the editor's words for what it shows.
    alt: src.alt ?? alt,
    width: src.width,
    height: src.height,
    srcSet: src.widths.map((width) => ({
      src: variantUrl(src, width, "webp"),
      width,
      height: Math.round((src.height * width) / src.width),
    })),
    title: caption,
    // A render says so under it, as it does on the page; a photograph that replaced it does not.
    ...(src.render ? { description: RENDER_WORDS } : {}),
  }));
}

const ROOT_CLASS = "vaja-lightbox";
const FOCUSABLE = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab and Shift+Tab going round the lightbox's controls. The library makes the page behind
 * inert, but Tab past its last control would otherwise leave the focus on nothing (the body),
 * where its keys (Escape, the arrows) no longer reach it.
 */
function useTabLoop(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const root = document.querySelector(`.${ROOT_CLASS}`);
      const controls = root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      if (controls.length === 0) return;
      const at = controls.indexOf(document.activeElement as HTMLElement);
      const wrapTo = event.shiftKey
        ? at <= 0 && controls.at(-1)
        : (at === controls.length - 1 || !root?.contains(document.activeElement)) && controls[0];
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
}

export default function LightboxView({ pictures, open, index, onClose, label }: LightboxViewProps) {
  const slides = useMemo(() => slidesOf(pictures), [pictures]);
  useTabLoop(open);
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <YetAnotherLightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions]}
      className={ROOT_CLASS}
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
