import { Link } from "react-router";

import { keepUnitsTogether } from "../format/units";
import { buttonVariants } from "../components/button-link";
import { BlogPicture } from "./blog-picture";
import { formatDate, formatReadingTime } from "../format/dates";
import type { PostSummary } from "./schemas";

/** One post in the list: picture, date and reading time, title, excerpt and 'Read More'. */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const to = `/blog/${post.slug}`;
  return (
    <article className="group flex h-full flex-col" data-post={post.slug}>
      <Link
        to={to}
        tabIndex={-1}
        aria-hidden
        className="block aspect-3/2 overflow-hidden rounded-sm bg-linen"
      >
        <BlogPicture
          image={post.mainImage}
          sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 92vw"
          priority={priority}
          className="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103"
        />
      </Link>
      <p className="mt-6 flex flex-wrap gap-x-3 eyebrow text-muted">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <span aria-hidden>·</span>
        <span>{formatReadingTime(post.readingTime)}</span>
      </p>
      <h2 className="mt-3 text-3xl">
        <Link to={to} className="transition-colors hover:text-ember-deep">
          {keepUnitsTogether(post.title)}
        </Link>
      </h2>
      <p className="mt-3 text-muted">{keepUnitsTogether(post.excerpt)}</p>
      <div className="mt-auto pt-8">
        <Link to={to} className={buttonVariants.secondary}>
          Read More<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
