/**
 * The dataset as the build reads it: the configured Sanity project, queried directly (no CDN, so a
 * build always sees what was last published), or the embedded dataset in content/dataset/ with
 * groq-js. The same GROQ either way; the blog and the catalogue's content both read through here.
 */
import { createBlogClient } from "../blog/client";
import { blogConfig } from "../blog/config";
import { runQuery } from "../blog/dataset";
import { readDataset } from "../blog/dataset-files.server";
import { env } from "../config/env";

export async function queryContent(
  groq: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const config = blogConfig(env);
  if (config.embedded) return runQuery(readDataset(), groq, params);
  return createBlogClient({ ...config, useCdn: false }).fetch(groq, params);
}
