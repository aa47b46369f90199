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
import { interiorSize } from "./cabin";
import { clientRoomNames } from "./client-room-names";
import { CLIENT_ROOMS_CATEGORY, clientRooms } from "./client-rooms";
import { isSaunaSlug, saunaNames, type SaunaSlug } from "../content/range-core";
import type { Tour } from "./schemas";

export type { CubeFace, Tour } from "./schemas";

/** Tours of four of the collections (the Vakio has none). */
export const collectionTours: Tour[] = [
  {
    id: "kaelis",
    name: "Kaelis",
    description:
      "Inside the Kaelis: western red cedar from floor to ceiling, two benches across the back wall and the heater in the corner behind its guard.",
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
    description:
      "Inside the Aurora: pale obeche benches and lining, with a wall of glass onto the room outside.",
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
    description:
      "Inside the Loyly: a square room lined in knotty pine, with deep benches and a glass door beside a tall window.",
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
    description:
      "Inside the Elysium: the widest of the collections, lined in thermo-pine behind a full glass front.",
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
];

/**
 * Example rooms, invented, not built: the gallery's "Example Renderings",
 * each made to measure: its `model` is what the 3D scene builds and the tour's faces are drawn
 * from, so every room differs in size, timbers and front as its description says.
 */
export const clientTours: Tour[] = [
  {
    id: "client-1",
    name: clientRoomNames["client-1"],
    description:
      "A family sauna 3.2 metres wide, lined in obeche behind a glass front, with room for six on its two benches.",
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
    description:
      "A compact pine sauna made to fit the corner of a bathroom: 1.6 metres wide, with a glass door and a slim window.",
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
    description: `A tall room lined in western red cedar, ${(interiorSize(clientRooms["client-3"]).height / 1000).toFixed(1)} metres high inside, with a glass door and window onto the house.`,
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
    description:
      "A spa room behind a wall of glass, lined in obeche, with a glass door set into the front.",
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
    description:
      "A lodge sauna lined in caramel thermo-pine and clad in oak, with a glass door beside a tall window.",
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
    const name = saunaNames[tour.id];
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
