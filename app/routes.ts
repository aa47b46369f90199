/**
 * The route table: one line per page or generated file, with what it shows. The paths themselves
 * are spelled once, in `paths.ts`. `npx react-router routes` prints the tree; docs/architecture.md
 * says how a page is built.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { OFFICE_IDS } from "./config/offices";
import { paths, patterns, routePath } from "./routing/paths";

const at = (pattern: string, file: string, id?: string) =>
  route(routePath(pattern), file, id ? { id } : {});

export default [
  index("routes/home.tsx"), //                          Home
  at(patterns.products, "routes/products.tsx"), //      Saunas listing
  at(patterns.compare, "routes/compare.tsx"), //        The collections side by side
  at(patterns.diyKits, "routes/diy-kits.tsx"), //       DIY sauna kits
  at(patterns.aromas, "routes/aromas.tsx"), //          Aroma concentrates
  at(patterns.accessories, "routes/accessories.tsx"), // Sauna accessories
  at(patterns.equipment, "routes/equipment.tsx"), //    Equipment (heaters)
  at(patterns.sizing, "routes/sizing.tsx"), //          Sauna and heater sizing calculator
  at(patterns.sauna, "routes/product.tsx"), //          Sauna product detail
  at(patterns.iceBath, "routes/ice-bath.tsx"), //       Ice bath detail
  at(patterns.steamRooms, "routes/steam-rooms.tsx"), // Steam rooms
  at(patterns.about, "routes/about.tsx"), //            About
  at(patterns.guides, "routes/guides.tsx"), //          Guides: the index of the three
  at(patterns.guideInstallation, "routes/guide-installation.tsx"), // Installation, step by step
  at(patterns.guideWarranty, "routes/guide-warranty.tsx"), // Warranty and after-care
  at(patterns.guideFaq, "routes/guide-faq.tsx"), //     Questions and answers
  at(patterns.gallery, "routes/gallery.tsx"), //        Gallery overview
  // A gallery category, and the clients' 3D renderings (slug client-3d-renderings)
  at(patterns.galleryCategory, "routes/gallery-category.tsx"),
  at(patterns.galleryProject, "routes/gallery-project.tsx"), // A room we built

  at(patterns.blog, "routes/blog.tsx"), //              Blog list
  at(patterns.blogPost, "routes/blog-post.tsx"), //     Blog post
  at(patterns.contact, "routes/contact.tsx"), //        Contact form
  at(patterns.thankYou, "routes/contact-thank-you.tsx"), // Thank-you
  at(patterns.privacy, "routes/privacy.tsx"), //        Privacy: what the site collects and why (POPIA)
  // Each office's page: one module, a route per office (any other /contact/{x} is the 404 page).
  ...OFFICE_IDS.map((id) => at(paths.office(id), "routes/office.tsx", `routes/office-${id}`)),
  at(patterns.book, "routes/contact-book.tsx"), //      Book a consultation (and its confirmation)
  at(patterns.tour, "routes/tour.tsx"), //              360° tour (bare page, framed by the tour viewer)

  // Files generated from the routes above, prerendered at build time.
  at(patterns.sitemap, "routes/sitemap[.]xml.ts"),
  at(patterns.robots, "routes/robots[.]txt.ts"),
  at(patterns.blogRss, "routes/blog-rss[.]xml.ts"),

  // Anything else: a real 404 page (npm start also answers with HTTP 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
