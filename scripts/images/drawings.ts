/**
 * Every picture the build draws rather than renders, by image id: the plans and elevations
 * (`scripts/plans/pictures.ts`), the share card (`share-card.ts`) and the committed illustrations
 * (`illustrations.ts`). The range's pictures are rendered from the 3D models (`scripts/renders/`);
 * a render or a photograph with a drawing's id replaces it.
 */
import { planPictures } from "../plans/pictures";
import type { Drawing } from "../drawing";
import { readIllustrations } from "./illustrations";
import { shareCard } from "./share-card";

function merge(list: Record<string, Drawing>[]): Record<string, Drawing> {
  const all: Record<string, Drawing> = {};
  for (const module of list) {
    for (const [id, drawing] of Object.entries(module)) {
      if (id in all) throw new Error(`Two drawings have the id "${id}".`);
      all[id] = drawing;
    }
  }
  return all;
}

export const drawings = merge([planPictures, shareCard, readIllustrations()]);
