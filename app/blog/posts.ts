/**
 * The blog's runtime queries, as the browser runs them: through `@sanity/client`, validated, and
 * reduced to a small result so that pages never handle a raw client error. Failures are logged
 * here, so the console says what failed, and reported to the page, which decides what to show.
 *
 * The client and the schemas (about 50 KB gzip with zod) load on the first query, not with the
 * page: the blog pages are prerendered, and evaluating them while a page hydrates held its main
 * thread for 100 ms and more on a phone. A failure to load them is a failed query like any other.
 */
import type { SanityClient } from "@sanity/client";

import { env } from "../config/env";
import { datasetConfig } from "../dataset/config";
import { POST_QUERY, POSTS_QUERY } from "./queries";
import type { Post, PostSummary } from "./schemas";

export type Result<T> = { ok: true; data: T } | { ok: false; error: unknown };

let browserClient: Promise<SanityClient> | undefined;

/** The browser's client, made on first use (the embedded API lives on this page's origin). */
export function blogClient(): Promise<SanityClient> {
  browserClient ??= import("../dataset/client").then(({ createDatasetClient }) =>
    createDatasetClient(datasetConfig(env), window.location.origin),
  );
  // A client that failed to load is tried again on the next query.
  browserClient.catch(() => (browserClient = undefined));
  return browserClient;
}

export async function fetchPosts(
  limit: number,
  client?: SanityClient,
): Promise<Result<PostSummary[]>> {
  try {
    const [{ postListSchema }, sanity] = await Promise.all([
      import("./schemas"),
      client ?? blogClient(),
    ]);
    const posts = postListSchema.parse(await sanity.fetch(POSTS_QUERY, { limit }));
    return { ok: true, data: posts };
  } catch (error) {
    console.error("Failed to fetch blog posts:", error);
    return { ok: false, error };
  }
}

/** The post with `slug`, or `null` when there is none. */
export async function fetchPost(slug: string, client?: SanityClient): Promise<Result<Post | null>> {
  try {
    const [{ postOrNullSchema }, sanity] = await Promise.all([
      import("./schemas"),
      client ?? blogClient(),
    ]);
    return { ok: true, data: postOrNullSchema.parse(await sanity.fetch(POST_QUERY, { slug })) };
  } catch (error) {
    console.error(`Failed to fetch the blog post "${slug}":`, error);
    return { ok: false, error };
  }
}
