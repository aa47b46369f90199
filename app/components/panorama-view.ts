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
 * `CUBE_FACES` in `scripts/renders/shots.ts`: CSS's y points down and its z towards the viewer, so
 * the rendered "front" (+z, away from the viewer) is CSS's −z.
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

/**
 * Each face is drawn as `TILES` × `TILES` tiles. A tile that reaches behind the eye is hidden:
 * Chromium paints such a plane, part in front of the eye and part behind, as a black wedge across
 * the view. Hiding it loses nothing on screen: every point of the cube is at least half the cube's
 * side from the eye, so the part of a tile a little in front of the eye lies further than 69° off
 * the line of sight, beyond any corner of the widest view (58.6° for 110° across a 16:9 window).
 */
export const TILES = 8;

type Vector = [number, number, number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** CSS's rotations, applied to a point (y down, z towards the viewer). */
function rotateX([x, y, z]: Vector, degrees: number): Vector {
  const [c, s] = [Math.cos(radians(degrees)), Math.sin(radians(degrees))];
  return [x, y * c - z * s, y * s + z * c];
}
function rotateY([x, y, z]: Vector, degrees: number): Vector {
  const [c, s] = [Math.cos(radians(degrees)), Math.sin(radians(degrees))];
  return [x * c + z * s, y, -x * s + z * c];
}

/** The turn that faces each face to the eye, as in `faceTurns`. */
const faceRotation: Record<CubeFace, (point: Vector) => Vector> = {
  front: (point) => point,
  right: (point) => rotateY(point, -90),
  back: (point) => rotateY(point, 180),
  left: (point) => rotateY(point, 90),
  up: (point) => rotateX(point, -90),
  down: (point) => rotateX(point, 90),
};

/**
 * Where a point of a face lies from the eye, for a view: `u` across and `v` down the face, each
 * from −1 to 1, the cube's half-side being 1. In front of the eye when its z is below 0.
 */
export function eyePoint(face: CubeFace, u: number, v: number, view: View): Vector {
  const onCube = faceRotation[face]([u, v, -1]);
  return rotateX(rotateY(onCube, view.yaw), view.pitch);
}

/** Whether the tile at `row`, `column` of a face lies wholly in front of the eye. */
export function tileInFront(face: CubeFace, row: number, column: number, view: View): boolean {
  const edge = (i: number) => -1 + (2 * i) / TILES;
  for (const v of [edge(row), edge(row + 1)])
    for (const u of [edge(column), edge(column + 1)])
      // (A corner on the eye's plane counts as behind: it would be drawn at infinity.)
      if (eyePoint(face, u, v, view)[2] > -1e-6) return false;
  return true;
}
