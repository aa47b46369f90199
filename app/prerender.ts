/**
 * Every page that is prerendered to HTML at build time, and which of them belong in the sitemap.
 * Used by react-router.config.ts and by the sitemap route, so the two cannot drift apart. The
 * range's pages come from the registry (`catalogue/range.ts`), every path from `paths.ts`.
 */
import { allPosts } from "./blog/build-source.server";
import { galleryCategories } from "./catalogue/gallery";
import { builtRooms } from "./catalogue/projects";
import { range } from "./catalogue/range";
import { tours } from "./catalogue/tours";
import { OFFICE_IDS } from "./config/offices";
import { paths } from "./routing/paths";

/** Pages that search engines should index, in sitemap order. */
export async function indexablePaths(): Promise<string[]> {
  const pages = [
    paths.home,
    paths.products,
    paths.compare,
    // Each item's page, in the registry's order: the five saunas, the ice bath, the steam rooms,
    // the DIY kits, heaters, accessories and aromas (pages that list several items once).
    ...range.map((item) => item.path),
    paths.sizing,
    paths.about,
    paths.guides,
    paths.guideInstallation,
    paths.guideWarranty,
    paths.guideFaq,
    paths.gallery,
    ...galleryCategories.map((category) => paths.galleryCategory(category.slug)),
    ...builtRooms.map((room) => room.path),
    ...(await blogPaths()),
    paths.contact(),
    paths.privacy,
    ...OFFICE_IDS.map(paths.office),
    // The form only: its confirmation is a state of the same page, never a page of its own.
    paths.book,
  ];
  return [...new Set(pages)];
}

/** The blog list and every post published at build time (from Sanity or the embedded dataset). */
async function blogPaths(): Promise<string[]> {
  const posts = await allPosts();
  return [paths.blog, ...posts.map((post) => paths.blogPost(post.slug))];
}

/** The path whose prerendered HTML becomes `404.html` (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = paths.notFound;

export async function prerenderPaths(): Promise<string[]> {
  return [
    ...(await indexablePaths()),
    // The 360° tours' own pages: prerendered to be framed, kept out of the sitemap (noindex).
    ...tours.map((tour) => paths.tour(tour.id)),
    // Reached after sending an enquiry; noindex, so not in the sitemap.
    paths.thankYou,
    paths.notFound,
    paths.sitemap,
    paths.robots,
    paths.blogRss,
  ];
}
