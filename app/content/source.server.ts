/**
 * The dataset as the build reads it: the configured Sanity project, queried directly (no CDN, so a
 * build always sees what was last published), or the embedded dataset with groq-js. The same GROQ
 * either way; the blog and the content the pages import both read through here.
 */
import { createBlogClient } from "../blog/client";
import { blogConfig } from "../blog/config";
import { runQuery } from "../blog/dataset";
import { readDataset } from "../blog/dataset-files.server";
import { env } from "../config/env";
import type { ContentQuery } from "./check";

/** Queries the source; `datasetDir` reads another embedded dataset (a copy, in the tests). */
export function contentQuery(datasetDir?: string): ContentQuery {
  const config = blogConfig(env);
  if (config.embedded) {
    const documents = readDataset(datasetDir);
    return (groq, params = {}) => runQuery(documents, groq, params);
  }
  const client = createBlogClient({ ...config, useCdn: false });
  return (groq, params = {}) => client.fetch(groq, params);
}

/** One query against the configured source (the embedded dataset as it is on disk now). */
export const queryContent: ContentQuery = (groq, params) => contentQuery()(groq, params);
