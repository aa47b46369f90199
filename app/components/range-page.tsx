import type { ComponentProps, ReactNode } from "react";

import { indicativeNote, showsFigures } from "~/catalogue/price";
import { includesLine, termsText } from "~/catalogue/price-terms";
import type { RangeKind } from "~/content/range-core";
import type { CatalogueItem } from "~/catalogue/schemas";
import { itemListJsonLd } from "~/seo/products";
import type { JsonLdNode } from "~/seo/structured-data";

import { CallToAction } from "./call-to-action";
import { ItemGrid } from "./item-grid";
import { PageIntro } from "./page-intro";

/**
 * A page of one part of the range (accessories, heaters, aroma concentrates): an introduction, the
 * grid of items, each with its price line and its slug as its anchor, a quiet note under the grid
 * (prices are indicative, and whatever else the page must say once), and the closing call to
 * action.
 */
export function RangePage<T extends CatalogueItem>({
  kind,
  intro,
  items,
  list,
  details,
  layout,
  notes,
  closing,
}: {
  /** The part of the range: what its prices include, and how soon, follow from it. */
  kind: RangeKind;
  intro: { eyebrow: string; title: string; lead: ReactNode; actions?: ReactNode };
  items: readonly T[];
  /** The grid's accessible name, and the heading screen readers find it under. */
  list: { label: string; heading: string };
  /** What a card shows under its words (a heater's figures). */
  details?: (item: T) => ReactNode;
  layout?: ComponentProps<typeof ItemGrid>["layout"];
  /** Further quiet lines under the grid. */
  notes?: ReactNode;
  closing: ComponentProps<typeof CallToAction>;
}) {
  const indicative = showsFigures(items.map((item) => item.price));
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title}>
        {intro.lead}
        {intro.actions && (
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">{intro.actions}</div>
        )}
      </PageIntro>
      <section aria-labelledby="range-heading" className="container-content pb-24 lg:pb-36">
        <h2 id="range-heading" className="sr-only">
          {list.heading}
        </h2>
        <ItemGrid
          items={items}
          label={list.label}
          layout={layout}
          details={details}
          priceTerms={indicative ? includesLine(kind) : undefined}
          anchored
        />
        {(indicative || notes) && (
          <div className="mt-16 border-t border-birch pt-6 text-sm/6 text-muted sm:mt-20">
            <div className="max-w-prose space-y-1">
              {indicative && (
                <p>
                  {termsText(kind)} {indicativeNote("several")}
                </p>
              )}
              {notes}
            </div>
          </div>
        )}
      </section>
      <CallToAction {...closing} />
    </>
  );
}

/**
 * A range page's structured data: its cards as an `ItemList` of products, each at its anchor,
 * with an `Offer` only where the card shows a price. `brand` names another maker (the heaters').
 */
export function rangeJsonLd({
  name,
  path,
  items,
  brand,
}: {
  name: string;
  path: string;
  items: readonly CatalogueItem[];
  brand?: string;
}): JsonLdNode {
  return itemListJsonLd({
    name,
    path,
    items: items.map(({ id, name, description, image, price }) => ({
      id,
      name,
      description,
      image: image.image,
      price,
      brand,
    })),
  });
}
