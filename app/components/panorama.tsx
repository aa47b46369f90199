/**
 * A 360° panorama filling the window: the six faces rendered from the room's 3D model (or drawn,
 * until a render is current) folded back into a cube with CSS 3D transforms (no WebGL, no
 * library), the eye at its centre. Dragging, the arrow keys, +/− and the wheel turn and zoom the
 * view; the arithmetic is `panorama-view.ts`.
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

import type { CubeFace, Tour } from "~/catalogue/tours";
import { fallbackUrl, variantUrl } from "~/images/image-source";

import {
  cubeTransform,
  faceTurns,
  START,
  tileInFront,
  TILES,
  type View,
  viewAfterDrag,
  viewAfterKey,
  viewAfterTurn,
  viewAfterWheel,
} from "./panorama-view";
import { TOUR_ESCAPE_MESSAGE } from "./tour-viewer";

function isFramed(): boolean {
  return window.parent !== window;
}

/**
 * `below`: the page may show a bar across its top (a tour opened on its own), so the tour's name
 * sits below it, except in a frame, which never shows the bar.
 */
export function Panorama({ tour, below = false }: { tour: Tour; below?: boolean }) {
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
      setView((current) => viewAfterTurn(current, seconds));
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
      setView((current) => viewAfterWheel(current, event.deltaY));
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
    const [dx, dy] = [event.clientX - from.x, event.clientY - from.y];
    setView((current) => viewAfterDrag(current, dx, dy, window.innerWidth, window.innerHeight));
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
        style={{ transform: cubeTransform(view) }}
        className="absolute top-1/2 left-1/2 size-0 transform-3d"
      >
        {(Object.keys(faceTurns) as CubeFace[]).map((face) => (
          <CubeFaceImage key={face} face={face} tour={tour} view={view} />
        ))}
      </div>
      <h1
        className={`pointer-events-none absolute left-3 rounded-xs bg-ink/75 px-3 py-1.5 font-sans text-sm font-medium text-stone ${below ? "top-17 in-data-framed:top-3" : "top-3"}`}
      >
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

/** The tiles of a face, row by row. */
const tiles = Array.from({ length: TILES * TILES }, (_, i) => ({
  row: Math.floor(i / TILES),
  column: i % TILES,
}));

/**
 * One face of the cube: 100vmax square (the cube's centre is 50vmax from each face), a pixel
 * larger all round so that no hairline shows between neighbours, drawn as tiles (`TILES`), each
 * showing its part of the face and hidden while it reaches behind the eye (see `tileInFront`).
 * The tiles overlap by 2 px, so no seam shows between them either. Their pixels come straight
 * from the largest variant, AVIF or WebP, over the blurred placeholder until it arrives (named
 * once on the face, `--face-image`): a face in 3D has no `sizes` for the browser to choose by. The
 * hidden picture loads the same file, and says when it has.
 */
function CubeFaceImage({ face, tour, view }: { face: CubeFace; tour: Tour; view: View }) {
  const image = tour.faces[face];
  const avif = variantUrl(image, image.width, "avif");
  const webp = variantUrl(image, image.width, "webp");
  const picture = `image-set(url("${avif}") type("image/avif"), url("${webp}") type("image/webp")), url("${image.placeholder}")`;
  const step = `var(--side) / ${TILES}`;
  return (
    <div
      data-tour-face={face}
      style={
        {
          transform: `${faceTurns[face]} translateZ(-50vmax)`,
          "--face-image": picture,
        } as CSSProperties
      }
      className="absolute -top-[calc(50vmax+1px)] -left-[calc(50vmax+1px)] block size-(--side) [--side:calc(100vmax+2px)] transform-3d"
    >
      <picture className="invisible absolute inset-0">
        <source type="image/avif" srcSet={avif} />
        <source type="image/webp" srcSet={webp} />
        <img
          src={fallbackUrl(image)}
          alt=""
          width={image.width}
          height={image.height}
          draggable={false}
          className="size-full"
        />
      </picture>
      {tiles.map(({ row, column }) => (
        <div
          key={`${row}-${column}`}
          data-tour-tile
          style={{
            left: `calc(${column} * ${step})`,
            top: `calc(${row} * ${step})`,
            width: `calc(${step} + 2px)`,
            height: `calc(${step} + 2px)`,
            backgroundPosition: `calc(${-column} * ${step}) calc(${-row} * ${step})`,
            visibility: tileInFront(face, row, column, view) ? undefined : "hidden",
          }}
          className="absolute [background-image:var(--face-image)] [background-size:var(--side)_var(--side)]"
        />
      ))}
    </div>
  );
}
