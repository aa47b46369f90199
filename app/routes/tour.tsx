/**
 * `/tours/{tourId}`: one 360° tour, alone in the window (no site header or footer), for the tour
 * viewer to frame. The six faces drawn by `scripts/artwork/tours.ts` are folded back into a cube
 * with CSS 3D transforms (no WebGL, no library) with the eye at its centre; dragging, the arrow
 * keys, +/− and the wheel turn and zoom the view.
 */
import { Move3d } from "lucide-react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

import { type CubeFace, type Tour, tourById } from "~/catalogue/tours";
import { TOUR_ESCAPE_MESSAGE } from "~/components/tour-viewer";
import { fallbackUrl, variantUrl } from "~/images/image-source";
import type { RouteHandle } from "~/route-handle";
import { seo } from "~/seo/meta";
import { site } from "~/site";
import { paths } from "~/paths";

import type { Route } from "./+types/tour";

export const handle: RouteHandle = { bare: true };

export const meta: Route.MetaFunction = ({ params, location }) => {
  const tour = tourById(params.tourId);
  return seo({
    title: tour ? `${tour.name} 360° tour` : "Tour not found",
    description: tour?.description ?? "This 360° tour does not exist, or it has moved.",
    path: location.pathname,
    noindex: true,
  });
};

export default function TourPage({ params }: Route.ComponentProps) {
  const tour = tourById(params.tourId);
  return tour ? <Panorama tour={tour} /> : <TourNotFound />;
}

/** Where the eye looks, in degrees: turned right, tilted up, and the field of view. */
interface View {
  yaw: number;
  pitch: number;
  /** Across the window's longer side. */
  fov: number;
}

/** A little below level, towards the benches. */
const START: View = { yaw: 0, pitch: -10, fov: 100 };
const FOV_RANGE = { min: 60, max: 110 };
/** Degrees per arrow key press, and per +/− press. */
const TURN_STEP = 10;
const ZOOM_STEP = 10;
/** Degrees of field of view per pixel of wheel movement. */
const WHEEL_ZOOM = 0.05;
/** The slow turn (degrees per second) until the visitor first moves the view. */
const AUTO_TURN = 4;

/**
 * How each face is turned to face the eye at the cube's centre. The faces' convention is that of
 * `scripts/artwork/tours.ts`: CSS's y points down and its z towards the viewer, so the artwork's
 * "front" (+z, away from the viewer) is CSS's −z.
 */
