/**
 * The customers shown in the logo strip.
 * PLACEHOLDERS: these names are invented and belong to no real business. Replace them with the
 * business's real clients (and their permission) before launch; see the README's content notes.
 */
import type { Customer } from "./schemas";

export type { Customer } from "./schemas";

export const customers: Customer[] = [
  { name: "Halden House", style: "serif" },
  { name: "Kestrel", style: "sans-caps" },
  { name: "Marula Grove", style: "serif-italic" },
  { name: "Stillwater", style: "sans-light" },
  { name: "Oakmere", style: "serif" },
  { name: "North Ridge", style: "sans-caps" },
  { name: "Amberleigh", style: "serif-italic" },
  { name: "Fynbos & Stone", style: "sans-light" },
  { name: "Tallow", style: "mono" },
  { name: "Kloofside", style: "serif" },
  { name: "Emberline", style: "sans-caps" },
  { name: "The Quiet Room", style: "serif-italic" },
  { name: "Sandveld", style: "sans-light" },
  { name: "Birchwood", style: "serif" },
  { name: "Veldt Studio", style: "mono" },
  { name: "Lowveld Lodge", style: "sans-caps" },
  { name: "Cedar & Salt", style: "serif-italic" },
];
