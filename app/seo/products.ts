/**
 * schema.org JSON-LD of what the business sells: a product page's `Product`, and the `ItemList` of
 * a page that lists several. Kept apart from `structured-data.ts`, whose site-wide nodes every page
 * loads, so that only the pages that show products carry this code.
 */
import type { Price } from "~/catalogue/range";
import { fallbackUrl, type ImageSource } from "~/images/image-source";
import { site } from "~/content/site";

import { absoluteUrl, businessId, type JsonLdNode } from "./structured-data";

export interface ProductFacts {
  name: string;
  description: string;
  /** The page that shows it; with a `#fragment` when it is one card of a list. */
  path: string;
  image: ImageSource;
  price: Price;
  /** Another maker's brand (a heater's); otherwise the product is the business's own. */
  brand?: string;
}

/**
 * A product, with an `Offer` when it has an indicative price: the page shows the same price line.
 * An item priced on request has no offer (a price of zero would be a false claim). A product made
 * by another maker carries that maker's brand and no claim that the business made it.
 */
export function productJsonLd({
  name,
  description,
  path,
  image,
  price,
  brand,
}: ProductFacts): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@type": "Product",
    "@id": url.includes("#") ? url : `${url}#product`,
    name,
    description,
    url,
    image: absoluteUrl(fallbackUrl(image)),
    brand: { "@type": "Brand", name: brand ?? site.name },
    ...(!brand && { manufacturer: { "@id": businessId } }),
    ...(price.kind === "from" && {
      offers: {
        "@type": "Offer",
        url,
        price: String(price.amount),
        priceCurrency: site.currency,
        availability: `https://schema.org/${price.availability}`,
        seller: { "@id": businessId },
      },
    }),
  };
}

/** A card of a range page: its anchor (the item's slug) and what its Product says. */
export type ListedProduct = Omit<ProductFacts, "path"> & { id: string };

/**
 * The products a range page lists, in its order, each at its card's address (`path#slug`). Offers
 * follow the same rule as on a product's own page: only where a price is shown.
 */
export function itemListJsonLd({
  name,
  path,
  items,
}: {
  name: string;
  path: string;
  items: readonly ListedProduct[];
}): JsonLdNode {
  return {
    "@type": "ItemList",
    "@id": `${absoluteUrl(path)}#list`,
    name,
    numberOfItems: items.length,
    itemListElement: items.map(({ id, ...product }, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: productJsonLd({ ...product, path: `${path}#${id}` }),
    })),
  };
}
