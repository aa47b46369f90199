/**
 * Where the pictures rendered from the 3D models stand their cabins: the places and hours, each in
 * words for alt text, how a picture may be framed, and the place of each collection's gallery and
 * of each client room. Plain data without pictures, so the render pipeline can read
 * it before any picture exists, and the pages describe each picture from the facts it is rendered
 * from. The gallery's twenty designs are in `gallery-designs.ts`.
 */
import type { clientRooms } from "./client-rooms";
import { type DeveloperSaunaSlug, isDeveloperSauna } from "../content/developer-range";

/** The places a picture may stand a cabin in (their 3D rooms are in `app/scene/places.ts`). */
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
  /** The heater's corner, seen from the bench side: raise or lower the eye (mm). */
  heaterLift?: number;
}

/** The hour a view is rendered at. */
export function hourOf(view: CabinView, setting: PictureSetting): Hour {
  return setting.hour ?? (view === "dusk" ? "evening" : "day");
}

/**
 * Where the 3D viewer opens on a cabin, by day: the place it stands in, and how far the camera
 * turns from the viewer's opening angle (radians, towards the front) and how high it looks from.
 * The collection's main picture is this first frame.
 */
export interface Stage {
  place: PlaceId;
  turn?: number;
  elevation?: number;
}

/**
 * Where each collection stands, as one installation photographed through a day: a place of its
 * own, so that its pictures look out on somewhere else than its neighbours'. Its main picture (the
 * 3D viewer's first frame) is by day from its own angle, its views from inside look out on the
 * same place, and its evening view is framed its own way.
 */
export const SAUNA_PLACES: Record<
  DeveloperSaunaSlug,
  { main: Stage; inside: PictureSetting; dusk: PictureSetting }
> = {
  kaelis: {
    main: { place: "lodge", turn: 0.3, elevation: 0.16 },
    inside: { place: "lodge", hour: "morning" },
    dusk: { place: "lodge", turn: 0.35, elevation: 0.22 },
  },
  aurora: {
    main: { place: "pool-house", turn: 0.25, elevation: 0.12 },
    inside: { place: "pool-house", lift: -450, heaterLift: 600 },
    dusk: { place: "pool-house", turn: -0.25, distance: 1.25, aim: [-0.8, 0.2] },
  },
  loyly: {
    main: { place: "garden-deck", turn: -0.15, elevation: 0.32 },
    inside: { place: "garden-deck", mirror: true, lift: 250, heaterLift: -100 },
    dusk: { place: "garden-deck", turn: 0.1, elevation: 0.05 },
  },
  elysium: {
    main: { place: "terrace", turn: 0.4, elevation: 0.1 },
    inside: { place: "terrace", lift: -250 },
    dusk: { place: "terrace", turn: 0.2, elevation: 0.1, distance: 1.15, aim: [0.6, 0] },
  },
  vakio: {
    main: { place: "basement", turn: 0.5, elevation: 0.2 },
    inside: { place: "basement" },
    dusk: { place: "basement", turn: 0.6, distance: 1.15, aim: [0.7, 0] },
  },
};

/**
 * Where a collection the business added stands: in its live 3D view and, once a developer renders
 * it from its document (`npm run renders`), in its pictures, until a developer gives it a place of
 * its own. A garden deck seen from the other side than the Loyly's.
 */
const ADDED_PLACES: { main: Stage; inside: PictureSetting; dusk: PictureSetting } = {
  main: { place: "garden-deck", turn: 0.2, elevation: 0.2 },
  inside: { place: "garden-deck", hour: "morning", lift: -200 },
  dusk: { place: "garden-deck", turn: 0.45, elevation: 0.12, distance: 1.2, aim: [0.5, 0.1] },
};

/** Where the collection `slug` stands in its pictures: its own place, or an added one's. */
export function saunaPlaces(slug: string): {
  main: Stage;
  inside: PictureSetting;
  dusk: PictureSetting;
} {
  return isDeveloperSauna(slug) ? SAUNA_PLACES[slug] : ADDED_PLACES;
}

/** Where the collection `slug` stands in its live 3D view, by day. */
export function saunaStage(slug: string): Stage {
  return saunaPlaces(slug).main;
}

/**
 * Where each client room stands: each in a place of its own, as its tour describes it (the
 * compact room in a bathroom's corner, the lodge sauna in a lodge).
 */
export const CLIENT_PLACES: Record<keyof typeof clientRooms, PictureSetting> = {
  "client-1": { place: "garden-deck", hour: "morning", turn: -0.2, distance: 1.2, aim: [0.8, 0.2] },
  "client-2": { place: "bathroom", hour: "morning", turn: 0.15 },
  "client-3": { place: "pool-house", turn: -0.35, elevation: 0.18 },
  "client-4": { place: "basement", turn: -0.4 },
  "client-5": { place: "lodge", turn: 0.1, elevation: 0.06 },
};
