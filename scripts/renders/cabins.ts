/**
 * What the committed renders of the collections built to order show: each one's cabin, as it
 * stood when its pictures were last all drawn (`content/renders/cabins.json`). The business keeps a
 * collection's standard cabin in the content studio; while it differs from this record, the
 * content step marks the collection as drawn and the site shows its drawings instead of renders
 * of another cabin. `npm run renders` writes the record once a collection's pictures are all
 * drawn from its cabin as it is now: the developer's, and those the business added, which it
 * renders from their documents.
 */
import { writeFile } from "node:fs/promises";

import { saunaRange } from "../../app/catalogue/range-cabins";
import type { CabinModel } from "../../app/content/range-core";
import { isDeveloperSauna, soldAsKits } from "../../app/content/developer-range";
import { RENDERED_CABINS_FILE, renderedCabins } from "../content/rendered-cabins";
import type { AnyShot } from "./manifest";

/**
 * Whether `id` is a picture of a collection the business added (`saunas/nordika/main`): rendered
 * from its document in the business's project, it is kept (its file, its key and its cabin in the
 * record) whether or not the dataset at hand has the collection.
 */
export function ofAddedCollection(id: string): boolean {
  const slug = /^saunas\/([a-z0-9-]+)\//.exec(id)?.[1];
  return slug !== undefined && !isDeveloperSauna(slug);
}

/** A collection's own pictures: its main picture and views, and its tour's faces. */
const ofCollection = (slug: string, shot: AnyShot) =>
  shot.id.startsWith(`saunas/${slug}/`) || shot.id.startsWith(`tours/${slug}/`);

/**
 * The record as it should now stand: a collection none of whose pictures is in `stale` is shown
 * with its cabin as it is now; any other keeps the cabin its pictures were last drawn from.
 */
export function cabinsShown(stale: readonly AnyShot[]): Record<string, CabinModel> {
  const record = renderedCabins() as Record<string, CabinModel>;
  // A collection the business added that this dataset lacks keeps what its renders show.
  const shown: Record<string, CabinModel> = Object.fromEntries(
    Object.entries(record).filter(
      ([slug]) => !isDeveloperSauna(slug) && !saunaRange.some((sauna) => sauna.slug === slug),
    ),
  );
  for (const { slug, model } of saunaRange) {
    if (soldAsKits.has(slug)) continue;
    const current = !stale.some((shot) => ofCollection(slug, shot));
    const cabin = current ? model : record[slug];
    if (cabin) shown[slug] = cabin;
  }
  return Object.fromEntries(Object.entries(shown).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The record as the file holds it, in the order `cabinsShown` writes it. */
export const cabinsFile = (cabins: Readonly<Record<string, CabinModel>>) =>
  `${JSON.stringify(cabins, null, 2)}\n`;

/** Writes the record for the pictures now out of date (`stale`). */
export async function recordCabinsShown(stale: readonly AnyShot[]): Promise<void> {
  await writeFile(RENDERED_CABINS_FILE, cabinsFile(cabinsShown(stale)));
}
