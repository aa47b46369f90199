import type { CatalogueItem } from "~/catalogue/schemas";

import { Picture } from "./picture";

/** A grid of catalogue items (accessories, heaters, aromas): picture, name and a few words. */
export function ItemGrid({ items, label }: { items: readonly CatalogueItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.id}>
          <div className="overflow-hidden rounded-sm bg-linen">
            <Picture
              image={item.image.image}
              alt={item.image.alt}
              sizes="(min-width: 80rem) 24rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 92vw"
              priority={i === 0}
              className="aspect-4/5 w-full object-cover"
            />
          </div>
          <h3 className="mt-6 text-2xl">{item.name}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
