/**
 * Paths that were not prerendered but that the browser can still resolve: `npm start` answers them
 * with the SPA fallback, which hydrates and lets the route decide (redirect, not-found view, or a
 * blog post published after the build). Every other unknown path gets the 404 page.
 *
 * The status is what crawlers see: an unknown product, gallery category or tour is a 404 even
 * though the browser then redirects or shows a not-found view; a blog post may exist after the
 * build, so 200.
 */
const clientResolvedRoutes: { pattern: RegExp; status: number }[] = [
  { pattern: /^\/products\/ice-bath\/[^/]+\/?$/, status: 404 },
  { pattern: /^\/products\/[^/]+\/?$/, status: 404 },
  { pattern: /^\/gallery\/category\/[^/]+\/?$/, status: 404 },
  { pattern: /^\/blog\/[^/]+\/?$/, status: 200 },
  // Every tour is prerendered: an unknown one shows "Tour not found".
  { pattern: /^\/tours\/[^/]+\/?$/, status: 404 },
];

/** The HTTP status to answer with the SPA fallback, or undefined when the path is simply unknown. */
export function clientResolvedStatus(path: string): number | undefined {
  return clientResolvedRoutes.find(({ pattern }) => pattern.test(path))?.status;
}
