/**
 * The 360° tours: the collections' "Explore in 3D" (a product page shows one when its sauna has an
 * `embed` link) and the gallery's client renderings.
 *
 * Until the business has a tour provider's share links, every tour is the site's own: six faces of
 * a cube rendered from the room's 3D model (`scripts/renders/shots.ts`; the library's `tours…`
 * images), shown by the bare page
 * at `embedUrl` (`app/routes/tour.tsx`), which the tour viewer frames exactly as it would frame a
 * provider's link. Swapping in a provider's link is a change of `embedUrl` here: its origin is then
 * allowed in the Content-Security-Policy's frame-src (`server/security-headers.ts`).
 *
 * What each tour shows (its page's description, and the words under its preview) is the
 * business's, kept in the content studio ("3D tours' words", checked by
 * `content-studio/rules/tours.ts`): an example room's size, height inside and seats are named in
 * braces there and filled in here from the room's model and `EXAMPLE_SEATS`.
 */
import {
  toursAuroraBack,
  toursAuroraDown,
  toursAuroraFront,
  toursAuroraLeft,
  toursAuroraRight,
  toursAuroraUp,
  toursClient1Back,
  toursClient1Down,
  toursClient1Front,
  toursClient1Left,
  toursClient1Right,
  toursClient1Up,
  toursClient2Back,
  toursClient2Down,
  toursClient2Front,
  toursClient2Left,
  toursClient2Right,
  toursClient2Up,
  toursClient3Back,
  toursClient3Down,
  toursClient3Front,
  toursClient3Left,
  toursClient3Right,
  toursClient3Up,
  toursClient4Back,
  toursClient4Down,
  toursClient4Front,
  toursClient4Left,
  toursClient4Right,
  toursClient4Up,
  toursClient5Back,
  toursClient5Down,
  toursClient5Front,
  toursClient5Left,
  toursClient5Right,
  toursClient5Up,
  toursElysiumBack,
  toursElysiumDown,
  toursElysiumFront,
  toursElysiumLeft,
  toursElysiumRight,
  toursElysiumUp,
  toursKaelisBack,
  toursKaelisDown,
  toursKaelisFront,
  toursKaelisLeft,
  toursKaelisRight,
  toursKaelisUp,
  toursLoylyBack,
  toursLoylyDown,
  toursLoylyFront,
  toursLoylyLeft,
  toursLoylyRight,
  toursLoylyUp,
  toursClient1Poster,
  toursClient2Poster,
  toursClient3Poster,
  toursClient4Poster,
  toursClient5Poster,
} from "../images/library";

import { paths } from "../routing/paths";
import { tourWords } from "../content/generated/tour-words";
import { rendersShowCabin } from "./range-cabins";
import { interiorSize } from "./cabin";
import { clientRoomNames } from "./client-room-names";
import { CLIENT_ROOMS_CATEGORY, clientRooms } from "./client-rooms";
import { isSaunaSlug, saunaNames, type SaunaSlug } from "../content/range-core";
import type { CabinModel } from "../content/range-core";
import type { Tour } from "./schemas";
import { fillNamed } from "./words";
import { countInWords } from "../format/count-word";

export type { CubeFace, Tour } from "./schemas";

/**
 * How many each example room seats at most on its two benches: invented with the rooms, in line
 * with the collections of about the same width (the Kaelis at 1.8 metres seats three, the Elysium
 * at 3 metres six). Kept here rather than with the rooms' models, so that it re-renders nothing.
 */
export const EXAMPLE_SEATS: Readonly<Record<keyof typeof clientRooms, number>> = {
  "client-1": 6,
  "client-2": 2,
  "client-3": 4,
  "client-4": 5,
  "client-5": 5,
};

/** Metres to one decimal, as the tours' words give a size: "3.2 metres". */
const metres = (millimetres: number) => `${(millimetres / 1000).toFixed(1)} metres`;

/** The figures an example room's words may name, worked out from its model and its seats. */
export function roomFigures(id: keyof typeof clientRooms): Record<string, string> {
  const model: CabinModel = clientRooms[id];
  const seats = EXAMPLE_SEATS[id];
  return {
    width: metres(model.width),
    heightInside: metres(interiorSize(model).height),
    seats: countInWords(seats),
  };
}

/** A tour's words from the dataset, each `{name}` filled in from `figures`. */
function described(id: string, figures: Readonly<Record<string, string>> = {}): string {
  const words = tourWords[id];
  if (words === undefined) throw new Error(`3D tours' words: no words for the tour "${id}"`);
  return fillNamed(words, figures, `3D tours' words, ${id}`);
}

/**
 * Tours of four of the collections (the Vakio has none), each while its renders show the cabin the
 * business keeps for it: a collection whose cabin changed since has no tour until it is rendered
 * again, and its tour's address answers as an unknown tour's does.
 */
