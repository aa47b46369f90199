import type { ReactNode } from "react";

import { priceLine } from "~/catalogue/price";
import type { CatalogueItem } from "~/catalogue/schemas";

import { Picture } from "./picture";

/** A tile of the grid. Range items carry a price; other tiles (the timbers) do not. */
export type GridItem = Omit<CatalogueItem, "price"> & Partial<Pick<CatalogueItem, "price">>;

const layouts = {
  /** Small things, two across on a phone; four across on a desktop when three would leave one. */
  compact: {
    three: "grid-balanced-2 gap-x-5 sm:gap-x-8 md:grid-balanced-3",
    /** The space under each card: the rows between cards, which a subgrid cannot leave to gap. */
    below: "pb-10 sm:pb-14",
    /** The same taken back under the last row, so the grid ends where its cards do. */
    end: "-mb-10 sm:-mb-14",
    four: "lg:grid-balanced-4",
    sizes: "(min-width: 80rem) 24rem, (min-width: 48rem) 30vw, 45vw",
    sizesFour: "(min-width: 80rem) 18rem, (min-width: 64rem) 22vw, (min-width: 48rem) 30vw, 45vw",
  },
  /** Cards with figures under the words: one across on a phone, two on a tablet, three beyond. */
  detailed: {
    three: "grid sm:grid-balanced-2 sm:gap-x-8 lg:grid-balanced-3 lg:gap-x-10",
    below: "pb-14",
    end: "-mb-14",
    four: "",
    sizes: "(min-width: 80rem) 24rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 92vw",
    sizesFour: "",
  },
} as const;

/**
 * A grid of catalogue items (accessories, heaters, aromas, timbers): picture, name, price line when
 * the item has one, a few words, and any figures the page adds (`details`). Each card spans the
 * grid's rows (subgrid), so across a row the names, prices, words and figures start on one line
 * whatever wraps above them. The grid has no row gap (a subgrid would share it between a card's
 * own rows): each card keeps its space below itself instead. `anchored` gives each card its item's
 * slug as its id, so that `page#slug` links to it.
 */
export function ItemGrid<T extends GridItem>({
  items,
  label,
  aspect = "aspect-4/5",
  layout = "compact",
  priority = true,
  anchored = false,
  details,
  priceTerms,
  className = "",
}: {
  items: readonly T[];
  label?: string;
  aspect?: "aspect-4/5" | "aspect-3/2";
  layout?: keyof typeof layouts;
  /** Whether the first picture is above the fold, to be fetched first. */
  priority?: boolean;
  anchored?: boolean;
  /** What a card shows under its words (a heater's figures). */
  details?: (item: T) => ReactNode;
  /** The short line under each "from" price: what it includes. */
  priceTerms?: string;
  className?: string;
}) {
  const grid = layouts[layout];
  const four = layout === "compact" && items.length % 3 === 1;
  const priced = items.some((item) => item.price);
  const rows = 3 + (priced ? 1 : 0) + (details ? 1 : 0);
  return (
    <ul
      aria-label={label}
      className={`${grid.three} ${four ? grid.four : ""} ${grid.end} ${className}`}
    >
      {items.map((item, i) => (
        <li
          key={item.id}
          id={anchored ? item.id : undefined}
          className={`grid grid-rows-subgrid ${rowSpans[rows]}`}
        >
          <div className="overflow-hidden rounded-sm bg-linen">
            <Picture
              image={item.image.image}
              alt={item.image.alt}
              sizes={four ? grid.sizesFour : grid.sizes}
              priority={priority && i === 0}
              className={`${aspect} w-full object-cover`}
            />
          </div>
          <h3 className="mt-4 text-xl sm:mt-6 sm:text-2xl">{item.name}</h3>
          {priced && (
            <div className="mt-1">
              <p className="text-sm tracking-wide">{item.price && priceLine(item.price)}</p>
              {priceTerms && item.price?.kind === "from" ? (
                <p data-price-terms className="mt-1 text-sm text-muted">
                  {priceTerms}
                </p>
              ) : null}
            </div>
          )}
          <p className={`mt-3 text-sm/6 text-muted sm:text-base/7 ${details ? "" : grid.below}`}>
            {item.description}
          </p>
          {details && <div className={`mt-6 ${grid.below}`}>{details(item)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** Rows a card spans: picture, name, price line, words, figures (written out for Tailwind). */
const rowSpans: Record<number, string> = { 3: "row-span-3", 4: "row-span-4", 5: "row-span-5" };
