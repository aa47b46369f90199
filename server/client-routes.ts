/**
 * Paths that were not prerendered but that the browser can still resolve: `npm start` answers them
 * with the SPA fallback, which hydrates and lets the route decide (redirect, not-found view, or a
 * blog post published after the build). Every other unknown path gets the 404 page.
 *
 * The patterns are the route table's own (every pattern with a parameter in `app/paths.ts`). The
 * status is what crawlers see: an unknown product, gallery category or tour is a 404 even though
 * the browser then redirects or shows a not-found view; a blog post may exist after the build, so
 * 200.
 */
import { parameterisedPatterns, patterns } from "../app/paths";

/** Pages whose content can appear after the build: only blog posts, published in the CMS. */
const mayExistAfterBuild: readonly string[] = [patterns.blogPost];

const clientResolvedRoutes = parameterisedPatterns.map((pattern) => ({
  parts: pattern.split("/"),
  status: mayExistAfterBuild.includes(pattern) ? 200 : 404,
}));

/**
 * The HTTP status to answer with the SPA fallback, or undefined when the path is simply unknown.
 * The path is matched segment by segment, each decoded on its own, as the browser's router does:
 * "/blog/a%2Fb" is the blog post "a/b" (unknown, but the route's to say), not "/blog/a/b".
 */
export function clientResolvedStatus(path: string | readonly string[]): number | undefined {
  const given = typeof path === "string" ? path.split("/") : path;
  // One trailing slash is the same address.
  const segments = given.length > 2 && given.at(-1) === "" ? given.slice(0, -1) : given;
  return clientResolvedRoutes.find(
    ({ parts }) =>
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  )?.status;
}
