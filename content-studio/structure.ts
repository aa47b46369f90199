/**
 * The Studio's desk: the content grouped as the business thinks of it rather than as one list of
 * document types: the range (each item's price and photograph, what prices include, and the rule
 * the configurator prices a design by), the
 * gallery's photographs and the rooms we built, proof (who the clients are and what they say), the guides' figures, their words and
 * the business's own questions and answers, the
 * showrooms and contact details, the blog.
 */
import type { StructureResolver } from "sanity/structure";

import { FAQ_WORDS } from "./rules/faq";
import { GUIDE_WORDS } from "./rules/guides";
import { PAGES, pageWordsId } from "./rules/pages";
import { PRIVACY_WORDS } from "./rules/privacy";
import { ADDED_KINDS, type RangeKind, STUDIO_RANGE } from "./rules/range";
import { TIMBER_WORDS } from "./rules/timbers";
import { TOUR_WORDS } from "./rules/tours";

/** The range's kinds, in the order the site's menu shows them. */
const RANGE_GROUPS: { title: string; kind: RangeKind }[] = [
  { title: "Sauna collections", kind: "sauna" },
  { title: "DIY kits", kind: "diy-kit" },
  { title: "Steam rooms", kind: "steam-room" },
  { title: "Ice baths", kind: "ice-bath" },
  { title: "Heaters", kind: "heater" },
  { title: "Accessories", kind: "accessory" },
  { title: "Aromas", kind: "aroma" },
];

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .id("site-build")
        .title("Live site")
        .child(S.document().schemaType("siteBuild").documentId("site-build")),
      S.divider(),
      S.listItem()
        .title("Range: prices and photographs")
        .schemaType("rangeItem")
        .child(
          S.list()
            .title("Range")
            .items([
              ...RANGE_GROUPS.map(({ title, kind }) =>
                S.listItem()
                  .title(title)
                  .schemaType("rangeItem")
                  .child(
                    // The business's own kinds by the kind each document holds (a new heater
                    // or collection appears with the others); the developer's items by their
                    // slugs. The group's "new" button adds an item of its kind, where the
                    // business may add one.
                    S.documentTypeList("rangeItem")
                      .title(title)
                      .filter('_type == "rangeItem" && (kind == $kind || slug in $slugs)')
                      .apiVersion("2025-02-19")
                      .params({
                        kind: ADDED_KINDS.includes(kind) ? kind : "",
                        slugs: STUDIO_RANGE.filter((item) => item.kind === kind).map(
                          ({ slug }) => slug,
                        ),
                      })
                      // The developer's items (no kind) first, then those the business added
                      // by their place: the site lists the collections in that order.
                      .defaultOrdering([
                        { field: "kind", direction: "desc" },
                        { field: "order", direction: "asc" },
                        { field: "slug", direction: "asc" },
                      ])
                      .initialValueTemplates(
                        ADDED_KINDS.includes(kind)
                          ? [S.initialValueTemplateItem(`rangeItem-${kind}`)]
                          : [],
                      ),
                  ),
              ),
              S.divider(),
              S.documentTypeListItem("rangeItem").title("Every item"),
            ]),
        ),
      S.listItem()
        .id("price-terms")
        .title("Range: price terms")
        .child(S.document().schemaType("priceTerms").documentId("price-terms")),
      S.listItem()
        .id("configurator-pricing")
        .title("Range: configurator pricing")
        .child(S.document().schemaType("configuratorPricing").documentId("configurator-pricing")),
      S.listItem()
        .id(TIMBER_WORDS.id)
        .title(`Range: ${TIMBER_WORDS.title.toLowerCase()}`)
        .child(S.document().schemaType(TIMBER_WORDS.type).documentId(TIMBER_WORDS.id)),
      S.documentTypeListItem("galleryCategory").title("Gallery: categories"),
      S.listItem()
        .id(TOUR_WORDS.id)
        .title(`Gallery: ${TOUR_WORDS.title}`)
        .child(S.document().schemaType(TOUR_WORDS.type).documentId(TOUR_WORDS.id)),
      S.documentTypeListItem("project").title("Gallery: rooms we built"),
      S.listItem()
        .title("Proof")
        .child(
          S.list()
            .title("Proof")
            .items([
              S.documentTypeListItem("customer").title("Customers in the logo strip"),
              S.documentTypeListItem("testimonial").title("Testimonials"),
            ]),
        ),
      S.listItem()
        .title("Guides")
        .child(
          S.list()
            .title("Guides")
            .items([
              S.listItem()
                .id("guide-figures")
                .title("Guide figures")
                .child(S.document().schemaType("guideFigures").documentId("guide-figures")),
              S.listItem()
                .id(GUIDE_WORDS.installation.id)
                .title(GUIDE_WORDS.installation.title)
                .child(
                  S.document()
                    .schemaType("installationGuideWords")
                    .documentId(GUIDE_WORDS.installation.id),
                ),
              S.listItem()
                .id(GUIDE_WORDS.warranty.id)
                .title(GUIDE_WORDS.warranty.title)
                .child(
                  S.document().schemaType("warrantyGuideWords").documentId(GUIDE_WORDS.warranty.id),
                ),
              S.listItem()
                .id(FAQ_WORDS.id)
                .title(FAQ_WORDS.title)
                .child(S.document().schemaType("faqWords").documentId(FAQ_WORDS.id)),
              S.documentTypeListItem("faqQuestion").title("Your questions and answers"),
            ]),
        ),
      S.divider(),
      S.documentTypeListItem("office").title("Showrooms"),
      S.listItem()
        .id("site-settings")
        .title("Contact details")
        .child(S.document().schemaType("siteSettings").documentId("site-settings")),
      S.listItem()
        .id(PRIVACY_WORDS.id)
        .title(PRIVACY_WORDS.title)
        .child(S.document().schemaType(PRIVACY_WORDS.type).documentId(PRIVACY_WORDS.id)),
      S.listItem()
        .title("Pages' words")
        .child(
          S.list()
            .title("Pages' words")
            .items(
              PAGES.map(({ id, name }) =>
                S.listItem()
                  .id(pageWordsId(id))
                  .title(name)
                  .child(S.document().schemaType("pageWords").documentId(pageWordsId(id))),
              ),
            ),
        ),
      S.divider(),
      S.documentTypeListItem("post").title("Blog posts"),
    ]);
