/**
 * The browser's (and the build's) `@sanity/client`. Configured here once: per-request timeout and
 * retry options are ignored by the client, and its defaults (5 minutes, 5 retries) would turn a
 * failing service into an endless "Loading...".
 */
import { createClient, type SanityClient } from "@sanity/client";

import type { DatasetConfig } from "./config";

/** How long a query may take before it fails. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Retries of a failed GET (network errors and 5xx); one is enough to ride out a blip. */
export const MAX_RETRIES = 1;

/**
 * A client for `config`. With a Sanity project, queries go to its CDN host
 * (`https://{projectId}.apicdn.sanity.io`); embedded, they go to `origin`, the site itself, where
 * `npm start` and `npm run dev` answer in Sanity's shape.
 */
export function createDatasetClient(config: DatasetConfig, origin?: string): SanityClient {
  const common = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: config.useCdn,
    perspective: "published" as const,
    timeout: REQUEST_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
  };
  if (!config.embedded) return createClient(common);
  if (!origin) throw new Error("The embedded blog API needs the site's origin.");
  return createClient({ ...common, useProjectHostname: false, apiHost: origin });
}
