/**
 * Where the pictures of the range beyond the collections stand: each DIY kit assembled in a home,
 * and the ice bath in its places. Plain data for the render pipeline, and for the pages that
 * describe those pictures (the DIY kits' and the ice bath's), kept apart from `scenery.ts` so the
 * other pages do not carry it.
 */
import type { Hour, PictureSetting, PlaceId } from "./scenery";

/**
 * Where each DIY kit is shown assembled, by its slug: each in a home of its own, as the rooms a
 * buyer might put it in (the smallest in a bathroom, the largest in a lodge).
 */
export const KIT_PLACES: Record<string, PictureSetting> = {
  "vakio-one": { place: "bathroom", turn: 0.3, elevation: 0.2 },
  "vakio-two": { place: "home-spa", turn: -0.3, elevation: 0.22 },
  "vakio-four": { place: "terrace", hour: "morning", turn: 0.15, elevation: 0.2 },
  "vakio-six": { place: "lodge", turn: 0.3, elevation: 0.14 },
};

/**
 * The ice bath's pictures: each where it would stand, at an hour of its own, and how the camera
 * sees it (turned from the front towards the left and up, radians, filling a share of the frame;
 * or from a point, metres). The ice bath page describes each picture from the same data.
 */
export const ICE_BATH_PICTURES: {
  id: string;
  object: "bath" | "closed" | "beside-sauna";
  place: { id: PlaceId; hour: Hour };
  camera:
    | { turn: number; elevation: number; fill: number }
    | {
        turn: 0;
        elevation: 0;
        fill: 1;
        view: { eye: [number, number, number]; target: [number, number, number]; fov: number };
      };
}[] = [
  {
    id: "ice-bath/premium-ice-bath/main",
    object: "bath",
    place: { id: "bathroom", hour: "day" },
    camera: { turn: 0.35, elevation: 0.3, fill: 0.74 },
  },
  {
    id: "ice-bath/premium-ice-bath/gallery-1",
    object: "bath",
    place: { id: "lodge", hour: "morning" },
    camera: { turn: -0.3, elevation: 0.2, fill: 0.6 },
  },
  {
    id: "ice-bath/premium-ice-bath/gallery-2",
    object: "bath",
    place: { id: "pool-house", hour: "day" },
    camera: {
      turn: 0,
      elevation: 0,
      fill: 1,
      view: { eye: [-1.9, 1.45, 0.05], target: [-0.1, 0.35, -0.05], fov: 55 },
    },
  },
  {
    id: "ice-bath/premium-ice-bath/gallery-3",
    object: "beside-sauna",
    place: { id: "pool-house", hour: "evening" },
    camera: { turn: 0.45, elevation: 0.14, fill: 0.7 },
  },
  {
    id: "ice-bath/premium-ice-bath/gallery-5",
    object: "closed",
    place: { id: "basement", hour: "day" },
    camera: { turn: -0.35, elevation: 0.28, fill: 0.5 },
  },
];
