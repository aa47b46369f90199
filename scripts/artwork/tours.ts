/**
 * The site's own 360° tours: for each room, the six faces of a cube around a visitor standing in
 * it (`tours/{tourId}/{face}`), each a square 90° view. The faces are rendered from the room's 3D
 * model (`scripts/renders/shots.ts`); the drawings here stand in for a face whose render is out of
 * date. The tour page (`app/routes/tour.tsx`) folds them back into a cube with CSS 3D transforms.
 *
 * A client room also has a poster (`tours/{tourId}/poster`), the room from outside as its 3D model
 * opens, which a picture rendered from that model replaces (`scripts/renders/`).
 *
 * The faces follow one convention, which the tour page relies on:
 * - front looks at the benches (+z), right to the right (+x), back at the door, left to the left;
 * - up and down tilt from the front view, so the top edge of the down face meets the front face
 *   and the top edge of the up face meets the back face.
 */
import { type Cabin, exterior, insideView, type LookDirection } from "./cabins";
import type { Artwork } from "./kit";
import { clientRooms as clientModels } from "../../app/catalogue/client-rooms";

import { collections } from "./saunas";

/** Each face's pixel size: square, as a cube's faces are. */
const FACE_SIZE = 1024;

export const cubeFaces = {
  front: { yaw: 0, pitch: 0 },
  right: { yaw: Math.PI / 2, pitch: 0 },
  back: { yaw: Math.PI, pitch: 0 },
  left: { yaw: -Math.PI / 2, pitch: 0 },
  up: { yaw: 0, pitch: Math.PI / 2 },
  down: { yaw: 0, pitch: -Math.PI / 2 },
} as const satisfies Record<string, LookDirection>;

/**
 * Rooms built for clients, made to measure: the client tours' own models (`client-rooms.ts`),
 * named "Client 1"… to seed their board tones.
 */
const clientRooms: Record<string, Cabin> = Object.fromEntries(
  Object.entries(clientModels).map(([id, model], i) => [id, { name: `Client ${i + 1}`, ...model }]),
);

/** Every room with a tour: four of the collections, then the clients' rooms. */
const tourRooms: Record<string, Cabin> = {
  kaelis: collections.kaelis,
  aurora: collections.aurora,
  loyly: collections.loyly,
  elysium: collections.elysium,
  ...clientRooms,
};

function tourArtworks(tourId: string, cabin: Cabin): Record<string, Artwork> {
  return Object.fromEntries(
    Object.entries(cubeFaces).map(([face, direction]) => [
      `tours/${tourId}/${face}`,
      {
        width: FACE_SIZE,
        height: FACE_SIZE,
        render: () => insideView(cabin, direction, FACE_SIZE),
      },
    ]),
  );
}

/** A client room's poster, shown before its 3D model opens: the cabin from outside, by day. */
export const POSTER_SIZE = { width: 1920, height: 1080 };

export const clientPosterId = (tourId: string) => `tours/${tourId}/poster`;

export const artworks: Record<string, Artwork> = Object.assign(
  {},
  ...Object.entries(tourRooms).map(([tourId, cabin]) => tourArtworks(tourId, cabin)),
  ...Object.entries(clientRooms).map(([tourId, cabin]) => ({
    [clientPosterId(tourId)]: { ...POSTER_SIZE, render: () => exterior(cabin, "day", POSTER_SIZE) },
  })),
);
