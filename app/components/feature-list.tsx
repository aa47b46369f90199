import type { FeatureIconName } from "~/catalogue/schemas";

import { FeatureIcon } from "./feature-icon";

interface FeatureItem {
  title: string;
  description: string;
  icon: FeatureIconName;
}

const wideColumns = { 2: "", 3: "lg:grid-balanced-3", 4: "lg:grid-balanced-4" } as const;

/**
 * Features, benefits and inclusions: an icon, a short title and a sentence each, in a grid of two
 * columns (the items are short enough for two even on a phone) or more on a desktop. `beside` puts
 * the icon to the left of the text where there is room; `above` stacks it over a fine rule.
 */
export function FeatureList({
  items,
  layout = "beside",
  ruled = layout === "above",
  columns = 2,
  className = "",
  iconClassName = "text-cedar",
}: {
  items: readonly FeatureItem[];
  layout?: "beside" | "above";
  /** A birch rule above each item. */
  ruled?: boolean;
  /** Columns on a desktop. */
  columns?: keyof typeof wideColumns;
  /** Further classes for the list, such as its margin. */
  className?: string;
  iconClassName?: string;
}) {
  const rule = ruled ? "border-t border-birch pt-6" : "";
  return (
    <ul
      className={`grid-balanced-2 gap-x-5 gap-y-10 sm:gap-x-10 ${wideColumns[columns]} ${className}`}
    >
      {items.map((item) =>
        layout === "beside" ? (
          <li key={item.title} className={`flex flex-col gap-4 sm:flex-row sm:gap-5 ${rule}`}>
            <FeatureIcon name={item.icon} className={`shrink-0 sm:mt-1 ${iconClassName}`} />
            <div>
              <h3 className="text-lg sm:text-xl">{item.title}</h3>
              <p className="mt-2 text-sm/6 text-muted sm:text-base/7">{item.description}</p>
            </div>
          </li>
        ) : (
          <li key={item.title} className={rule}>
            <FeatureIcon name={item.icon} className={iconClassName} />
            <h3 className="mt-4 text-lg sm:mt-5 sm:text-xl">{item.title}</h3>
            <p className="mt-2 text-sm/6 text-muted sm:mt-3 sm:text-base/7">{item.description}</p>
          </li>
        ),
      )}
    </ul>
  );
}
