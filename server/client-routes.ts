/**
 * Paths that were not prerendered but may still hold a page: a blog post published in the CMS
 * after the build. `npm start` answers them with the SPA fallback and 200 (the browser fetches the
 * post, or shows its not-found view), and the build's `_redirects` tells a static host to do the
 * same. Any other unknown path, including an unknown product, gallery category or tour, gets the
 * 404 page with 404, on every host; in the browser that route then takes over (see
 * `app/routes/not-found.tsx`).
 */
import { parameterisedPatterns, patterns } from "../app/routing/paths";

/** Patterns whose pages can appear after the build: only blog posts, published in the CMS. */
export const mayExistAfterBuild: readonly string[] = [patterns.blogPost];

const fallbackRoutes = parameterisedPatterns
  .filter((pattern) => mayExistAfterBuild.includes(pattern))
  .map((pattern) => pattern.split("/"));

/**
 * Whether `path` is answered with the SPA fallback (and 200) rather than the 404 page. The path
 * is matched segment by segment, each decoded on its own, as the browser's router and a static
 * host's `_redirects` do: "/blog/a%2Fb" is the blog post "a/b" (unknown, but the route's to say),
 * not "/blog/a/b".
 */
export function servedByFallback(path: string | readonly string[]): boolean {
  // Exactly the pattern's segments, as a static host's `_redirects` matches them: "/blog/x/" is
  // not "/blog/x" (a known post's address moves there; an unknown one is unknown).
  const segments = typeof path === "string" ? path.split("/") : path;
  return fallbackRoutes.some(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
}
