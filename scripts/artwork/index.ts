/**
 * Every generated artwork by id. The image pipeline (scripts/images/) renders and encodes them; a
 * render in content/renders/ or a photograph in content/images/ with the same id replaces the
 * artwork. The range's objects, steam rooms, timbers and kits and the 360° tours are only rendered
 * (`scripts/renders/`), and have no artwork.
 */
import { artworks as about } from "./about";
import { artworks as blog } from "./blog";
import { artworks as iceBath } from "./ice-bath";
import type { Artwork } from "./kit";
import { artworks as renderings } from "./renderings";
import { artworks as saunas } from "./saunas";
import { artworks as share } from "./share";

const modules: Record<string, Artwork>[] = [saunas, iceBath, renderings, about, blog, share];

function merge(list: Record<string, Artwork>[]): Record<string, Artwork> {
  const all: Record<string, Artwork> = {};
  for (const module of list) {
    for (const [id, artwork] of Object.entries(module)) {
      if (id in all) throw new Error(`Two artworks have the id "${id}".`);
      all[id] = artwork;
    }
  }
  return all;
}

export const artworks = merge(modules);
