/**
 * What the pages show, read from the sources the build reads: the catalogue's data, and the blog's
 * embedded dataset through the blog's own queries. Specs compare the pages with these instead of
 * repeating names, prices, sizes, captions and posts, so content can change without touching them.
 */
import { runQuery } from "../../app/dataset/embedded";
import { readDataset } from "../../app/dataset/embedded-files.server";
import { ALL_POSTS_QUERY, POST_QUERY } from "../../app/blog/queries";
import { type Post, postListSchema, postSchema, type PostSummary } from "../../app/blog/schemas";

export { accessories } from "../../app/catalogue/accessories";
export { aromas } from "../../app/catalogue/aromas";
export { customers } from "../../app/content/generated/proof";
export { diyKits, kitFootprint, kitInclusions } from "../../app/catalogue/diy-kits";
export { galleryCategories, galleryExtras } from "../../app/catalogue/gallery";
export { healthBenefits } from "../../app/catalogue/health-benefits";
export { heaterBrand, heaters } from "../../app/catalogue/heaters";
export { iceBathConstants, iceBaths } from "../../app/catalogue/ice-baths";
export { priceLine } from "../../app/catalogue/price";
export { otherInterests } from "../../app/catalogue/range";
export { saunas } from "../../app/catalogue/saunas";
export { steamBenefits, steamFeatures, steamRoomCards } from "../../app/catalogue/steam-rooms";
export { clientTours, tours } from "../../app/catalogue/tours";
export { timbers, timbersByIds } from "../../app/catalogue/woods";
export { formatDate, formatReadingTime } from "../../app/format/dates";
export { PAGE_SIZE } from "../../app/blog/queries";

/** The embedded blog's published posts, newest first, as the build lists them. */
export async function publishedPosts(): Promise<PostSummary[]> {
  return postListSchema.parse(await runQuery(readDataset(), ALL_POSTS_QUERY));
}

/** One post with its body, as its page is built. */
export async function publishedPost(slug: string): Promise<Post> {
  return postSchema.parse(await runQuery(readDataset(), POST_QUERY, { slug }));
}

/** Text as a page shows it, with the non-breaking spaces of en-ZA numbers made plain. */
export function plain(text: string): string {
  return text.replace(/\s/g, " ");
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches exactly `text`, for filters that take a pattern (`hasText`). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escaped(text)}$`);
}

/** Matches what begins with `text`, e.g. a link's name followed by "(opens in a new tab)". */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escaped(text)}`);
}

/** HTML as text: the entities React writes in prerendered pages, decoded. */
export function decodeEntities(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
