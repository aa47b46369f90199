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
import { parameterisedPatterns, patternRegExp, patterns } from "../app/paths";

/** Pages whose content can appear after the build: only blog posts, published in the CMS. */
const mayExistAfterBuild: readonly string[] = [patterns.blogPost];

const clientResolvedRoutes = parameterisedPatterns.map((pattern) => ({
  pattern: patternRegExp(pattern),
  status: mayExistAfterBuild.includes(pattern) ? 200 : 404,
}));

/** The HTTP status to answer with the SPA fallback, or undefined when the path is simply unknown. */
export function clientResolvedStatus(path: string): number | undefined {
  return clientResolvedRoutes.find(({ pattern }) => pattern.test(path))?.status;
}
