/**
 * Where the content dataset comes from (the blog's posts and the business's documents alike): a
 * Sanity project when `SANITY_PROJECT_ID` is set, otherwise
 * the embedded dataset in content/dataset/, which `npm start` and `npm run dev` serve through a
 * Sanity-shaped API on the site's own origin (docs/architecture.md, "Embedded defaults").
 */
import type { Env } from "../config/env-schema";

/** The project id the browser's client and image URLs carry when no project is configured. */
export const EMBEDDED_PROJECT_ID = "embedded";

export interface DatasetConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** The browser reads through Sanity's edge cache; the embedded API has no separate CDN host. */
  useCdn: boolean;
  /** True when no Sanity project is configured and the embedded dataset stands in. */
  embedded: boolean;
}

export function datasetConfig(
  env: Pick<Env, "SANITY_PROJECT_ID" | "SANITY_DATASET" | "SANITY_API_VERSION">,
): DatasetConfig {
  return {
    projectId: env.SANITY_PROJECT_ID ?? EMBEDDED_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    useCdn: true,
    embedded: !env.SANITY_PROJECT_ID,
  };
}
