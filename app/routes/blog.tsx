import { useEffect, useRef } from "react";

import { latestPosts } from "~/blog/build-source.server";
import { PostCard } from "~/blog/post-card";
import { PAGE_SIZE } from "~/blog/queries";
import { feedLink } from "~/blog/seo";
import { usePostList } from "~/blog/use-post-list";
import { buttonVariants } from "~/components/button-link";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/blog";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/blog";

// The first page is prerendered; 'Load More Articles' asks the service for the rest.
export async function loader() {
  return { posts: await latestPosts(PAGE_SIZE) };
}

export const links: Route.LinksFunction = () => [feedLink];

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words),
    path: paths.blog,
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("blog")])],
  });

export const LIST_TEXTS = {
  loading: "Loading blog posts...",
  error: "Failed to fetch blog posts. Please try again later.",
  empty: "No blog posts found.",
  loadMore: "Load More Articles",
} as const;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, status, canLoadMore, loadMore } = usePostList(loaderData.posts);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Where the next page starts, while it is being loaded. The button leaves the page while the
  // service answers, so focus is put back on purpose: on the first new post, or on the button
  // again when the request failed.
  const nextPageAt = useRef<number | null>(null);

  useEffect(() => {
    const from = nextPageAt.current;
    if (from === null || status === "loading") return;
    nextPageAt.current = null;
    const firstNew = list.current?.querySelectorAll<HTMLElement>("[data-post]")[from];
    if (status === "loaded" && firstNew) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      firstNew.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
      // The title's link: it names the post, and a keyboard user can open it straight away.
      firstNew.querySelector<HTMLElement>("h2 a")?.focus({ preventScroll: true });
    } else {
      button.current?.focus();
    }
  }, [status, posts]);
  return (
    <>
      <PageIntro eyebrow="Journal" title="Sauna Insights">
        <p>
          What we have learned from more than fifty years of building rooms for heat and cold:
          practical guides to choosing, installing and enjoying a sauna, steam room or ice bath.
        </p>
      </PageIntro>

      <section aria-label="Articles" className="container-content pb-24 lg:pb-36">
        {posts.length > 0 ? (
          <ul ref={list} className="grid gap-y-16 md:grid-balanced-2 md:gap-x-8 lg:grid-balanced-3">
            {posts.map((post, i) => (
              <li key={post.slug}>
                <PostCard post={post} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          status === "loaded" && <p className="text-lg text-muted">{LIST_TEXTS.empty}</p>
        )}

        <div className="mt-16 flex flex-col items-center gap-6 text-center">
          <p role="status" className="text-muted">
            {status === "loading" ? LIST_TEXTS.loading : ""}
          </p>
          {status === "error" && (
            <p role="alert" className="text-ember-deep">
              {LIST_TEXTS.error}
            </p>
          )}
          {canLoadMore && (
            <button
              ref={button}
              type="button"
              onClick={() => {
                nextPageAt.current = posts.length;
                void loadMore();
              }}
              className={buttonVariants.primary}
            >
              {LIST_TEXTS.loadMore}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
