/**
 * What each client room is called on its tour and under its model in the gallery: words, apart
 * from the rooms' data (`client-rooms.ts`), so that renaming a room re-renders none of its pictures.
 */
import type { clientRooms } from "./client-rooms";

/** What each room is called on its tour and under its model in the gallery. */
export const clientRoomNames: Record<keyof typeof clientRooms, string> = {
  "client-1": "Wide family sauna",
  "client-2": "Compact corner sauna",
  "client-3": "Tall cedar room",
  "client-4": "Glass-fronted spa room",
  "client-5": "Lodge sauna",
};
