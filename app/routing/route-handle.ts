/** What a route module may declare in its `handle` export for the site shell. */
export type RouteHandle = {
  /** The page opens with a dark full-bleed hero: the header starts with light text over it. */
  hero?: "dark";
  /** The page stands alone, without the site's header and footer (a 360° tour, shown in frames). */
  bare?: boolean;
};
