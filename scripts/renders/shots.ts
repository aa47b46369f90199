/**
 * The pictures rendered from the 3D models: for each sauna of the range, its main picture and the
 * four views of its gallery that show the cabin itself (the fifth is its elevation drawing, which
 * stays a drawing), the gallery's pictures of its standard cabins and its twenty extras, the
 * client rooms' posters, and the six faces of each 360° tour. Each shot is plain data: the
 * catalogue model, the hour, the camera and the size. The main picture is the view the 3D viewer
 * opens on, so the picture a visitor sees before asking for 3D is the model's own first frame.
 */
import {
  FLOOR,
  HEATER,
  LOWER_BENCH,
  UPPER_BENCH,
  WALL,
  benchStart,
} from "../../app/catalogue/cabin";
import {
  KIT_HEIGHT,
  kitRange,
  saunaItem,
  saunaRange,
  developerSaunaRange,
} from "../../app/catalogue/range-cabins";
import { saunaPlaces } from "../../app/catalogue/scenery";
import type { CabinModel } from "../../app/content/range-core";
import { SEATED_EYE } from "../../app/scene/scene";
import { startOrbit } from "../../app/scene/controls";
import {
  CLIENT_PLACES,
  SAUNA_PLACES,
  type CabinView,
  hourOf,
  type Hour,
  type PictureSetting,
  type PlaceId,
} from "../../app/catalogue/gallery-designs";
import { isDeveloperSauna } from "../../app/content/range-core";
import { clientRooms } from "../../app/catalogue/client-rooms";
import { KIT_PLACES } from "../../app/catalogue/placements";
import { itemPicture } from "../../app/content/photographs";
import { extraPictures, standardPictures } from "../../app/catalogue/gallery-cabins";

/** A point in the plans' millimetres: x from the left wall's outer face, h up, d back from the front. */
export type PlanPoint = readonly [x: number, h: number, d: number];

export type View =
  | {
      kind: "outside";
      azimuth: number;
      elevation: number;
      /** Further than the distance that fits the cabin (a factor), to show more of the place. */
      distance?: number;
      /** Where the camera aims, off the cabin's middle: metres to the right and up. */
      aim?: [number, number];
    }
  | { kind: "inside"; eye: PlanPoint; target: PlanPoint; fov: number };

export interface Shot {
  /** The image id it stands in for (a business photograph with the same id replaces it). */
  id: string;
  model: CabinModel;
  /** Where the cabin stands (`app/scene/places.ts`). */
  place: PlaceId;
  hour: Hour;
  view: View;
  /** The exposure, when not the hour's (the warm strips light a small room strongly). */
  exposure?: number;
  width: number;
  height: number;
}

const SIZE = { width: 1920, height: 1280 };
const INSIDE_EXPOSURE = 0.85;

