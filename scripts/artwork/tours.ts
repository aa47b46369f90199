/**
 * The site's own 360° tours: for each room, the six faces of a cube around a visitor standing in
 * it (`tours/{tourId}/{face}`), each a square 90° view drawn by `cabins.ts`. The tour page
 * (`app/routes/tour.tsx`) folds them back into a cube with CSS 3D transforms.
 *
 * The faces follow one convention, which the tour page relies on:
 * - front looks at the benches (+z), right to the right (+x), back at the door, left to the left;
 * - up and down tilt from the front view, so the top edge of the down face meets the front face
 *   and the top edge of the up face meets the back face.
 */
import { type Cabin, insideView, type LookDirection } from "./cabins";
import type { Artwork } from "./kit";
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

/** Rooms built for clients, made to measure (invented sizes and timbers, like the gallery's). */
const clientRooms: Record<string, Cabin> = {
  // A wide family sauna with a glass front.
  "client-1": {
    name: "Client 1",
    width: 3200,
    depth: 2200,
    height: 2400,
    outside: "thermo-pine",
    inside: "obeche",
    front: "glass",
  },
  // A compact sauna for a corner of a bathroom.
  "client-2": {
    name: "Client 2",
    width: 1600,
    depth: 1900,
    height: 2200,
    outside: "pine",
    inside: "pine",
    front: "door",
  },
  // A tall room lined in cedar.
  "client-3": {
    name: "Client 3",
    width: 2000,
    depth: 2100,
    height: 2700,
    outside: "western-red-cedar",
    inside: "western-red-cedar",
    front: "door",
  },
  // A spa room behind a wall of glass.
  "client-4": {
    name: "Client 4",
    width: 2600,
    depth: 2000,
    height: 2400,
    outside: "lunawood",
    inside: "obeche",
    front: "glass",
  },
  // A lodge sauna in dark thermo-pine.
  "client-5": {
    name: "Client 5",
    width: 2400,
    depth: 2300,
    height: 2400,
    outside: "oak",
    inside: "thermo-pine",
    front: "door",
  },
};

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

export const artworks: Record<string, Artwork> = Object.assign(
  {},
  ...Object.entries(tourRooms).map(([tourId, cabin]) => tourArtworks(tourId, cabin)),
);
