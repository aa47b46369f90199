/**
 * The rooms built for clients that the gallery shows in 3D, made to measure: invented sizes and
 * timbers (like the gallery's renderings), until the business has real projects to show. The 3D
 * scene builds each from its model, and its poster, its 360° tour and its architect's model in the
 * gallery are rendered from the same model. Plain data without pictures, so the render pipeline
 * can read it before any picture exists.
 */
import type { CabinModel } from "../content/range-core";

/** The gallery category that shows these rooms, and the page a tour of one leads back to. */
export const CLIENT_ROOMS_CATEGORY = "client-3d-renderings";

export const clientRooms = {
  "client-1": {
    width: 3200,
    depth: 2200,
    height: 2400,
    outside: "thermo-pine",
    inside: "obeche",
    front: "glass",
  },
  "client-2": {
    width: 1600,
    depth: 1900,
    height: 2200,
    outside: "pine",
    inside: "pine",
    front: "door",
  },
  "client-3": {
    width: 2000,
    depth: 2100,
    height: 2700,
    outside: "western-red-cedar",
    inside: "western-red-cedar",
    front: "door",
  },
  "client-4": {
    width: 2600,
    depth: 2000,
    height: 2400,
    outside: "lunawood",
    inside: "obeche",
    front: "glass",
  },
  "client-5": {
    width: 2400,
    depth: 2300,
    height: 2400,
    outside: "oak",
    inside: "thermo-pine",
    front: "door",
  },
} satisfies Record<string, CabinModel>;
