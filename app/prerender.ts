/**
 * Every page that is prerendered to HTML at build time, and which of them belong in the sitemap.
 * Used by react-router.config.ts and by the sitemap route, so the two cannot drift apart.
 */
import { allPosts } from "./blog/build-source.server";
import { RSS_PATH } from "./blog/config";
import { galleryCategories } from "./catalogue/gallery";
import { iceBaths } from "./catalogue/ice-baths";
import { saunas } from "./catalogue/saunas";
import { tours } from "./catalogue/tours";

/** Pages that search engines should index, in sitemap order. */
export async function indexablePaths(): Promise<string[]> {
  return [
    "/",
    "/products",
    "/products/diy-sauna-kits",
    ...saunas.map((sauna) => `/products/${sauna.slug}`),
    ...iceBaths.map((bath) => `/products/ice-bath/${bath.slug}`),
    "/products/auroma-concentrates",
    "/products/accessories",
    "/products/equipment",
    "/steam-rooms",
    "/about",
    "/gallery",
    ...galleryCategories.map((category) => `/gallery/${category.route}`),
    ...(await blogPaths()),
    "/contact",
  ];
}

/** The blog list and every post published at build time (from Sanity or the embedded dataset). */
async function blogPaths(): Promise<string[]> {
  const posts = await allPosts();
  return ["/blog", ...posts.map((post) => `/blog/${post.slug}`)];
}

/** The path whose prerendered HTML becomes `404.html` (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = "/404";

/** The 360° tours' own pages: prerendered to be framed, kept out of the sitemap (noindex). */
function tourPaths(): string[] {
  return tours.map((tour) => `/tours/${tour.id}`);
}

export async function prerenderPaths(): Promise<string[]> {
  return [
    ...(await indexablePaths()),
    ...tourPaths(),
    // Reached after sending an enquiry; noindex, so not in the sitemap.
    "/contact/thank-you",
    NOT_FOUND_PATH,
    "/sitemap.xml",
    "/robots.txt",
    RSS_PATH,
  ];
}
