/** The site's menu, shared by the desktop bar, the phone menu and the tests. */

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; links: NavLink[] };
export type NavItem = NavLink & { groups?: NavGroup[] };

export const mainNavigation: NavItem[] = [
  {
    label: "Our Products",
    href: "/products",
    groups: [
      {
        label: "Sauna Collections",
        links: [
          { label: "Aurora", href: "/products/aurora" },
          { label: "Elysium", href: "/products/elysium" },
          { label: "Loyly", href: "/products/loyly" },
          { label: "Kaelis", href: "/products/kaelis" },
          { label: "Vakio", href: "/products/vakio" },
        ],
      },
      { label: "Steam Rooms", links: [{ label: "Steam Rooms", href: "/steam-rooms" }] },
      {
        label: "Ice Baths",
        links: [{ label: "Premium Ice Bath", href: "/products/ice-bath/premium-ice-bath" }],
      },
      {
        label: "Customization",
        links: [
          { label: "Equipment", href: "/products/equipment" },
          { label: "Accessories", href: "/products/accessories" },
        ],
      },
    ],
  },
  { label: "About Us", href: "/about" },
  { label: "Blog", href: "/blog" },
  { label: "Gallery", href: "/gallery" },
  { label: "Contact", href: "/contact" },
];

/** Whether `href` is the current page, or (for a section such as /products) contains it. */
export function isCurrent(pathname: string, href: string, { section = false } = {}): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === href) return true;
  return section && href !== "/" && path.startsWith(`${href}/`);
}

/** Pages that belong to the "Our Products" section, for marking it as the current section. */
export const productSectionPaths = ["/products", "/steam-rooms"];
