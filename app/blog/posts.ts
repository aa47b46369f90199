/**
 * The blog's runtime queries, as the browser runs them: through `@sanity/client`, validated, and
 * reduced to a small result so that pages never handle a raw client error. Failures are logged
 * here, so the console says what failed, and reported to the page, which decides what to show.
 */
import type { SanityClient } from "@sanity/client";

import { env } from "../config/env";
import { createBlogClient } from "./client";
import { blogConfig } from "./config";
import { POST_QUERY, POSTS_QUERY } from "./queries";
import { postListSchema, postOrNullSchema, type Post, type PostSummary } from "./schemas";

export type Result<T> = { ok: true; data: T } | { ok: false; error: unknown };

let browserClient: SanityClient | undefined;

/** The browser's client, made on first use (the embedded API lives on this page's origin). */
export function blogClient(): SanityClient {
  browserClient ??= createBlogClient(blogConfig(env), window.location.origin);
  return browserClient;
}

export async function fetchPosts(
  limit: number,
  client: SanityClient = blogClient(),
): Promise<Result<PostSummary[]>> {
  try {
    const posts = postListSchema.parse(await client.fetch(POSTS_QUERY, { limit }));
    return { ok: true, data: posts };
  } catch (error) {
    console.error("Failed to fetch blog posts:", error);
    return { ok: false, error };
  }
}

/** The post with `slug`, or `null` when there is none. */
export async function fetchPost(
  slug: string,
  client: SanityClient = blogClient(),
): Promise<Result<Post | null>> {
  try {
    return { ok: true, data: postOrNullSchema.parse(await client.fetch(POST_QUERY, { slug })) };
  } catch (error) {
    console.error(`Failed to fetch the blog post "${slug}":`, error);
    return { ok: false, error };
  }
}
