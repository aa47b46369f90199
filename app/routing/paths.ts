/**
 * Every path of the site, spelled once. The route table (`routes.ts`) declares its patterns;
 * links, breadcrumbs, the prerender list, the sitemap, robots.txt, structured data and the
 * server's fallback patterns are all built from them. No other module writes a path literally,
 * so renaming a page is a change here and nowhere else (`paths.test.ts` checks the route table).
 *
 * Plain strings and functions with no imports at run time but the showrooms' ids (plain data
 * too): the route table, the server and the build scripts read this module as well as the pages.
 */
import type { EnquiryTopic } from "../catalogue/range";
import { OFFICE_IDS, type OfficeId } from "../config/offices";

/** The pages and files whose address has no parameter. */
const fixed = {
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
  sizing: "/products/sizing",
  steamRooms: "/steam-rooms",
  about: "/about",
  guides: "/guides",
  guideInstallation: "/guides/installation",
  guideWarranty: "/guides/warranty-and-care",
  guideFaq: "/guides/faq",
  gallery: "/gallery",
  blog: "/blog",
  blogRss: "/blog/rss.xml",
  thankYou: "/contact/thank-you",
  privacy: "/privacy",
  /** Booking a consultation: a showroom visit, a site survey or a video call. */
  book: "/contact/book",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** Prerendered and copied to `404.html`, which the server answers unknown paths with. */
  notFound: "/404",
} as const;

/**
 * The pages with parameters, each spelled once as a function of its parameters' path segments:
 * `paths` calls it with encoded values, `patterns` with React Router's `:name` placeholders.
 */
const segments = {
  sauna: (productSlug: string) => `/products/${productSlug}`,
  iceBath: (productSlug: string) => `/products/ice-bath/${productSlug}`,
  galleryCategory: (categorySlug: string) => `/gallery/category/${categorySlug}`,
  /** A room the business built (from the content studio). */
  galleryProject: (projectSlug: string) => `/gallery/project/${projectSlug}`,
  blogPost: (slug: string) => `/blog/${slug}`,
  tour: (tourId: string) => `/tours/${tourId}`,
};

const CONTACT = "/contact";

/** The address of a page; pages with parameters take them, each encoded as one path segment. */
export const paths = {
  ...fixed,
  sauna: (productSlug: string) => segments.sauna(encodeURIComponent(productSlug)),
  iceBath: (productSlug: string) => segments.iceBath(encodeURIComponent(productSlug)),
  galleryCategory: (categorySlug: string) =>
    segments.galleryCategory(encodeURIComponent(categorySlug)),
  galleryProject: (projectSlug: string) => segments.galleryProject(encodeURIComponent(projectSlug)),
  blogPost: (slug: string) => segments.blogPost(encodeURIComponent(slug)),
  tour: (tourId: string) => segments.tour(encodeURIComponent(tourId)),
  /** A showroom's page, a route of its own: any other `/contact/{x}` is the 404 page. */
  office: (id: OfficeId) => `${CONTACT}/${id}`,
  /** A collection's plan as a PDF (made at build time by scripts/plans/). */
  planPdf: (slug: string) => `/plans/${encodeURIComponent(slug)}-plan.pdf`,
  /** A collection's one-page spec sheet, and the brochure of the range (scripts/brochure/). */
  specSheet: (slug: string) => `/spec-sheets/${encodeURIComponent(slug)}.pdf`,
  brochure: "/brochure/range.pdf",
  // A sauna's AR files (/models/{slug}.glb and .usdz) are spelled in studio/ar-paths.ts, out of
  // this object, which every page loads: only the sauna page and the build need them.
  /** The comparison with these items chosen (`?items=`; see `catalogue/compare.ts`). */
  compareWith: (...slugs: string[]) =>
    `${fixed.compare}?${ITEMS_PARAM}=${slugs.map(encodeURIComponent).join(",")}`,
  /** The sizing calculator, with the room filled from one of our collections. */
  sizingFor: (productSlug: string) =>
    `${fixed.sizing}?${MODEL_PARAM}=${encodeURIComponent(productSlug)}`,
  /**
   * The enquiry form, with what the visitor is asking about already chosen when given, and a note
   * for its message that the form writes in while the message is empty (cut there to the
   * message's limit, as any link's note is).
   */
  contact: (topic?: EnquiryTopic, note?: string) => {
    const query = new URLSearchParams();
    if (topic) query.set(PRODUCT_PARAM, topic);
    if (note) query.set(NOTE_PARAM, note);
    const search = query.toString();
    return search ? `${CONTACT}?${search}` : CONTACT;
  },
} as const;

/**
 * The pattern of every page and generated file, as React Router matches it: the route table
 * declares these, and the server's fallback matches the ones with parameters.
 */
export const patterns = /* @__PURE__ */ routePatterns();

/* @__NO_SIDE_EFFECTS__ */
function routePatterns() {
  return {
    ...fixed,
    contact: CONTACT,
    sauna: segments.sauna(":productSlug"),
    iceBath: segments.iceBath(":productSlug"),
    galleryCategory: segments.galleryCategory(":categorySlug"),
    galleryProject: segments.galleryProject(":projectSlug"),
    blogPost: segments.blogPost(":slug"),
    tour: segments.tour(":tourId"),
    ...(Object.fromEntries(OFFICE_IDS.map((id) => [`office-${id}`, paths.office(id)])) as Record<
      `office-${OfficeId}`,
      string
    >),
  } as const;
}

export type PageName = keyof typeof patterns;

/** The query parameter that carries the items the comparison shows: `?items=aurora,loyly`. */
export const ITEMS_PARAM = "items";
/** The query parameter that tells the enquiry form what the visitor is asking about. */
export const PRODUCT_PARAM = "product";
/** The query parameter that fills the sizing calculator's room from one of our collections. */
export const MODEL_PARAM = "model";
/** The query parameter of a note for the enquiry's message. */
export const NOTE_PARAM = "note";

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
