/**
 * How a cabin is built, in millimetres: the thickness of its walls, roof and floor, and the
 * openings of its front. The plans (`scripts/plans/geometry.ts`) draw from these, and the pages
 * work out from them what a cabin holds inside and how much glass it has, so the drawing and the
 * figures a visitor reads cannot disagree.
 *
 * Coordinates of an opening: x to the right from the outer face of the left wall; y upwards from
 * the ground (in the plans' floor plan, through the front wall's thickness).
 */
import type { Dimensions } from "./range";

/** A cabin as its front needs it: its outside size and what its front is made of. */
export interface CabinShape extends Dimensions {
  /** A glass front across most of the width, or a glass door beside a tall window. */
  front: "glass" | "door";
}

/** What a front's openings depend on: the cabin's width and height, and the kind of front. */
export type Front = Pick<CabinShape, "width" | "height" | "front">;

/** Wall thickness: cladding, frame, insulation and lining. */
export const WALL = 70;
/** The roof band along the top of the walls: its height (the insulated roof and ceiling). */
export const ROOF = 130;
/** The insulated floor: bearers, insulation and the floor boards the benches stand on. */
export const FLOOR = 70;

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** An opening in the front wall: in the plan the gap through the wall, in the elevation the pane. */
export interface Opening extends Rect {
  kind: "glass" | "window" | "door";
}

/** The openings of the front wall (see `frontOpenings`). */
export const GLASS = { side: 180, sill: 120, belowRoof: 160 };
export const DOOR = { width: 700, fromRight: 180, sill: 80, head: 1980 };
export const WINDOW = {
  x0: 200,
  maxX1: 560,
  sill: 120,
  belowRoof: 220,
  besideDoor: 160,
  minWidth: 200,
};

/** The front's openings, left to right: one wide pane, or a window (when it fits) and a door. */
export function frontOpenings({ width: W, height: H, front }: Front): Opening[] {
  if (front === "glass") {
    return [
      {
        kind: "glass",
        x0: GLASS.side,
        x1: W - GLASS.side,
        y0: GLASS.sill,
        y1: H - ROOF - GLASS.belowRoof,
      },
    ];
  }
  const door: Opening = {
    kind: "door",
    x0: W - DOOR.fromRight - DOOR.width,
    x1: W - DOOR.fromRight,
    y0: DOOR.sill,
    y1: DOOR.head,
  };
  const window: Opening = {
    kind: "window",
    x0: WINDOW.x0,
    x1: Math.min(WINDOW.maxX1, door.x0 - WINDOW.besideDoor),
    y0: WINDOW.sill,
    y1: H - ROOF - WINDOW.belowRoof,
  };
  return window.x1 - window.x0 > WINDOW.minWidth ? [window, door] : [door];
}

/*
 * The room inside, drawn by the plans and built by the 3D model (`app/scene/`): two benches
 * along the back wall, to the right of the heater in the back left corner.
 */

/** The bench tops: height above the floor, and depth from the front edge back. */
export const UPPER_BENCH = { top: 1000, depth: 600 };
export const LOWER_BENCH = { top: 480, depth: 450 };
/** The heater in the back left corner: its x extent, depth, height and gap to the back wall. */
export const HEATER = { x0: 110, x1: 540, depth: 340, height: 720, back: 80 };
/** The benches start here (x) in a wide cabin, leaving the corner to the heater. */
const BENCH_START = 680;

/** Where the benches start (x): at `BENCH_START`, or further left in a narrow cabin. */
export function benchStart(width: number): number {
  return Math.min(BENCH_START, WALL + (width - 2 * WALL) * 0.42);
}

/** The room inside the walls, roof and floor, in millimetres. */
export function interiorSize({ width, depth, height }: Dimensions): Dimensions {
  return { width: width - 2 * WALL, depth: depth - 2 * WALL, height: height - ROOF - FLOOR };
}

/**
 * The glass of the front in m²: every opening is glazed (the wide pane, the window, and the door,
 * which is a glass door), and all of it counts as uninsulated surface when the heater is sized.
 */
export function glassArea(front: Front): number {
  return frontOpenings(front).reduce(
    (sum, { x0, x1, y0, y1 }) => sum + ((x1 - x0) * (y1 - y0)) / 1e6,
    0,
  );
}
