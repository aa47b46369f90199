/**
 * The collections on show in a showroom, as its page lists them: each item's name, its page, and
 * the picture its card shows on the range's pages, with that picture's own alternative text.
 * Read by the showroom page's loader at build time, so the catalogue never reaches the page's
 * JavaScript: the page receives these few fields.
 */
import { iceBaths } from "~/catalogue/ice-baths";
import { range } from "~/catalogue/range";
import { saunas } from "~/catalogue/saunas";
import type { ImageSource } from "~/images/image-source";

export interface OnShowCard {
  slug: string;
  name: string;
  /** "Sauna collection", "Ice bath". */
  kind: string;
  path: string;
  image: ImageSource;
  alt: string;
}

const kindNames: Record<string, string> = { sauna: "Sauna collection", "ice-bath": "Ice bath" };

/** The cards of the items on show, in the editor's order; throws on a slug the range lacks. */
export function onShowCards(slugs: readonly string[]): OnShowCard[] {
  return slugs.map((slug) => {
    const item = range.find((one) => one.slug === slug);
    const picture =
      saunas.find((sauna) => sauna.slug === slug)?.image ??
      iceBaths.find((bath) => bath.slug === slug)?.images[0];
    if (!item || !picture || !kindNames[item.kind])
      throw new Error(`A showroom lists "${slug}", which is not a collection of the range.`);
    return {
      slug,
      name: item.name,
      kind: kindNames[item.kind]!,
      path: item.path,
      image: picture.image,
      alt: picture.alt,
    };
  });
}
