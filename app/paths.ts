/**
 * Every path of the site, spelled once. The route table (`routes.ts`) declares these patterns;
 * links, breadcrumbs, the prerender list, the sitemap, robots.txt, structured data and the
 * server's fallback patterns are all built from them. No other module writes a path literally,
 * so renaming a page is a change here and nowhere else (`paths.test.ts` checks the route table).
 *
 * Plain strings and functions with no imports at run time: the route table, the server and the
 * build scripts read this module as well as the pages.
 */
import type { EnquiryTopic } from "./catalogue/range";

/** The pattern of every page and generated file, as React Router matches it. */
export const patterns = {
  home: "/",
  products: "/products",
  // A static segment: React Router ranks it above `/products/:productSlug`, wherever it stands.
  compare: "/products/compare",
  diyKits: "/products/diy-sauna-kits",
  // The aroma page's address carries the original site's spelling, which search engines and
  // shared links already know; the page and its enquiry topic are called "aromas" everywhere else.
  aromas: "/products/auroma-concentrates",
  accessories: "/products/accessories",
  equipment: "/products/equipment",
  sauna: "/products/:productSlug",
  iceBath: "/products/ice-bath/:productSlug",
  steamRooms: "/steam-rooms",
  about: "/about",
  gallery: "/gallery",
  galleryCategory: "/gallery/category/:categorySlug",
  blog: "/blog",
  blogPost: "/blog/:slug",
  blogRss: "/blog/rss.xml",
  contact: "/contact",
  thankYou: "/contact/thank-you",
  tour: "/tours/:tourId",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** Prerendered and copied to `404.html`, which the server answers unknown paths with. */
  notFound: "/404",
} as const;

export type PageName = keyof typeof patterns;

/** The parameter names of a pattern: "/blog/:slug" gives "slug". */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each encoded as one path segment. */
export function fill<P extends string>(pattern: P, params: Record<ParamsOf<P>, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ""),
  );
}

const { sauna, iceBath, galleryCategory, blogPost, tour, contact, ...fixed } = patterns;

/** The address of a page; pages with parameters take them in order. */
export const paths = {
  ...fixed,
  sauna: (productSlug: string) => fill(sauna, { productSlug }),
  iceBath: (productSlug: string) => fill(iceBath, { productSlug }),
  galleryCategory: (categorySlug: string) => fill(galleryCategory, { categorySlug }),
  blogPost: (slug: string) => fill(blogPost, { slug }),
  tour: (tourId: string) => fill(tour, { tourId }),
  /** A collection's plan as a PDF (made at build time by scripts/plans/). */
  planPdf: (slug: string) => `/plans/${encodeURIComponent(slug)}-plan.pdf`,
  /** The comparison with these items chosen (`?items=`; see `catalogue/compare.ts`). */
  compareWith: (...slugs: string[]) =>
    `${fixed.compare}?${ITEMS_PARAM}=${slugs.map(encodeURIComponent).join(",")}`,
  /** The enquiry form, with what the visitor is asking about already chosen when given. */
  contact: (topic?: EnquiryTopic) => (topic ? `${contact}?${PRODUCT_PARAM}=${topic}` : contact),
} as const;

/** The query parameter that carries the items the comparison shows: `?items=aurora,loyly`. */
export const ITEMS_PARAM = "items";

/** The query parameter that tells the enquiry form what the visitor is asking about. */
export const PRODUCT_PARAM = "product";

/** A pattern as the route table writes it: relative to the root, no leading slash. */
export function routePath(pattern: string): string {
  return pattern.replace(/^\//, "");
}

/** A regular expression matching a pattern's paths, with or without a trailing slash. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** Patterns with a parameter, whose pages may exist beyond those prerendered. */
export const parameterisedPatterns = /* @__PURE__ */ withParameters();

/* @__NO_SIDE_EFFECTS__ */
function withParameters(): string[] {
  return Object.values(patterns).filter((pattern) => pattern.includes(":"));
}
