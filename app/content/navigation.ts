/**
 * The site's menu, shared by the desktop bar, the phone menu, the footer and the tests. Built from
 * the range's names (`app/content/range-core.ts`) and the paths (`app/routing/paths.ts`): a new collection or
 * ice bath appears here without an edit. Every page of the products section belongs in the products menu
 * (navigation.test.ts checks it).
 */
import { iceBaths, isDeveloperSauna, type SaunaSlug, saunaNames, saunaSlugs } from "./range-core";
import { paths } from "../routing/paths";

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; links: NavLink[] };
export type NavItem = NavLink & { groups?: NavGroup[] };

/**
 * The order the menu lists the collections in: the developer's built cabins with the glass-fronted
 * ones first, then those the business added (in the order it set), then the kits.
 */
const menuSaunaOrder: readonly SaunaSlug[] = [
  "aurora",
  "elysium",
  "loyly",
  "kaelis",
  ...saunaSlugs.filter((slug) => !isDeveloperSauna(slug)),
  "vakio",
];

export const mainNavigation: NavItem[] = [
  {
    label: "Our Products",
    href: paths.products,
    groups: [
      {
        label: "Sauna Collections",
        links: [
          ...menuSaunaOrder.map((slug) => ({ label: saunaNames[slug]!, href: paths.sauna(slug) })),
          { label: "DIY Sauna Kits", href: paths.diyKits },
          { label: "Compare the Collections", href: paths.compare },
        ],
      },
      {
        label: "Steam Rooms",
        links: [{ label: "Steam Rooms", href: paths.steamRooms }],
      },
      {
        label: "Ice Baths",
        links: iceBaths.map((bath) => ({ label: bath.name, href: paths.iceBath(bath.slug) })),
      },
      {
        label: "Customisation",
        links: [
          { label: "Equipment", href: paths.equipment },
          { label: "Heater Sizing", href: paths.sizing },
          { label: "Accessories", href: paths.accessories },
          { label: "Aroma Concentrates", href: paths.aromas },
        ],
      },
    ],
  },
  { label: "About Us", href: paths.about },
  { label: "Blog", href: paths.blog },
  { label: "Gallery", href: paths.gallery },
  { label: "Contact", href: paths.contact() },
];

/** Whether `href` is the current page, or (for a section such as /products) contains it. */
export function isCurrent(pathname: string, href: string, { section = false } = {}): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === href) return true;
  return section && href !== "/" && path.startsWith(`${href}/`);
}

/** Pages that belong to the "Our Products" section, for marking it as the current section. */
export const productSectionPaths = [paths.products, paths.steamRooms];
