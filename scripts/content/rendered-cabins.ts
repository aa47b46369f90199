/**
 * The record of what the committed renders show (`content/renders/cabins.json`): the cabin each of
 * the developer's collections built to order was last rendered as, which `npm run renders` writes
 * and the content step compares with the standard cabin the business keeps for it.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

import type { CabinModel } from "../../app/content/range-core";

export const RENDERED_CABINS_FILE = resolve("content/renders/cabins.json");

/** A cabin as the record holds it: its size, timbers and front. */
export type RenderedCabin = Readonly<Record<keyof CabinModel, unknown>>;

/** The record, by slug: empty where there is none. */
export function renderedCabins(file = RENDERED_CABINS_FILE): Record<string, RenderedCabin> {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, RenderedCabin>)
    : {};
}

/** Whether the renders' cabin is `cabin`: the same size, timbers and front. */
export const sameCabin = (rendered: RenderedCabin | undefined, cabin: RenderedCabin) =>
  !!rendered &&
  (Object.keys(cabin) as (keyof CabinModel)[]).every((key) => rendered[key] === cabin[key]);
