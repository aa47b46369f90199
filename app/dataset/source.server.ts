/**
 * The dataset as the build reads it: the configured Sanity project, queried directly (no CDN, so a
 * build always sees what was last published), or the embedded dataset with groq-js. The same GROQ
 * either way; the blog and the content the pages import both read through here.
 *
 * The editors' preview (app/config/drafts.ts) reads the drafts in place of what is published:
 * Sanity's drafts perspective, which needs a token that may read drafts (`SANITY_READ_TOKEN`,
 * read here from the environment and never passed to a page), or the embedded export's drafts.
 */
import { createDatasetClient } from "./client";
import { datasetConfig } from "./config";
import { runQuery, withDrafts } from "./embedded";
import { readDataset } from "./embedded-files.server";
import { draftsBuild } from "../config/drafts";
import { env } from "../config/env";
import type { ContentQuery } from "../content/check";

/** The first API version that names the drafts perspective `drafts`. */
export const DRAFTS_API_VERSION = "2025-02-19";

/**
 * Queries the source; `datasetDir` reads another embedded dataset (a copy, in the tests), and
 * `drafts` reads its drafts in place of what is published (by default, in a drafts build).
 */
export function contentQuery(datasetDir?: string, drafts = Boolean(draftsBuild)): ContentQuery {
  const config = datasetConfig(env);
  if (config.embedded) {
    const exported = readDataset(datasetDir);
    const documents = drafts ? withDrafts(exported) : exported;
    return (groq, params = {}) => runQuery(documents, groq, params);
  }
  const client = createDatasetClient({ ...config, useCdn: false });
  if (!drafts) return (groq, params = {}) => client.fetch(groq, params);
  const token = process.env.SANITY_READ_TOKEN?.trim();
  if (!token) {
    throw new Error(
      "SANITY_READ_TOKEN: a build of drafts reads unpublished documents, which Sanity serves only with a token (one with the Viewer role, made at sanity.io/manage under API, Tokens).",
    );
  }
  const reader = client.withConfig({
    token,
    perspective: "drafts",
    apiVersion: DRAFTS_API_VERSION,
  });
  return (groq, params = {}) => reader.fetch(groq, params);
}

/** One query against the configured source (the embedded dataset as it is on disk now). */
export const queryContent: ContentQuery = (groq, params) => contentQuery()(groq, params);
