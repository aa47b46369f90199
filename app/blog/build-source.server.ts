/**
 * The blog as the build sees it (prerendering, the sitemap, the RSS feed), read from the dataset's
 * source (app/dataset/source.server.ts).
 */
import { queryContent as query } from "../dataset/source.server";
import { ALL_POSTS_QUERY, POST_QUERY, POSTS_QUERY } from "./queries";
import { postListSchema, postOrNullSchema, type Post, type PostSummary } from "./schemas";

export async function latestPosts(limit: number): Promise<PostSummary[]> {
  return postListSchema.parse(await query(POSTS_QUERY, { limit }));
}

export async function allPosts(): Promise<PostSummary[]> {
  return postListSchema.parse(await query(ALL_POSTS_QUERY, {}));
}

export async function postBySlug(slug: string): Promise<Post | null> {
  return postOrNullSchema.parse(await query(POST_QUERY, { slug }));
}
