/**
 * A 360° tour in a page ("Explore in 3D", the gallery's client renderings): the tour provider's
 * share link, or the site's own tour page, in a 16:9 frame that loads only when it scrolls near
 * (the poster stands in until then), a full-screen view in a modal dialog, and a clear message
 * with a link out when the frame cannot load (offline, blocked, or too slow).
 */
import { Rotate3d, X } from "lucide-react";
import { type SyntheticEvent, useEffect, useRef, useState } from "react";

import type { ImageSource } from "~/images/image-source";

import { buttonVariants } from "./button-link";
import { Picture } from "./picture";

export interface ViewerTour {
  id: string;
  name: string;
  /** What the frame shows: a tour provider's share link, or the site's own `/tours/{id}`. */
  embedUrl: string;
  /** Shown until the frame has loaded, e.g. the tour's front face. */
  poster: ImageSource;
}

export interface TourViewerProps {
  tour: ViewerTour;
  /** The frame's accessible name; "{name} 3D tour" by default. */
  title?: string;
  /** The page's largest image (the first of several viewers): the poster loads eagerly. */
  priority?: boolean;
}

/** What a framed tour page of this site posts to its parent when Escape is pressed inside it. */
export const TOUR_ESCAPE_MESSAGE = "vaja:tour-escape";

/** Start loading the frame this far before it scrolls into view. */
const LOAD_MARGIN = "600px 0px";
/** A frame that has not loaded by then is taken to be unavailable. */
export const LOAD_TIMEOUT_MS = 10_000;

/** What the browser may let the tour use: full screen, and the motion sensors of a phone or headset. */
const FRAME_PERMISSIONS = "fullscreen; xr-spatial-tracking; gyroscope; accelerometer";

export function TourViewer({
  tour,
  title = `${tour.name} 3D tour`,
  priority = false,
}: TourViewerProps) {
  const [near, setNear] = useState(false);
  const [immersive, setImmersive] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (near || !root.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [near]);

  // The page behind the full-screen view stays where it is.
  useEffect(() => {
    if (!immersive) return;
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = previous;
    };
  }, [immersive]);

  // Escape pressed inside the framed tour reaches this page only as a message from the tour.
  useEffect(() => {
    if (!immersive) return;
    const onMessage = (event: MessageEvent) => {
      const fromTour = (event.data as { type?: unknown } | null)?.type === TOUR_ESCAPE_MESSAGE;
      if (fromTour && event.origin === window.location.origin) dialog.current?.close();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [immersive]);

  const openImmersive = () => {
    if (!dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    setImmersive(true);
  };

  // However the dialog closes (its button, Escape, a message from the tour), focus goes back.
  const onDialogClose = () => {
    setImmersive(false);
    opener.current?.focus();
  };

  return (
    <div ref={root} data-tour-viewer={tour.id}>
      <div className="relative aspect-video overflow-hidden bg-ink">
        <Picture
          image={tour.poster}
          alt={`${tour.name}: a still from the 3D tour`}
          sizes="(min-width: 80rem) 74rem, 92vw"
          priority={priority}
          className="absolute inset-0 size-full object-cover"
        />
        {near ? <TourFrame src={tour.embedUrl} title={title} /> : null}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-8 gap-y-4">
        <button
          ref={opener}
          type="button"
          onClick={openImmersive}
          // Several viewers may share a page: each control names its own tour.
          aria-label={`View in 3D: ${tour.name}`}
          className={buttonVariants.primary}
        >
          <Rotate3d aria-hidden className="size-4" />
          View in 3D
        </button>
        <a
          href={tour.embedUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open the tour in a new tab: ${tour.name}`}
          className="text-sm link-underline text-muted"
        >
          Open the tour in a new tab
        </a>
      </div>
      <dialog
        ref={dialog}
        aria-label={`${tour.name} in 3D`}
        onClose={onDialogClose}
        className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-hidden border-0 bg-ink p-0 backdrop:bg-ink"
      >
        {/* First in the dialog, so that it has the focus when the dialog opens. */}
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={`absolute top-4 right-4 z-10 ${buttonVariants.light}`}
        >
          <X aria-hidden className="size-4" />
          Close 3D view
        </button>
        {immersive ? <TourFrame src={tour.embedUrl} title={title} /> : null}
      </dialog>
    </div>
  );
}

type FrameState = "loading" | "ready" | "failed";

/**
 * The tour's iframe over whatever is behind it (the poster, or the dialog's dark ground), shown
 * once it has loaded. Offline, the browser's error page in place of a tour of this site (blocked,
 * or failed: frames fire no "error") or no load within `LOAD_TIMEOUT_MS` shows a message and a
 * link out instead.
 */
function TourFrame({ src, title }: { src: string; title: string }) {
  // Rendered only in the browser (after scrolling near, or opening the dialog).
  const [state, setState] = useState<FrameState>(() => (navigator.onLine ? "loading" : "failed"));

  useEffect(() => {
    if (state !== "loading") return;
    const fail = () => setState("failed");
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    window.addEventListener("offline", fail);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("offline", fail);
    };
  }, [state]);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    setState(showsErrorPage(event.currentTarget, src) ? "failed" : "ready");
  };

  return (
    <div data-tour-frame={state} aria-busy={state === "loading"} className="absolute inset-0">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow={FRAME_PERMISSIONS}
        onLoad={onLoad}
        className={`size-full border-0 transition-opacity duration-500 ${state === "ready" ? "opacity-100" : "opacity-0"}`}
      />
      {state === "loading" ? (
        <p className="absolute bottom-3 left-3 rounded-xs bg-ink/75 px-3 py-1.5 text-xs text-stone">
          Loading the 3D tour…
        </p>
      ) : null}
      {state === "failed" ? (
        <div role="status" className="absolute inset-0 grid place-items-center bg-ink/85 p-6">
          <p className="max-w-sm text-center text-stone">
            The 3D tour could not load.{" "}
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="underline decoration-birch underline-offset-4 hover:text-ember-glow"
            >
              Open it in a new tab.
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Whether a frame of this site's own origin holds the browser's error page rather than the tour:
 * its document is then unreadable. (A provider's frame is always unreadable, so cannot be told.)
 */
function showsErrorPage(frame: HTMLIFrameElement, src: string): boolean {
  if (new URL(src, window.location.href).origin !== window.location.origin) return false;
  try {
    return !frame.contentDocument;
  } catch {
    return true;
  }
}
