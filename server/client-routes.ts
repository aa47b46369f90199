/**
 * Paths that were not prerendered but may still hold a page: a blog post published in the CMS
 * after the build. `npm start` answers them with the SPA fallback and 200 (the browser fetches the
 * post, or shows its not-found view), and the build's `_redirects` tells a static host to do the
 * same. Any other unknown path, including an unknown product, gallery category or tour, gets the
 * 404 page with 404, on every host; in the browser that route then takes over (see
 * `app/entry.client.tsx`).
 */
import { parameterisedPatterns, patternRegExp, patterns } from "../app/paths";

/** Patterns whose pages can appear after the build: only blog posts, published in the CMS. */
export const mayExistAfterBuild: readonly string[] = [patterns.blogPost];

const fallbackRoutes = parameterisedPatterns
  .filter((pattern) => mayExistAfterBuild.includes(pattern))
  .map((pattern) => patternRegExp(pattern));

/** Whether `path` is answered with the SPA fallback (and 200) rather than the 404 page. */
export function servedByFallback(path: string): boolean {
  return fallbackRoutes.some((pattern) => pattern.test(path));
}
