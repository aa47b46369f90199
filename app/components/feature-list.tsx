import type { FeatureIconName } from "~/catalogue/schemas";

import { FeatureIcon } from "./feature-icon";

interface FeatureItem {
  title: string;
  description: string;
  icon: FeatureIconName;
}

/**
 * Features, benefits and inclusions: an icon, a short title and a sentence each, in a grid.
 * `beside` puts the icon to the left of the text; `above` stacks it over a fine rule.
 */
export function FeatureList({
  items,
  layout = "beside",
  ruled = layout === "above",
  className = "grid gap-10 sm:grid-cols-2",
  iconClassName = "text-cedar",
}: {
  items: readonly FeatureItem[];
  layout?: "beside" | "above";
  /** A birch rule above each item. */
  ruled?: boolean;
  /** The list's grid classes. */
  className?: string;
  iconClassName?: string;
}) {
  const rule = ruled ? "border-t border-birch pt-6" : "";
  return (
    <ul className={className}>
      {items.map((item) =>
        layout === "beside" ? (
          <li key={item.title} className={ruled ? `flex gap-5 ${rule}` : "flex gap-5"}>
            <FeatureIcon name={item.icon} className={`mt-1 shrink-0 ${iconClassName}`} />
            <div>
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </div>
          </li>
        ) : (
          <li key={item.title} className={rule}>
            <FeatureIcon name={item.icon} className={iconClassName} />
            <h3 className="mt-5 text-xl">{item.title}</h3>
            <p className="mt-3 text-muted">{item.description}</p>
          </li>
        ),
      )}
    </ul>
  );
}
