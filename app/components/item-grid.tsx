import type { CatalogueItem } from "~/catalogue/schemas";

import { Picture } from "./picture";

/**
 * A grid of catalogue items (accessories, heaters, aromas, timbers): picture, name and a few
 * words. Two across on a phone, since the items are small; on a desktop four across when three
 * would leave a short last row of one (seven aromas), otherwise three.
 */
export function ItemGrid({
  items,
  label,
  aspect = "aspect-4/5",
  priority = true,
  className = "",
}: {
  /** Range items carry a price; other tiles (the timbers) do not. */
  items: readonly (Omit<CatalogueItem, "price"> & Partial<Pick<CatalogueItem, "price">>)[];
  label?: string;
  aspect?: "aspect-4/5" | "aspect-3/2";
  /** Whether the first picture is above the fold, to be fetched first. */
  priority?: boolean;
  className?: string;
}) {
  const four = items.length % 3 === 1;
  return (
    <ul
      aria-label={label}
      className={`grid-balanced-2 gap-x-5 gap-y-10 sm:gap-x-8 sm:gap-y-14 md:grid-balanced-3 ${
        four ? "lg:grid-balanced-4" : ""
      } ${className}`}
    >
      {items.map((item, i) => (
        <li key={item.id} id={item.id} className="scroll-mt-32">
          <div className="overflow-hidden rounded-sm bg-linen">
            <Picture
              image={item.image.image}
              alt={item.image.alt}
              sizes={
                four
                  ? "(min-width: 80rem) 18rem, (min-width: 64rem) 22vw, (min-width: 48rem) 30vw, 45vw"
                  : "(min-width: 80rem) 24rem, (min-width: 48rem) 30vw, 45vw"
              }
              priority={priority && i === 0}
              className={`${aspect} w-full object-cover`}
            />
          </div>
          <h3 className="mt-4 text-xl sm:mt-6 sm:text-2xl">{item.name}</h3>
          <p className="mt-2 text-sm/6 text-muted sm:text-base/7">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