/** A view's hour and camera, for a cabin. */
function viewOf(
  model: CabinModel,
  view: CabinView,
  setting: PictureSetting,
): { hour: Hour; view: View } {
  const { turn = 0, elevation, lift = 0 } = setting;
  const hour = hourOf(view, setting);
  // Framing beyond the viewer's: further back, or aimed off the cabin's middle.
  const framing = {
    ...(setting.distance ? { distance: setting.distance } : {}),
    ...(setting.aim ? { aim: setting.aim } : {}),
  };
  const { width: W, depth: D } = model;
  const back = D - WALL;
  const front = WALL + 120;
  const benches = benchStart(W);
  const upperTop = FLOOR + UPPER_BENCH.top;
  const opening = startOrbit(1);
  switch (view) {
    // From the front left, as the 3D viewer opens (`turn` swings it round for variety).
    case "day":
      return {
        hour,
        view: {
          kind: "outside",
          azimuth: opening.azimuth + turn,
          elevation: elevation ?? opening.elevation,
          ...framing,
        },
      };
    case "dusk":
      return {
        hour,
        view: { kind: "outside", azimuth: 0.62 - turn, elevation: elevation ?? 0.14, ...framing },
      };
    // From just inside the front, standing: the benches, the backrest and the heater's corner.
    case "room":
      return {
        hour,
        view: {
          kind: "inside",
          // `mirror`: from the left of the door, looking right.
          eye: [setting.mirror ? WALL + 260 : W - WALL - 260, 1560 + lift, front],
          target: [W * (setting.mirror ? 0.62 : 0.42), 820, back],
          fov: 74,
        },
      };
    case "bench":
      // Along the upper bench from its left end, at a bather's height: the towel, then the bucket.
      return {
        hour,
        view: {
          kind: "inside",
          // At least 900 mm from the bucket, so a short bench keeps the towel and bucket apart.
          eye: [
            Math.max(WALL + 120, Math.min(benches + 200, W - WALL - 230 - 900)),
            upperTop + 430 + lift,
            Math.max(front, back - UPPER_BENCH.depth - 260),
          ],
          target: [W - WALL - 230, upperTop + 110, back - UPPER_BENCH.depth / 2],
          fov: 52,
        },
      };
    // The heater's corner, from the bench side (always from there: from anywhere else the
    // benches hide the heater).
    case "heater":
      return {
        hour,
        view: {
          kind: "inside",
          eye: [
            Math.min(W - WALL - 200, W * 0.7),
            1380 + (setting.heaterLift ?? 0),
            Math.max(front, back - 1300),
          ],
          target: [
            (HEATER.x0 + HEATER.x1) / 2,
            FLOOR + HEATER.height - 180,
            back - HEATER.back - HEATER.depth / 2,
          ],
          fov: 56,
        },
      };
  }
}

function shot(
  id: string,
  model: CabinModel,
  view: CabinView,
  setting: PictureSetting,
  size = SIZE,
): Shot {
  const { hour, view: camera } = viewOf(model, view, setting);
  return {
    id,
    model,
    place: setting.place,
    hour,
    view: camera,
    ...(camera.kind === "inside" ? { exposure: INSIDE_EXPOSURE } : {}),
    ...size,
  };
}

/** A sauna's main picture and the four views of its gallery that show the cabin. */
export function saunaShots(slug: string, model: CabinModel): Shot[] {
  const id = (name: string) => `saunas/${slug}/${name}`;
  const { main, inside, dusk } = saunaPlaces(slug);
  return [
    shot(id("main"), model, "day", main),
    shot(id("gallery-1"), model, "room", inside),
    shot(id("gallery-2"), model, "bench", inside),
    shot(id("gallery-3"), model, "heater", inside),
    shot(id("gallery-4"), model, "dusk", dusk),
  ];
}

/** The gallery's own cabins: its standard cabins and its twenty extra pictures. */
function galleryShots(): Shot[] {
  return [...standardPictures, ...extraPictures].map(({ id, cabin, view, setting }) => {
    const { name: _, ...model } = cabin;
    return shot(id, model, view, setting);
  });
}

/** A client room's poster, shown before its 3D model opens: the room from outside, by day. */
const POSTER_SIZE = { width: 1920, height: 1080 };
const clientPosterId = (tourId: string) => `tours/${tourId}/poster`;

/** The client rooms' posters: each room from outside, in its own place. */
function clientRoomShots(): Shot[] {
  return Object.entries(clientRooms).map(([id, model]) =>
    shot(
      clientPosterId(id),
      model,
      "day",
      CLIENT_PLACES[id as keyof typeof clientRooms],
      POSTER_SIZE,
    ),
  );
}

/**
 * The collections with a 360° tour: those built to order, with plans (`collectionTours` in
 * app/catalogue/tours.ts shows them; the clients' rooms follow). Read from the range, not from the
 * tours: they import the image library, which the image pipeline writes from these very shots.
 */
const TOUR_COLLECTIONS = developerSaunaRange.flatMap(({ slug, plans }) =>
  plans && isDeveloperSauna(slug) ? [slug] : [],
);

