/** Breadcrumb trails: one label per page, wherever a trail passes through it. */
import { paths } from "./paths";

/**
 * Each page's name in a breadcrumb trail (on the page and in its BreadcrumbList data): one label
 * per page, wherever a trail passes through it.
 */
export const pageLabels = {
  home: "Home",
  products: "Products",
  compare: "Compare",
  diyKits: "DIY Sauna Kits",
  aromas: "Aroma Concentrates",
  accessories: "Accessories",
  equipment: "Heaters",
  sizing: "Sizing",
  steamRooms: "Steam Rooms",
  gallery: "Gallery",
  blog: "Sauna Insights",
  guides: "Guides",
  guideInstallation: "Installation",
  guideWarranty: "Warranty and Care",
  guideFaq: "Questions and Answers",
  privacy: "Privacy",
  contact: "Contact",
  book: "Book a Visit",
} as const;

/** A step of a breadcrumb trail: a page's label and its path. */
export function crumb(page: keyof typeof pageLabels): { name: string; path: string } {
  return { name: pageLabels[page], path: page === "contact" ? paths.contact() : paths[page] };
}
