/**
 * The gallery's twenty extra designs: rooms a buyer could order (sizes, timbers and fronts the
 * configurator offers), each in a place and light of its own, rendered from their 3D models: no
 * client's room and no photograph, and the gallery says so. Plain data without pictures, so the
 * render pipeline can read it before any picture exists, and the gallery's alt
 * text and captions describe each picture from the same facts it is rendered from. Where a
 * picture may stand and how it may be framed is `scenery.ts`.
 */
import type { CabinView, PictureSetting } from "./scenery";
import type { CabinModel } from "../content/range-core";

export {
  CLIENT_PLACES,
  hourOf,
  hourWords,
  placeIds,
  placeWords,
  SAUNA_PLACES,
  type CabinView,
  type Hour,
  type PictureSetting,
  type PlaceId,
} from "./scenery";

export interface GalleryDesign {
  model: CabinModel;
  view: CabinView;
  setting: PictureSetting;
}

type Design = [
  size: readonly [width: number, depth: number, height: number],
  outside: CabinModel["outside"],
  inside: CabinModel["inside"],
  front: CabinModel["front"],
  view: CabinView,
  setting: PictureSetting,
];

/** Twenty designs, each in a place and light of its own, each framed its own way. */
const DESIGNS: Design[] = [
  [
    [1800, 2000, 2300],
    "western-red-cedar",
    "obeche",
    "glass",
    "day",
    { place: "garden-deck", hour: "morning", turn: -0.3 },
  ],
  [
    [2400, 2100, 2300],
    "thermo-pine",
    "obeche",
    "glass",
    "day",
    { place: "pool-house", turn: 0.25, distance: 1.3, aim: [0.9, 0] },
  ],
  [
    [1600, 1900, 2200],
    "pine",
    "pine",
    "door",
    "day",
    { place: "bathroom", hour: "morning", turn: 0.95, elevation: 0.05 },
  ],
  [
    [2600, 2200, 2400],
    "lunawood",
    "western-red-cedar",
    "door",
    "dusk",
    { place: "lodge", turn: 0.2 },
  ],
  [
    [2800, 1800, 2400],
    "oak",
    "obeche",
    "glass",
    "dusk",
    { place: "terrace", turn: -0.15, distance: 1.25, aim: [-1, 0.3] },
  ],
  [
    [2000, 2400, 2300],
    "thermo-pine",
    "pine",
    "door",
    "day",
    { place: "basement", turn: 0.7, elevation: 0.35 },
  ],
  [
    [3000, 1800, 2400],
    "western-red-cedar",
    "obeche",
    "glass",
    "day",
    { place: "terrace", turn: 0.45, elevation: 0.32 },
  ],
  [
    [2200, 2200, 2300],
    "oak",
    "western-red-cedar",
    "glass",
    "day",
    { place: "lodge", turn: 0.9, distance: 1.2, aim: [1, 0.2] },
  ],
  [
    [1800, 1800, 2200],
    "lunawood",
    "obeche",
    "door",
    "day",
    { place: "basement", turn: -0.55, elevation: 0.1 },
  ],
  [
    [2400, 2000, 2400],
    "thermo-pine",
    "obeche",
    "glass",
    "dusk",
    { place: "garden-deck", turn: -0.35 },
  ],
  [
    [2000, 2000, 2300],
    "pine",
    "thermo-pine",
    "glass",
    "day",
    { place: "pool-house", hour: "morning", turn: 1.0, elevation: 0.1 },
  ],
  [
    [2600, 2400, 2400],
    "western-red-cedar",
    "western-red-cedar",
    "glass",
    "day",
    { place: "lodge", hour: "morning", turn: -0.45 },
  ],
  [
    [1700, 2100, 2200],
    "oak",
    "pine",
    "door",
    "day",
    { place: "bathroom", turn: 0.35, elevation: 0.3 },
  ],
  [
    [2900, 1700, 2400],
    "lunawood",
    "obeche",
    "glass",
    "day",
    {
      place: "pool-house",
      hour: "morning",
      turn: -0.2,
      elevation: 0.05,
      distance: 1.15,
      aim: [-0.9, 0.2],
    },
  ],
  [
    [2200, 1800, 2300],
    "thermo-pine",
    "western-red-cedar",
    "door",
    "dusk",
    { place: "bathroom", turn: 0.15, elevation: 0.3 },
  ],
  [
    [2500, 2300, 2400],
    "oak",
    "obeche",
    "glass",
    "dusk",
    { place: "basement", turn: 0.75, elevation: 0.3, distance: 1.2, aim: [-0.7, 0] },
  ],
  [
    [1900, 2500, 2300],
    "western-red-cedar",
    "pine",
    "door",
    "day",
    { place: "garden-deck", turn: 0.55, distance: 1.3, aim: [0.8, 0.4] },
  ],
  [
    [3060, 1900, 2400],
    "thermo-pine",
    "obeche",
    "glass",
    "day",
    {
      place: "terrace",
      hour: "morning",
      turn: 0.1,
      elevation: 0.12,
      distance: 1.2,
      aim: [-0.8, 0.5],
    },
  ],
  [
    [2100, 2000, 2300],
    "lunawood",
    "thermo-pine",
    "glass",
    "dusk",
    { place: "pool-house", turn: -0.05, elevation: 0.3 },
  ],
  [
    [2400, 2400, 2400],
    "pine",
    "obeche",
    "door",
    "dusk",
    { place: "lodge", turn: 0.3, elevation: 0.25, distance: 1.2 },
  ],
];

// Pure: a page that reads only the places and words above leaves the designs out of its bundle.
export const galleryDesigns: GalleryDesign[] = /* @__PURE__ */ DESIGNS.map(
  ([[width, depth, height], outside, inside, front, view, setting]) => ({
    model: { width, depth, height, outside, inside, front },
    view,
    setting,
  }),
);
