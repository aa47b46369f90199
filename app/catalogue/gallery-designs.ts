/**
 * Where the pictures rendered from the 3D models stand their cabins, and the gallery's twenty
 * extra designs. Plain data without pictures, so the render pipeline and the artwork can read it
 * before any picture exists, and the gallery's alt text and captions describe each picture from
 * the same facts it is rendered from.
 *
 * The designs are rooms a buyer could order (sizes, timbers and fronts the configurator offers),
 * rendered from their 3D models: no client's room and no photograph, and the gallery says so.
 */
import type { clientRooms } from "./client-rooms";
import type { CabinModel, SaunaSlug } from "./range-core";

/** The places a picture may stand a cabin in (their 3D rooms are in `app/studio/places.ts`). */
export const placeIds = [
  "home-spa",
  "basement",
  "bathroom",
  "lodge",
  "pool-house",
  "garden-deck",
  "terrace",
] as const;
export type PlaceId = (typeof placeIds)[number];

/** Each place in words, as an alt text says where a cabin stands. */
export const placeWords: Record<PlaceId, string> = {
  "home-spa": "in a home spa",
  basement: "in a basement spa",
  bathroom: "in a tiled bathroom",
  lodge: "in a timber-clad lodge",
  "pool-house": "in a pool house",
  "garden-deck": "on a garden deck",
  terrace: "on a city terrace",
};

export type Hour = "morning" | "day" | "evening";

/** Each hour in words. */
export const hourWords: Record<Hour, string> = {
  morning: "in morning light",
  day: "by day",
  evening: "in the evening",
};

/** The views a picture of a cabin may take: three from inside, two from outside. */
export type CabinView = "room" | "bench" | "heater" | "day" | "dusk";

/**
 * Where a rendered picture stands its cabin, and at what hour (the view's own when not given). An
 * outside view may turn from the viewer's opening angle (radians), look from higher up, stand
 * further back (a factor) and aim off the cabin's middle (metres right and up).
 */
export interface PictureSetting {
  place: PlaceId;
  hour?: Hour;
  turn?: number;
  elevation?: number;
  distance?: number;
  aim?: [number, number];
  /**
   * Inside, the view of the room from the door and the view along the bench: look from the
   * other side of the door (`mirror`), and raise or lower the eye (`lift`, mm).
   */
  mirror?: boolean;
  lift?: number;
}

/** The hour a view is rendered at. */
export function hourOf(view: CabinView, setting: PictureSetting): Hour {
  return setting.hour ?? (view === "dusk" ? "evening" : "day");
}

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
  [[2500, 2300, 2400], "oak", "obeche", "glass", "dusk", { place: "basement", turn: 0.3 }],
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

export const galleryDesigns: GalleryDesign[] = DESIGNS.map(
  ([[width, depth, height], outside, inside, front, view, setting]) => ({
    model: { width, depth, height, outside, inside, front },
    view,
    setting,
  }),
);

/**
 * Where each collection's gallery stands it: a place of its own, so that its views from inside
 * look out on somewhere else than its neighbours', and its evening view is framed its own way.
 * Its main picture stands in the home spa, as the 3D viewer opens on it.
 */
export const SAUNA_PLACES: Record<SaunaSlug, { inside: PictureSetting; dusk: PictureSetting }> = {
  kaelis: {
    inside: { place: "lodge", hour: "morning" },
    dusk: { place: "lodge", turn: 0.35, elevation: 0.22 },
  },
  aurora: {
    inside: { place: "pool-house" },
    dusk: { place: "pool-house", turn: -0.25, distance: 1.25, aim: [-0.8, 0.2] },
  },
  loyly: {
    inside: { place: "garden-deck", mirror: true, lift: 250 },
    dusk: { place: "garden-deck", turn: 0.1, elevation: 0.05 },
  },
  elysium: {
    inside: { place: "terrace", lift: -250 },
    dusk: { place: "terrace", turn: 0.2, elevation: 0.1, distance: 1.15, aim: [0.6, 0] },
  },
  vakio: {
    inside: { place: "basement" },
    dusk: { place: "basement", turn: 0.6, distance: 1.15, aim: [0.7, 0] },
  },
};

/**
 * Where each client room stands: each in a place of its own, as its tour describes it (the
 * compact room in a bathroom's corner, the lodge sauna in a lodge).
 */
export const CLIENT_PLACES: Record<keyof typeof clientRooms, PictureSetting> = {
  "client-1": { place: "garden-deck", hour: "morning", turn: -0.2, distance: 1.2, aim: [0.8, 0.2] },
  "client-2": { place: "bathroom", hour: "morning", turn: 0.15 },
  "client-3": { place: "pool-house", turn: 0.45, elevation: 0.3 },
  "client-4": { place: "basement", turn: -0.4 },
  "client-5": { place: "lodge", turn: 0.1, elevation: 0.06 },
};
