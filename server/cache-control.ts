/**
 * The Cache-Control values the site's answers carry, in one place for `npm start` and the static
 * hosts' `_headers`. With `privateCache` (the preview of drafts, which only its editors may see)
 * each is for the browser's cache alone: no CDN or proxy in front may keep it.
 */

/** What no cache may keep: the small answers, and a preview's pages. */
export function noStoreCache(privateCache = false): string {
  return privateCache ? "private, no-store" : "no-store";
}

/** A file whose name carries a hash of its content: kept for a year. */
export function immutableCache(privateCache = false): string {
  return `${privateCache ? "private" : "public"}, max-age=31536000, immutable`;
}
