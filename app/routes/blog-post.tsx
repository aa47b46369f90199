import { draftsBuild } from "~/config/drafts";
import { ArrowLeft } from "lucide-react";
import { Link, useRevalidator } from "react-router";

import { BlogPicture } from "~/blog/blog-picture";
import { postBySlug } from "~/blog/build-source.server";
import { formatDate, formatReadingTime } from "~/format/dates";
import { PostBody } from "~/blog/portable-text";
import { fetchPost } from "~/blog/posts";
import type { Post } from "~/blog/schemas";
import { blogPostingJsonLd, blogShareImage, feedLink } from "~/blog/seo";
import { keepUnitsTogether } from "~/format/units";
import { ButtonLink, buttonVariants } from "~/components/button-link";
import { CallToAction } from "~/components/call-to-action";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/blog-post";

type PostData =
  | { state: "found"; post: Post }
  | { state: "not-found"; slug: string }
  | { state: "failed"; slug: string };

// Every post known at build time is prerendered with its content.
export async function loader({ params }: Route.LoaderArgs): Promise<PostData> {
  const post = await postBySlug(params.slug);
  if (!post) throw new Response("Not found", { status: 404 });
  return { state: "found", post };
}

// In the browser (navigation, and posts published after the build): the runtime query. A failure
// is a state of the page, with a retry, never an endless "Loading...". The preview of drafts shows
// its posts as its build read them, drafts included, never what is published.
export async function clientLoader({
  params,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<PostData> {
  if (draftsBuild) return serverLoader();
  const result = await fetchPost(params.slug);
  if (!result.ok) return { state: "failed", slug: params.slug };
  if (!result.data) return { state: "not-found", slug: params.slug };
  return { state: "found", post: result.data };
}

export const links: Route.LinksFunction = () => [feedLink];

export function HydrateFallback() {
  return (
    <PageIntro eyebrow="Sauna Insights" title="Loading...">
      <p role="status">One moment while this article loads.</p>
    </PageIntro>
  );
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (data?.state !== "found") {
    return seo({
      title: data?.state === "failed" ? "Article unavailable" : "Post not found",
      description:
        "This article could not be found. Browse all our guides to saunas, steam rooms and ice baths.",
      path: location.pathname,
      noindex: true,
    });
  }
  const { post } = data;
  const path = `/blog/${post.slug}`;
  return seo({
    title: post.title,
    description: post.excerpt,
    path,
    type: "article",
    image: blogShareImage(post.mainImage),
    jsonLd: [
      blogPostingJsonLd(post, path),
      breadcrumbJsonLd([crumb("home"), crumb("blog"), { name: post.title, path }]),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (loaderData.state === "found") return <Article post={loaderData.post} />;
  if (loaderData.state === "not-found") return <PostNotFound />;
  if (revalidator.state === "loading") return <HydrateFallback />;
  return <PostUnavailable onRetry={() => void revalidator.revalidate()} />;
}

function BackToBlog({ className = "" }: { className?: string }) {
  return (
    <Link
      to={paths.blog}
      className={`inline-flex items-center gap-2 text-sm tracking-wide transition-colors ${className}`}
    >
      <ArrowLeft aria-hidden size={16} />
      Back to Blog
    </Link>
  );
}

function Article({ post }: { post: Post }) {
  return (
    <article>
      <header className="container-content pt-28 lg:pt-36">
        <BackToBlog className="text-muted hover:text-ember-deep" />
        <div className="relative isolate mt-6 flex min-h-112 flex-col justify-end overflow-hidden rounded-sm bg-ink text-stone sm:aspect-video sm:min-h-0">
          <BlogPicture
            image={post.mainImage}
            sizes="(min-width: 80rem) 76rem, 96vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover"
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-linear-to-t from-ink/90 via-ink/40 to-transparent"
          />
          <div className="p-6 sm:p-10 lg:p-16">
            <h1 className="max-w-3xl text-4xl leading-display sm:text-5xl lg:text-6xl">
              {keepUnitsTogether(post.title)}
            </h1>
            <p className="mt-6 flex flex-wrap gap-x-3 eyebrow text-stone/90">
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              <span aria-hidden>·</span>
              <span>{formatReadingTime(post.readingTime)}</span>
            </p>
          </div>
        </div>
      </header>

      <div className="container-content py-16 lg:py-24">
        <div className="mx-auto max-w-prose">
          <p className="font-display text-2xl/snug text-ink">{keepUnitsTogether(post.excerpt)}</p>
          <div className="mt-10 border-t border-birch pt-10">
            <PostBody value={post.body} />
          </div>
          <div className="mt-16 border-t border-birch pt-10">
            <BackToBlog className="text-ink hover:text-ember-deep" />
          </div>
        </div>
      </div>

      <CallToAction
        id="post-cta"
        eyebrow="Talk to us"
        title="Plan a room for heat or cold"
        to={paths.contact()}
        action="Contact Us"
      >
        <p>
          Tell us about your space and we will suggest the sauna, steam room or ice bath for it.
        </p>
      </CallToAction>
    </article>
  );
}

function PostNotFound() {
  return (
    <PageIntro eyebrow="Sauna Insights" title="Post not found">
      <p>
        We could not find that article. It may have been renamed or taken down; every guide we
        publish is listed on the blog.
      </p>
      <div className="mt-10">
        <ButtonLink to={paths.blog}>Back to Blog</ButtonLink>
      </div>
    </PageIntro>
  );
}

function PostUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageIntro eyebrow="Sauna Insights" title="This article could not be loaded">
      <p role="alert">
        The blog service did not answer. Please check your connection and try again.
      </p>
      <div className="mt-10 flex flex-wrap gap-4">
        <button type="button" onClick={onRetry} className={buttonVariants.primary}>
          Retry
        </button>
        <ButtonLink to={paths.blog} variant="secondary">
          Back to Blog
        </ButtonLink>
      </div>
    </PageIntro>
  );
}