export const collectionTours: Tour[] = [
  {
    id: "kaelis",
    name: "Kaelis",
    description: described("kaelis"),
    embedUrl: "/tours/kaelis",
    faces: {
      front: toursKaelisFront,
      right: toursKaelisRight,
      back: toursKaelisBack,
      left: toursKaelisLeft,
      up: toursKaelisUp,
      down: toursKaelisDown,
    },
  },
  {
    id: "aurora",
    name: "Aurora",
    description: described("aurora"),
    embedUrl: "/tours/aurora",
    faces: {
      front: toursAuroraFront,
      right: toursAuroraRight,
      back: toursAuroraBack,
      left: toursAuroraLeft,
      up: toursAuroraUp,
      down: toursAuroraDown,
    },
  },
  {
    id: "loyly",
    name: "Loyly",
    description: described("loyly"),
    embedUrl: "/tours/loyly",
    faces: {
      front: toursLoylyFront,
      right: toursLoylyRight,
      back: toursLoylyBack,
      left: toursLoylyLeft,
      up: toursLoylyUp,
      down: toursLoylyDown,
    },
  },
  {
    id: "elysium",
    name: "Elysium",
    description: described("elysium"),
    embedUrl: "/tours/elysium",
    faces: {
      front: toursElysiumFront,
      right: toursElysiumRight,
      back: toursElysiumBack,
      left: toursElysiumLeft,
      up: toursElysiumUp,
      down: toursElysiumDown,
    },
  },
].filter(({ id }) => rendersShowCabin(id));

/**
 * Example rooms, invented, not built: the gallery's "Example Renderings",
 * each made to measure: its `model` is what the 3D scene builds and the tour's faces are drawn
 * from, so every room differs in size, timbers and front as its description says.
 */
export const clientTours: Tour[] = [
  {
    id: "client-1",
    name: clientRoomNames["client-1"],
    description: described("client-1", roomFigures("client-1")),
    embedUrl: "/tours/client-1",
    model: clientRooms["client-1"],
    poster: toursClient1Poster,
    faces: {
      front: toursClient1Front,
      right: toursClient1Right,
      back: toursClient1Back,
      left: toursClient1Left,
      up: toursClient1Up,
      down: toursClient1Down,
    },
  },
  {
    id: "client-2",
    name: clientRoomNames["client-2"],
    description: described("client-2", roomFigures("client-2")),
    embedUrl: "/tours/client-2",
    model: clientRooms["client-2"],
    poster: toursClient2Poster,
    faces: {
      front: toursClient2Front,
      right: toursClient2Right,
      back: toursClient2Back,
      left: toursClient2Left,
      up: toursClient2Up,
      down: toursClient2Down,
    },
  },
  {
    id: "client-3",
    name: clientRoomNames["client-3"],
    description: described("client-3", roomFigures("client-3")),
    embedUrl: "/tours/client-3",
    model: clientRooms["client-3"],
    poster: toursClient3Poster,
    faces: {
      front: toursClient3Front,
      right: toursClient3Right,
      back: toursClient3Back,
      left: toursClient3Left,
      up: toursClient3Up,
      down: toursClient3Down,
    },
  },
  {
    id: "client-4",
    name: clientRoomNames["client-4"],
    description: described("client-4", roomFigures("client-4")),
    embedUrl: "/tours/client-4",
    model: clientRooms["client-4"],
    poster: toursClient4Poster,
    faces: {
      front: toursClient4Front,
      right: toursClient4Right,
      back: toursClient4Back,
      left: toursClient4Left,
      up: toursClient4Up,
      down: toursClient4Down,
    },
  },
  {
    id: "client-5",
    name: clientRoomNames["client-5"],
    description: described("client-5", roomFigures("client-5")),
    embedUrl: "/tours/client-5",
    model: clientRooms["client-5"],
    poster: toursClient5Poster,
    faces: {
      front: toursClient5Front,
      right: toursClient5Right,
      back: toursClient5Back,
      left: toursClient5Left,
      up: toursClient5Up,
      down: toursClient5Down,
    },
  },
];

export const tours: Tour[] = [...collectionTours, ...clientTours];

export function tourById(id: string | undefined): Tour | undefined {
  return tours.find((tour) => tour.id === id);
}

/**
 * Where a tour belongs on the site, for a visitor who opened it on its own (a shared link): a
 * collection's tour leads back to that collection's page (its id is the collection's slug, which
 * the catalogue's checks hold it to), a client room's to the gallery's client rooms. `label` is
 * the link's words, `short` the same on a phone; `topic` ticks the collection on the enquiry form.
 */
export function tourHome(
  tour: Tour,
): { href: string; label: string; short: string; topic?: SaunaSlug } | undefined {
  if (isSaunaSlug(tour.id)) {
    const name = saunaNames[tour.id]!;
    return {
      href: paths.sauna(tour.id),
      label: `Back to the ${name}`,
      short: name,
      topic: tour.id,
    };
  }
  if (tour.id in clientRooms) {
    return {
      href: paths.galleryCategory(CLIENT_ROOMS_CATEGORY),
      label: "More example rooms",
      short: "Example rooms",
    };
  }
  return undefined;
}
