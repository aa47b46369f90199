/**
 * The route table: one line per page or generated file, with its path and what it shows.
 * `npx react-router routes` prints the tree; docs/architecture.md says how a page is built.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"), //                                 /        Home
  route("products", "routes/products.tsx"), //                 /products                    Saunas listing
  route("products/diy-sauna-kits", "routes/diy-kits.tsx"), //  /products/diy-sauna-kits  DIY sauna kits
  route("products/auroma-concentrates", "routes/aromas.tsx"), // /products/auroma-concentrates  Aroma concentrates
  route("products/accessories", "routes/accessories.tsx"), //  /products/accessories         Sauna accessories
  route("products/equipment", "routes/equipment.tsx"), //      /products/equipment           Equipment (heaters)
  route("products/:productSlug", "routes/product.tsx"), //     /products/{productSlug}      Sauna product detail
  route("products/ice-bath/:productSlug", "routes/ice-bath.tsx"), // /products/ice-bath/{productSlug}  Ice bath detail
  route("steam-rooms", "routes/steam-rooms.tsx"), //            /steam-rooms                  Steam rooms
  route("about", "routes/about.tsx"), //                       /about                       About
  route("gallery", "routes/gallery.tsx"), //                   /gallery                     Gallery overview
  // /gallery/category/{slug}: Gallery category, and Client 3D renderings (slug client-3d-renderings)
  route("gallery/category/:categorySlug", "routes/gallery-category.tsx"),
  route("blog", "routes/blog.tsx"), //                         /blog                        Blog list
  route("blog/:slug", "routes/blog-post.tsx"), //              /blog/{slug}                 Blog post
  route("contact", "routes/contact.tsx"), //                   /contact                     Contact form
  route("contact/thank-you", "routes/contact-thank-you.tsx"), // /contact/thank-you          Thank-you
  route("tours/:tourId", "routes/tour.tsx"), //                /tours/{tourId}              360° tour (bare page, framed by the tour viewer)

  // Files generated from the routes above, prerendered at build time.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("blog/rss.xml", "routes/blog-rss[.]xml.ts"),

  // Anything else: a real 404 page (npm start also answers with HTTP 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