/**
 * Where each face of a tour's cube looks from the eye, as a step in plan millimetres: front at the
 * benches (the back wall), right, back at the door, left; up and down tilt from the front view by
 * a hair less than a right angle, so that the top edge of the down face meets the front face and
 * the top edge of the up face meets the back face (the convention `panorama-view.ts` folds).
 */
const CUBE_FACES = {
  front: [0, 0, 1000],
  right: [1000, 0, 0],
  back: [0, 0, -1000],
  left: [-1000, 0, 0],
  up: [0, 1000, 0.001],
  down: [0, -1000, 0.001],
} as const satisfies Record<string, PlanPoint>;

/** A tour face's size in pixels. */
const TOUR_FACE = 1024;

/** Each face of a tour: square, 90° across, from a visitor's eye between the door and the benches. */
export function tourShots(tourId: string, model: CabinModel, place: PlaceId): Shot[] {
  const lowerFront = model.depth - WALL - UPPER_BENCH.depth - LOWER_BENCH.depth;
  const eye: PlanPoint = [model.width / 2, FLOOR + SEATED_EYE, (WALL + lowerFront) / 2];
  return Object.entries(CUBE_FACES).map(([face, [dx, dh, dd]]) => ({
    id: `tours/${tourId}/${face}`,
    model,
    place,
    hour: "day",
    view: { kind: "inside", eye, target: [eye[0] + dx, eye[1] + dh, eye[2] + dd], fov: 90 },
    exposure: INSIDE_EXPOSURE,
    width: TOUR_FACE,
    height: TOUR_FACE,
  }));
}

/**
 * The home page's opening picture, in the landscape a wide screen shows and the portrait a phone
 * does: the Elysium from inside in the evening, from the other side of the door than its gallery's
 * view of the room, the benches' strips and the ceiling light glowing.
 */
function heroShots(): Shot[] {
  const { model } = saunaItem("elysium");
  const setting: PictureSetting = {
    ...SAUNA_PLACES.elysium.inside,
    hour: "evening",
    mirror: true,
    lift: -150,
  };
  const landscape = shot("home/hero", model, "room", setting, { width: 2560, height: 1600 });
  // A phone's portrait is narrower: from the middle of the door, wider, turned to take in the
  // heater's corner as well as the benches.
  const { width: W, depth: D } = model;
  const portrait: Shot = {
    ...landscape,
    id: "home/hero-portrait",
    view: {
      kind: "inside",
      eye: [W / 2, 1420, WALL + 120],
      target: [W * 0.22, 820, D - WALL],
      fov: 90,
    },
    width: 1200,
    height: 1800,
  };
  return [landscape, portrait];
}

/** Each DIY kit assembled, in pine inside and out with its glazed door, in a home of its own. */
function kitShots(): Shot[] {
  return kitRange.map(({ slug, kind, width, depth }) => {
    const setting = KIT_PLACES[slug];
    if (!setting) throw new Error(`The kit "${slug}" has no place in KIT_PLACES.`);
    return shot(
      itemPicture({ slug, kind })!,
      { width, depth, height: KIT_HEIGHT, outside: "pine", inside: "pine", front: "door" },
      "day",
      setting,
      { width: 1200, height: 900 },
    );
  });
}

export const shots: Shot[] = [
  ...heroShots(),
  ...kitShots(),
  // Every collection's main picture and views: the developer's in their own places, those the
  // business added (from their documents) on the garden deck their live 3D view shows.
  ...saunaRange.map(({ slug, model }) => saunaShots(slug, model)).flat(),
  ...galleryShots(),
  ...clientRoomShots(),
  ...TOUR_COLLECTIONS.flatMap((slug) =>
    tourShots(slug, saunaItem(slug).model, SAUNA_PLACES[slug].inside.place),
  ),
  ...Object.entries(clientRooms).flatMap(([id, model]) =>
    tourShots(id, model, CLIENT_PLACES[id as keyof typeof clientRooms].place),
  ),
];
