/**
 * Every generated artwork by id. The image pipeline (scripts/images/) renders and encodes them; a
 * photograph in content/images/ with the same id replaces the artwork.
 */
import { artworks as about } from "./about";
import { artworks as blog } from "./blog";
import { artworks as iceBath } from "./ice-bath";
import type { Artwork } from "./kit";
import { artworks as kits } from "./kits";
import { artworks as products } from "./products";
import { artworks as renderings } from "./renderings";
import { artworks as saunas } from "./saunas";
import { artworks as share } from "./share";
import { artworks as steamRooms } from "./steam-rooms";
import { artworks as tours } from "./tours";
import { artworks as woods } from "./woods";

const modules: Record<string, Artwork>[] = [
  saunas,
  woods,
  iceBath,
  steamRooms,
  kits,
  products,
  renderings,
  about,
  blog,
  share,
  tours,
];

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
