import { useState } from "react";

import { fetchPosts } from "./posts";
import { PAGE_SIZE } from "./queries";
import type { PostSummary } from "./schemas";

export type ListStatus = "loaded" | "loading" | "error";

/**
 * The blog list's state: it starts with the prerendered first page; 'Load More
 * Articles' asks the service for the first `limit + 3` posts and shows what comes back. A failed
 * request keeps the posts already shown and the limit, so the button tries the same page again.
 */
export function usePostList(initialPosts: PostSummary[]) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [posts, setPosts] = useState(initialPosts);
  const [status, setStatus] = useState<ListStatus>("loaded");

  async function loadMore() {
    const next = limit + PAGE_SIZE;
    setStatus("loading");
    const result = await fetchPosts(next);
    if (result.ok) {
      setPosts(result.data);
      setLimit(next);
      setStatus("loaded");
    } else {
      setStatus("error");
    }
  }

  return {
    posts,
    status,
    /** Shown while the service returned as many posts as were asked for: fewer means no more. */
    canLoadMore: status !== "loading" && posts.length >= limit,
    loadMore,
  };
}
