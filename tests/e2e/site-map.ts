/**
 * The pages the hardening tests (security headers, faults) walk through, found rather than listed:
 * every page in the built sitemap, so a page that is added to the site (app/prerender.ts) is
 * covered without touching the tests. Pages that are deliberately kept out of the sitemap but
 * still served are listed once, in `PAGES_OUTSIDE_SITEMAP`.
 *
 * The sitemap is read from build/client when the tests are collected (`npm test` builds first);
 * security-headers.spec.ts checks that `npm start` serves the very same list.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const sitemapFile = fileURLToPath(new URL("../../build/client/sitemap.xml", import.meta.url));

/** The paths (`/products/aurora`) listed in a sitemap document, in order. */
export function sitemapPathsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
}

function readSitemap(): string[] {
  if (!existsSync(sitemapFile)) {
    throw new Error(
      `${sitemapFile} is missing: run \`npm run build\` before the end-to-end tests.`,
    );
  }
  const paths = sitemapPathsOf(readFileSync(sitemapFile, "utf8"));
  if (paths.length === 0) throw new Error(`${sitemapFile} lists no pages.`);
  return paths;
}

/** Every indexable page of the site. */
export const SITEMAP_PATHS: readonly string[] = readSitemap();

/**
 * Pages served with a 200 that are not in the sitemap on purpose: one of the bare 360° tour pages
 * (noindex; framed by the site's own pages, so their frame-ancestors is 'self').
 */
export const PAGES_OUTSIDE_SITEMAP: readonly string[] = ["/tours/aurora"];

/** Every page the hardening tests visit. */
export const ALL_PAGES: readonly string[] = [...SITEMAP_PATHS, ...PAGES_OUTSIDE_SITEMAP];

/**
 * Every page the build prerenders to HTML, sitemap or not (the tours' own pages, the thank-you
 * page), found in build/client: all but the 404 page and the shell for client-resolved paths.
 */
export const PRERENDERED_PAGES: readonly string[] = readdirSync(
  fileURLToPath(new URL("../../build/client", import.meta.url)),
  { recursive: true, encoding: "utf8" },
)
  .filter((file) => file.endsWith(".html") && !/^(404|__spa-fallback)\.html$/.test(file))
  .map((file) => `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`)
  .sort();

/** A hashed asset of the build (its name carries a content hash), for header and load tests. */
export function hashedAssetPath(): string {
  const html = readFileSync(
    fileURLToPath(new URL("../../build/client/index.html", import.meta.url)),
    "utf8",
  );
  const asset = /(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  if (!asset) throw new Error("build/client/index.html names no hashed asset.");
  return asset;
}
