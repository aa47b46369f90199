/**
 * What the sizing calculator reads from one of our cabins: the room inside it (the outside size
 * less the walls and the roof) and the area of glass in its front, which counts towards the
 * heater's effective volume as any uninsulated surface does.
 *
 * The wall, roof and opening sizes are the plans' (scripts/plans/geometry.ts, which the site's
 * code does not import); they are re-declared here, and a test checks them against the plans.
 */
import type { CabinModel, Dimensions } from "./range";

/** Wall thickness: cladding, frame, insulation and lining, in millimetres. */
export const WALL = 70;
/** The roof band along the top of the walls. */
export const ROOF = 130;
/** A glass front: its margin at each side, its sill, and the gap left below the roof band. */
export const GLASS = { side: 180, sill: 120, belowRoof: 160 };
/** A door front's glass door, and the window beside it when the front is wide enough. */
export const DOOR = { width: 700, fromRight: 180, sill: 80, head: 1980 };
export const WINDOW = {
  x0: 200,
  maxX1: 560,
  sill: 120,
  belowRoof: 220,
  besideDoor: 160,
  minWidth: 200,
};

/** The room inside a cabin, in millimetres: the walls off each side, the roof off the top. */
export function interiorSize(model: Dimensions): Dimensions {
  return {
    width: model.width - 2 * WALL,
    depth: model.depth - 2 * WALL,
    height: model.height - ROOF,
  };
}

/** The glass in a cabin's front, in m²: the wall of glass, or the glass door and its window. */
export function frontGlassArea({
  width,
  height,
  front,
}: Pick<CabinModel, "width" | "height" | "front">): number {
  if (front === "glass") {
    const paneWidth = width - 2 * GLASS.side;
    const paneHeight = height - ROOF - GLASS.belowRoof - GLASS.sill;
    return (Math.max(0, paneWidth) * Math.max(0, paneHeight)) / 1e6;
  }
  const door = DOOR.width * (DOOR.head - DOOR.sill);
  const doorLeft = width - DOOR.fromRight - DOOR.width;
  const windowWidth = Math.min(WINDOW.maxX1, doorLeft - WINDOW.besideDoor) - WINDOW.x0;
  const windowHeight = height - ROOF - WINDOW.belowRoof - WINDOW.sill;
  const window = windowWidth > WINDOW.minWidth ? windowWidth * Math.max(0, windowHeight) : 0;
  return (door + window) / 1e6;
}
