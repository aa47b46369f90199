/**
 * What a static host or CDN (Cloudflare Pages, Netlify) needs besides the files themselves, so that
 * it answers every address as `npm start` does:
 *
 * - **Flat page files.** React Router writes `/about` as `about/index.html`; these hosts serve such
 *   a page at `/about/` and redirect `/about` there (308), so every visit from search would cost a
 *   redirect and be served at an address other than its canonical one. `about.html` is served at
 *   `/about` itself, and both hosts redirect `/about/` and `/about.html` to it, as `npm start` does.
 * - **`_headers`.** Every response gets the base security headers; every page its own
 *   Content-Security-Policy (the hashes of its own inline scripts) and X-Frame-Options. The site-wide
 *   block carries the 404 page's, because a host serves `404.html` at any unknown address and
 *   matches header rules by address, not by file. Cloudflare joins the values of every matching
 *   rule into one header (two policies, both enforced), so each more specific block first detaches
 *   (`! Name`) what the broader ones set. Netlify lets the last matching rule win and skips the
 *   detach lines, so the same file serves both (scripts/static-host.test.ts reads it with
 *   Netlify's own parser). Files whose names carry a hash of their content may be kept for a year;
 *   in a build of drafts (behind the host's access control) every answer is for the browser's
 *   cache alone, and nothing but those files is kept at all.
 * - **`_redirects`.** Addresses the browser resolves itself that may hold a page after the build (a
 *   blog post published in the CMS) are rewritten to the SPA fallback with 200. Cloudflare applies
 *   a rewrite even where a file exists, so every file under such a pattern is first rewritten to
 *   itself. The 404 page's own address answers 404 (rewritten to a file that does not exist).
 */
import { parameterisedPatterns } from "../app/routing/paths";
import { immutableCache, noStoreCache } from "../server/cache-control";
import { pageAddress } from "../server/files";

/** The file a host serves for an address no file answers, and the SPA fallback, by file name. */
export const NOT_FOUND_FILE = "404.html";
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** The headers each page's block sets for itself; the others are the same on every response. */
const PER_PAGE = ["X-Frame-Options", "Content-Security-Policy"];

/** Cloudflare Pages reads at most this many rules from `_headers`, and ignores the rest. */
export const MAX_HEADER_RULES = 100;
/** ...and skips any line longer than this (a page's policy would then be detached, not set). */
export const MAX_HEADER_LINE = 2000;

type HeaderBlock = { path: string; headers: Record<string, string> };

/**
 * `_headers`, from the headers every response gets, those of the 404 page (the site-wide block),
 * of the SPA fallback (for the patterns it answers) and of each page, by address.
 */
export function headersFile({
  base,
  notFound,
  fallback,
  fallbackPatterns,
  pages,
  immutable,
  privateCache = false,
}: {
  base: Record<string, string>;
  notFound: Record<string, string>;
  fallback: Record<string, string>;
  fallbackPatterns: readonly string[];
  pages: readonly HeaderBlock[];
  /** Path patterns of files whose names carry a hash of their content. */
  immutable: readonly string[];
  /**
   * A build only some may see (the preview of drafts): no shared cache (a CDN, a proxy) may keep
   * any of it, and the browser's cache no page, as `npm start` serves it.
   */
  privateCache?: boolean;
}): string {
  const block = (path: string, headers: Record<string, string>, detach: boolean) =>
    [
      path,
      ...(detach ? Object.keys(headers).map((name) => `  ! ${name}`) : []),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const own = (headers: Record<string, string>) =>
    Object.fromEntries(PER_PAGE.map((name) => [name, headers[name]!]));
  // A host matches rules by address, and pages have no extension to match: the site-wide rule
  // keeps nothing, and the hashed files' own rules replace it.
  const everywhere: Record<string, string> = privateCache
    ? { "Cache-Control": noStoreCache(true) }
    : {};
  const blocks = [
    block("/*", { ...base, ...everywhere, ...own(notFound) }, false),
    ...immutable.map((path) =>
      block(path, { "Cache-Control": immutableCache(privateCache) }, privateCache),
    ),
    ...fallbackPatterns.map((pattern) => block(pattern, own(fallback), true)),
    ...pages.map(({ path, headers }) => block(path, own(headers), true)),
  ];
  const rules = blocks.length;
  if (rules > MAX_HEADER_RULES) {
    throw new Error(
      `_headers would have ${rules} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}, and pages beyond them would lose their own Content-Security-Policy.`,
    );
  }
  const long = blocks
    .flatMap((text) => text.split("\n"))
    .find((line) => line.length > MAX_HEADER_LINE);
  if (long) {
    throw new Error(
      `_headers would have a line of ${long.length} characters; Cloudflare Pages skips lines over ${MAX_HEADER_LINE}: ${long.slice(0, 80)}…`,
    );
  }
  return `${blocks.join("\n\n")}\n`;
}

/**
 * `_redirects`: the 404 page's own address answers 404; the files under each fallback pattern are
 * served as they are; any other address under a fallback pattern gets the SPA fallback, with 200.
 */
export function redirectsFile({
  notFoundAddress,
  fallbackPatterns,
  addresses,
}: {
  notFoundAddress: string;
  fallbackPatterns: readonly string[];
  /** Every address a file of the build answers (pages by their clean address). */
  addresses: readonly string[];
}): string {
  const fallback = pageAddress(SPA_FALLBACK_FILE);
  const underPattern = addresses.filter((address) =>
    fallbackPatterns.some((pattern) => patternMatches(pattern, address)),
  );
  // A page's file name moves to its address (Cloudflare would otherwise rewrite it first).
  const pages = underPattern.filter((address) => !/\.[a-z0-9]+$/i.test(address));
  const lines = [
    `${notFoundAddress} /__no-such-file 200`,
    ...pages.map((address) => `${address}.html ${address} 308`),
    ...underPattern.map((address) => `${address} ${address} 200`),
    ...fallbackPatterns.map((pattern) => `${pattern} ${fallback} 200`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Whether a `_redirects` pattern (`/blog/:slug`, one segment per placeholder) matches `path`. */
export function patternMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i]!.length > 0 : part === have[i]))
  );
}

/** Patterns the host answers with the SPA fallback: those whose pages may appear after the build. */
export function fallbackPatterns(mayExistAfterBuild: (pattern: string) => boolean): string[] {
  return parameterisedPatterns.filter(mayExistAfterBuild);
}
