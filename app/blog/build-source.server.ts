/**
 * The blog as the build sees it (prerendering, the sitemap, the RSS feed): the embedded dataset
 * read with groq-js, or the configured Sanity project queried directly (no CDN, so a build always
 * sees the latest published posts). The same queries either way.
 */
import { env } from "../config/env";
import { createBlogClient } from "./client";
import { blogConfig } from "./config";
import { runQuery } from "./dataset";
import { readDataset } from "./dataset-files.server";
import { ALL_POSTS_QUERY, POST_QUERY, POSTS_QUERY } from "./queries";
import { postListSchema, postOrNullSchema, type Post, type PostSummary } from "./schemas";

async function query(groq: string, params: Record<string, unknown>): Promise<unknown> {
  const config = blogConfig(env);
  if (config.embedded) return runQuery(readDataset(), groq, params);
  return createBlogClient({ ...config, useCdn: false }).fetch(groq, params);
}

export async function latestPosts(limit: number): Promise<PostSummary[]> {
  return postListSchema.parse(await query(POSTS_QUERY, { limit }));
}

export async function allPosts(): Promise<PostSummary[]> {
  return postListSchema.parse(await query(ALL_POSTS_QUERY, {}));
}

export async function postBySlug(slug: string): Promise<Post | null> {
  return postOrNullSchema.parse(await query(POST_QUERY, { slug }));
}
