import { Link, useLocation } from "react-router";
import { paths } from "~/routing/paths";

import { isCurrent } from "~/content/navigation";

const sections = [
  { to: paths.products, label: "Saunas" },
  { to: paths.steamRooms, label: "Steam Rooms" },
];

/**
 * The Saunas / Steam Rooms pair at the top of both listings. They are links to two
 * pages, not tabs in a page, so they are a navigation with the current page marked.
 */
export function ProductSectionsNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Product ranges"
      className="inline-flex gap-1 rounded-xs border border-birch p-1"
    >
      {sections.map((section) => {
        const current = isCurrent(pathname, section.to);
        return (
          <Link
            key={section.to}
            to={section.to}
            aria-current={current ? "page" : undefined}
            className={`rounded-xs px-5 py-2.5 text-sm font-medium tracking-wide transition-colors ${
              current ? "bg-ink text-stone" : "text-muted hover:text-ink"
            }`}
          >
            {section.label}
          </Link>
        );
      })}
    </nav>
  );
}
