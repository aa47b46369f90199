/**
 * The arithmetic of the 360° panorama (`panorama.tsx`): where the eye looks, and how a drag, a key,
 * the wheel and the slow turn change it. Plain functions of numbers, with no DOM, so that they can
 * be tested on their own.
 */
import type { CubeFace } from "~/catalogue/tours";

/** Where the eye looks, in degrees: turned right, tilted up, and the field of view. */
export interface View {
  yaw: number;
  pitch: number;
  /** Across the window's longer side. */
  fov: number;
}

/** A little below level, towards the benches. */
export const START: View = { yaw: 0, pitch: -10, fov: 100 };
export const FOV_RANGE = { min: 60, max: 110 };
/** Degrees per arrow key press, and per +/− press. */
export const TURN_STEP = 10;
export const ZOOM_STEP = 10;
/** Degrees of field of view per pixel of wheel movement. */
export const WHEEL_ZOOM = 0.05;
/** The slow turn (degrees per second) until the visitor first moves the view. */
export const AUTO_TURN = 4;

/**
 * How each face is turned to face the eye at the cube's centre. The faces' convention is that of
 * `scripts/artwork/tours.ts`: CSS's y points down and its z towards the viewer, so the artwork's
 * "front" (+z, away from the viewer) is CSS's −z.
 */
export const faceTurns: Record<CubeFace, string> = {
  front: "",
  right: "rotateY(-90deg)",
  back: "rotateY(180deg)",
  left: "rotateY(90deg)",
  up: "rotateX(-90deg)",
  down: "rotateX(90deg)",
};

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** The view brought within bounds: the turn within 0–360°, the tilt and the zoom clamped. */
export function limited({ yaw, pitch, fov }: View): View {
  return {
    yaw: ((yaw % 360) + 360) % 360,
    pitch: clamp(pitch, -90, 90),
    fov: clamp(fov, FOV_RANGE.min, FOV_RANGE.max),
  };
}

/** The view after a key press, or undefined when the key does nothing here. */
export function viewAfterKey(view: View, key: string): View | undefined {
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

/** Degrees the view turns per CSS pixel dragged: the field of view spans the window's longer side. */
export function degreesPerPixel(fov: number, width: number, height: number): number {
  return fov / Math.max(width, height);
}

/**
 * The view after the pointer moved by `dx`, `dy` pixels in a window of `width` × `height`. The
 * scene follows the pointer, as if held: dragging right turns the view left, dragging down tilts
 * it up.
 */
export function viewAfterDrag(
  view: View,
  dx: number,
  dy: number,
  width: number,
  height: number,
): View {
  const scale = degreesPerPixel(view.fov, width, height);
  return limited({ ...view, yaw: view.yaw - dx * scale, pitch: view.pitch + dy * scale });
}

/** The view after the wheel moved by `deltaY` pixels: down widens the view, up narrows it. */
export function viewAfterWheel(view: View, deltaY: number): View {
  return limited({ ...view, fov: view.fov + deltaY * WHEEL_ZOOM });
}

/** The view after `seconds` of the slow turn. */
export function viewAfterTurn(view: View, seconds: number): View {
  return limited({ ...view, yaw: view.yaw + AUTO_TURN * seconds });
}

/** The cube's transform for a view: the eye at its centre, tilted, then turned. */
export function cubeTransform(view: View): string {
  return `translateZ(var(--eye)) rotateX(${view.pitch.toFixed(2)}deg) rotateY(${view.yaw.toFixed(2)}deg)`;
}
