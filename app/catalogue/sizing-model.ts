/**
 * What the sizing calculator reads from one of our cabins: the room inside it and the area of
 * glass in its front, which counts towards the heater's effective volume as any uninsulated
 * surface does. Both come from how a cabin is built (`cabin.ts`), which the plans, the comparison
 * and the spec sheets share.
 */
import { type CabinShape, glassArea } from "./cabin";

export { DOOR, FLOOR, GLASS, interiorSize, ROOF, WALL, WINDOW } from "./cabin";

/** The glass in a cabin's front, in m²: the wall of glass, or the glass door and its window. */
export function frontGlassArea(front: Pick<CabinShape, "width" | "height" | "front">): number {
  // The depth plays no part in the front's openings.
  return glassArea({ ...front, depth: 0 });
}
