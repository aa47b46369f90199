/**
 * The route table. One line per row of the specification's route table (SPEC §2); rows are added
 * as their screens are built, and `npx react-router routes` prints the tree.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"), //                                 /        Home
  route("about", "routes/about.tsx"), //                       /about   About

  // Files generated from the routes above, prerendered at build time.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // Anything else: a real 404 page (npm start also answers with HTTP 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