const faceTurns: Record<CubeFace, string> = {
  front: "",
  right: "rotateY(-90deg)",
  back: "rotateY(180deg)",
  left: "rotateY(90deg)",
  up: "rotateX(-90deg)",
  down: "rotateX(90deg)",
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function limited({ yaw, pitch, fov }: View): View {
  return {
    yaw: ((yaw % 360) + 360) % 360,
    pitch: clamp(pitch, -90, 90),
    fov: clamp(fov, FOV_RANGE.min, FOV_RANGE.max),
  };
}

/** The view after a key press, or undefined when the key does nothing here. */
function viewAfterKey(view: View, key: string): View | undefined {
  const change: Partial<Record<string, Partial<View>>> = {
    ArrowLeft: { yaw: view.yaw - TURN_STEP },
    ArrowRight: { yaw: view.yaw + TURN_STEP },
    ArrowUp: { pitch: view.pitch + TURN_STEP },
    ArrowDown: { pitch: view.pitch - TURN_STEP },
    "+": { fov: view.fov - ZOOM_STEP },
    "=": { fov: view.fov - ZOOM_STEP },
    "-": { fov: view.fov + ZOOM_STEP },
    _: { fov: view.fov + ZOOM_STEP },
  };
  const next = change[key];
  return next ? limited({ ...view, ...next }) : undefined;
}

/** Degrees the view turns per CSS pixel dragged: the field of view spans the longer side. */
function degreesPerPixel(fov: number): number {
  return fov / Math.max(window.innerWidth, window.innerHeight);
}

function isFramed(): boolean {
  return window.parent !== window;
}

function Panorama({ tour }: { tour: Tour }) {
  const [view, setView] = useState(START);
  const [moved, setMoved] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const hintId = useId();

  // A slow turn to show there is more to see, until the visitor moves the view (never when
  // reduced motion is asked for).
  useEffect(() => {
    if (moved || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let last = performance.now();
    const turn = (now: number) => {
      const seconds = (now - last) / 1000;
      last = now;
      setView((current) => limited({ ...current, yaw: current.yaw + AUTO_TURN * seconds }));
      frame = requestAnimationFrame(turn);
    };
    frame = requestAnimationFrame(turn);
    return () => cancelAnimationFrame(frame);
  }, [moved]);

  // The wheel zooms, but in a frame only once the visitor is using the tour (it has focus) or
  // pinches (ctrl + wheel): otherwise it scrolls the page around the frame as usual.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const zoom = (event: WheelEvent) => {
      if (isFramed() && !event.ctrlKey && !document.hasFocus()) return;
      event.preventDefault();
      setMoved(true);
      setView((current) => limited({ ...current, fov: current.fov + event.deltaY * WHEEL_ZOOM }));
    };
    element.addEventListener("wheel", zoom, { passive: false });
    return () => element.removeEventListener("wheel", zoom);
  }, []);

  // Escape inside the frame cannot reach the page around it: tell that page (same origin only),
  // so the tour viewer can close its full-screen view.
  useEffect(() => {
    const relayEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !isFramed()) return;
      window.parent.postMessage({ type: TOUR_ESCAPE_MESSAGE }, window.location.origin);
    };
    window.addEventListener("keydown", relayEscape);
    return () => window.removeEventListener("keydown", relayEscape);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
    setMoved(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    // The scene follows the pointer, as if held: dragging right turns the view left.
    setView((current) => {
      const scale = degreesPerPixel(current.fov);
      return limited({
        ...current,
        yaw: current.yaw - (event.clientX - from.x) * scale,
        pitch: current.pitch + (event.clientY - from.y) * scale,
      });
    });
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = viewAfterKey(view, event.key);
    if (!next) return;
    event.preventDefault();
    setMoved(true);
    setView(next);
  };

  // role="application": the view takes its own pointer and arrow-key input, which jsx-a11y
  // counts as a non-interactive role.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      ref={viewport}
      role="application"
      aria-roledescription="360° view"
      aria-label={`${tour.name}: 360° tour`}
      aria-describedby={hintId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      data-tour-viewport
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      style={{ "--fov": `${view.fov}deg` } as CSSProperties}
      className="fixed inset-0 cursor-grab touch-none overflow-hidden bg-ink select-none [--eye:calc(50vmax/tan(var(--fov)/2))] perspective-(--eye) focus-visible:outline-offset-[-6px] active:cursor-grabbing"
    >
      <div
        data-tour-cube
        style={{
          transform: `translateZ(var(--eye)) rotateX(${view.pitch.toFixed(2)}deg) rotateY(${view.yaw.toFixed(2)}deg)`,
        }}
        className="absolute top-1/2 left-1/2 size-0 transform-3d"
      >
        {(Object.keys(faceTurns) as CubeFace[]).map((face) => (
          <CubeFaceImage key={face} face={face} tour={tour} />
        ))}
      </div>
      <h1 className="pointer-events-none absolute top-3 left-3 rounded-xs bg-ink/75 px-3 py-1.5 font-sans text-sm font-medium text-stone">
        {tour.name} <span className="font-normal text-stone/80">360° tour</span>
      </h1>
      <p
        id={hintId}
        className={`pointer-events-none absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-xs bg-ink/75 px-4 py-2 text-sm whitespace-nowrap text-stone transition-opacity duration-700 ${moved ? "opacity-0" : "opacity-100"}`}
      >
        <Move3d aria-hidden className="size-4" />
        Drag to look around
        <span className="sr-only">, or use the arrow keys; plus and minus zoom.</span>
      </p>
    </div>
  );
}

/**
 * One face of the cube: 100vmax square (the cube's centre is 50vmax from each face), a pixel
 * larger all round so that no hairline shows between neighbours. Its pixels come straight from
 * the largest variant: a face in 3D has no `sizes` for the browser to choose by.
 */
function CubeFaceImage({ face, tour }: { face: CubeFace; tour: Tour }) {
  const image = tour.faces[face];
  return (
    <picture
      data-tour-face={face}
      style={{ transform: `${faceTurns[face]} translateZ(-50vmax)` }}
      className="absolute -top-[calc(50vmax+1px)] -left-[calc(50vmax+1px)] block size-[calc(100vmax+2px)]"
    >
      <source type="image/avif" srcSet={variantUrl(image, image.width, "avif")} />
      <source type="image/webp" srcSet={variantUrl(image, image.width, "webp")} />
      <img
        src={fallbackUrl(image)}
        alt=""
        width={image.width}
        height={image.height}
        draggable={false}
        className="size-full"
        style={{ backgroundImage: `url("${image.placeholder}")`, backgroundSize: "cover" }}
      />
    </picture>
  );
}

function TourNotFound() {
  return (
    <div className="grid min-h-dvh place-items-center bg-ink px-6 text-center text-stone">
      <div>
        <p className="eyebrow text-birch">360° tour</p>
        <h1 className="mt-4 text-4xl">Tour not found</h1>
        <p className="mt-4 text-stone/80">This tour does not exist, or it has moved.</p>
        {/* Out of any frame it is shown in, to the site itself. */}
        <a
          href={paths.home}
          target="_top"
          className="mt-8 inline-block underline decoration-birch underline-offset-4 hover:text-ember-glow"
        >
          Visit the {site.name} website
        </a>
      </div>
    </div>
  );
}
