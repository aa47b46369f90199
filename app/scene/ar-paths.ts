/**
 * Where a sauna's files for augmented reality are served: glTF (`.glb`) and USDZ, written at build
 * time by `scripts/models/` into `public/models/`. Kept out of `paths.ts`, which every page loads,
 * since only the sauna page and the build use it.
 */
export const arModelPath = (slug: string, format: "glb" | "usdz") =>
  `/models/${encodeURIComponent(slug)}.${format}`;
