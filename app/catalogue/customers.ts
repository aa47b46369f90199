/**
 * The customers shown in the logo strip.
 * PLACEHOLDERS: every entry marked `placeholder: true` is an invented name that belongs to no real
 * business. Replace them with the business's real clients (with their permission) before launch,
 * and remove the mark: a real client has no `placeholder`. A client's logo, SVG or PNG, goes in
 * `public/logos/` and is named in `logo` with its size; without one the name is set as a wordmark
 * in `style`. See the README, "Content".
 */
import type { Customer } from "./schemas";

export type { Customer } from "./schemas";

export const customers: Customer[] = [
  { name: "Halden House", style: "serif", placeholder: true },
  { name: "Kestrel", style: "sans-caps", placeholder: true },
  { name: "Marula Grove", style: "serif-italic", placeholder: true },
  { name: "Stillwater", style: "sans-light", placeholder: true },
  { name: "Oakmere", style: "serif", placeholder: true },
  { name: "North Ridge", style: "sans-caps", placeholder: true },
  { name: "Amberleigh", style: "serif-italic", placeholder: true },
  { name: "Fynbos & Stone", style: "sans-light", placeholder: true },
  { name: "Tallow", style: "mono", placeholder: true },
  { name: "Kloofside", style: "serif", placeholder: true },
  { name: "Emberline", style: "sans-caps", placeholder: true },
  { name: "The Quiet Room", style: "serif-italic", placeholder: true },
  { name: "Sandveld", style: "sans-light", placeholder: true },
  { name: "Birchwood", style: "serif", placeholder: true },
  { name: "Veldt Studio", style: "mono", placeholder: true },
  { name: "Lowveld Lodge", style: "sans-caps", placeholder: true },
  { name: "Cedar & Salt", style: "serif-italic", placeholder: true },
];
