/**
 * An item of the range as the business prices it: the saunas, the Vakio kits, the ice bath, the
 * steam rooms, the heaters, the accessories and the aromas. The site knows each item by its slug
 * (what it is made of, its sizes and its page stay in the site's code); this document holds what
 * the business decides about it: its price, a photograph of it, and for a built collection
 * photographs of the views its page shows.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { altField, MIN_PHOTOGRAPH_WIDTH, onlyDocumentWith, wideEnough } from "./fields";
import { plausiblePrice, isPlausiblePrice } from "../rules/prices";
import { type RangeKind, STUDIO_RANGE, WITHDRAW_ONLY, WITHDRAWABLE } from "../rules/range";
import {
  FEATURE_ICONS,
  FIGURE_IN_WORDS,
  itemWords,
  PAGE_LIMITS,
  paragraphsOf,
} from "../rules/words";

export { MIN_PHOTOGRAPH_WIDTH };

export { FIGURE_IN_WORDS };

const slugsOf = (kind: string) =>
  STUDIO_RANGE.filter((item) => item.kind === kind).map(({ slug }) => slug);

/** The heaters, whose model and figures the business confirms it supplies. */
export const HEATERS = slugsOf("heater");

/** The collections whose pages show the views a photograph may replace. */
export const VIEW_COLLECTIONS = slugsOf("sauna");

/** The collections priced from their kits: their Range item holds photographs and words, no price. */
export const PRICED_FROM_KITS = STUDIO_RANGE.filter((item) => item.pricedFromKits).map(
  ({ slug }) => slug,
);

/** Each kind's name, as the list of range items shows it beside an item's name. */
const KIND_TITLES: Record<RangeKind, string> = {
  sauna: "Sauna collection",
  "diy-kit": "DIY kit",
  "ice-bath": "Ice bath",
  "steam-room": "Steam room",
  heater: "Heater",
  accessory: "Accessory",
  aroma: "Aroma",
};

const slugOf = (document: unknown) => (document as { slug?: string } | undefined)?.slug ?? "";
const itemOf = (document: unknown) => STUDIO_RANGE.find((item) => item.slug === slugOf(document));

/** A photograph with its alternative text and hotspot, at least `MIN_PHOTOGRAPH_WIDTH` wide. */
function photographField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: "image",
    options: { hotspot: true },
    fields: [altField],
    validation: (rule) => rule.custom(wideEnough),
  });
}

export const rangeItem = defineType({
  name: "rangeItem",
  title: "Range item",
  type: "document",
  fields: [
    defineField({
      name: "slug",
      title: "Item",
      description:
        "Which item of the range this document is for. Each item has one document. The Vakio collection is priced as its smallest kit, so its document holds only its photographs and words.",
      type: "string",
      options: { list: STUDIO_RANGE.map(({ slug, name }) => ({ title: name, value: slug })) },
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            slug === undefined || STUDIO_RANGE.some((item) => item.slug === slug)
              ? true
              : `"${String(slug)}" is no item of the range`,
          )
          .custom(onlyDocumentWith("rangeItem", "slug", "This item already has a document")),
    }),
    defineField({
      name: "price",
      description: "What the site shows as this item's price.",
      type: "object",
      // Shown while it holds a figure, so one typed before the slug can still be cleared.
      hidden: ({ document, value }) =>
        PRICED_FROM_KITS.includes(slugOf(document)) &&
        !(value as { from?: number; onRequest?: boolean } | undefined)?.from &&
        !(value as { onRequest?: boolean } | undefined)?.onRequest,
      validation: (rule) =>
        rule.custom((price, context) =>
          price || PRICED_FROM_KITS.includes(slugOf(context.document))
            ? true
            : "A price is required",
        ),
      fields: [
        defineField({
          name: "onRequest",
          title: "Price on request",
          description: 'On to show "Price on request" instead of a figure.',
          type: "boolean",
          initialValue: false,
        }),
        defineField({
          name: "from",
          title: "From (rand, VAT included)",
          description: 'The lowest price of the item, shown as "From R 165 000". Whole rand.',
          type: "number",
          hidden: ({ parent }) =>
            Boolean((parent as { onRequest?: boolean } | undefined)?.onRequest),
          validation: (rule) =>
            rule.custom((from, context) => {
              const onRequest = (context.parent as { onRequest?: boolean } | undefined)?.onRequest;
              if (onRequest) return true;
              if (typeof from !== "number") return "A price, or turn on Price on request";
              const { unusual } = context.parent as { unusual?: boolean };
              return plausiblePrice(itemOf(context.document)?.kind, from, unusual);
            }),
        }),
        defineField({
          name: "unusual",
          title: "This unusual price is right",
          description:
            "A price far outside what items of this kind cost is refused as a likely slip. Turn this on only if the figure is right.",
          type: "boolean",
          initialValue: false,
          hidden: ({ document, parent, value }) => {
            const kind = itemOf(document)?.kind;
            const from = (parent as { from?: unknown } | undefined)?.from;
            return !value && !(kind && typeof from === "number" && !isPlausiblePrice(kind, from));
          },
        }),
        defineField({
          name: "availability",
          description: "Made to order after a survey, or held in stock and sent with an order.",
          type: "string",
          options: {
            list: [
              { title: "Made to order", value: "MadeToOrder" },
              { title: "In stock", value: "InStock" },
            ],
            layout: "radio",
          },
          initialValue: "MadeToOrder",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "confirmed",
          title: "Confirmed",
          description:
            "Off while the figure is indicative, still to be checked: the launch check lists it, and a production build will not publish it until it is confirmed.",
          type: "boolean",
          initialValue: false,
        }),
      ],
    }),
    defineField({
      name: "description",
      title: "What we say of it",
      description:
        "Your words for this item, on its card and its page and in what search engines read: what it is and why someone would want it, in a sentence or two. Write no sizes, prices or times: where the words need one, name it in braces and the page fills it in from the range, for example {width} for a cabin's width (the field says which figures an item has if you name one it does not).",
      type: "text",
      rows: 3,
      hidden: ({ document }) => itemOf(document)?.kind === "diy-kit",
      validation: (rule) =>
        rule
          .min(40)
          .max(400)
          .custom((value, context) => {
            const item = itemOf(context.document);
            if (!item || item.kind === "diy-kit") return true;
            if (typeof value !== "string" || !value.trim())
              return "Words are required: the site has none of its own for this item";
            return itemWords(item.slug, value);
          }),
    }),
    defineField({
      name: "headline",
      title: "Headline",
      description:
        'For a sauna collection: the line above its name on its page and card, what kind of room it is: "A glass-fronted cabin in thermo pine".',
      type: "string",
      hidden: ({ document }) => itemOf(document)?.kind !== "sauna",
      validation: (rule) =>
        rule.custom((value, context) => {
          if (itemOf(context.document)?.kind !== "sauna") return true;
          const [low, high] = PAGE_LIMITS.headline;
          if (typeof value !== "string" || !value.trim()) return "A headline is required";
          return value.length >= low && value.length <= high
            ? true
            : `${low} to ${high} characters: this one has ${value.length}`;
        }),
    }),
    defineField({
      name: "story",
      title: "Story",
      description:
        "For a sauna collection: the Product Info tab of its page, in paragraphs (an empty line between two). As for its short words, write no sizes or temperatures yourself: name them in braces, such as {insideHeight} or {glassWidth}.",
      type: "text",
      rows: 8,
      hidden: ({ document }) => itemOf(document)?.kind !== "sauna",
      validation: (rule) =>
        rule.custom((value, context) => {
          const item = itemOf(context.document);
          if (item?.kind !== "sauna") return true;
          const paragraphs = paragraphsOf(typeof value === "string" ? value : "");
          if (paragraphs.length === 0) return "A story is required: at least one paragraph";
          const [low, high] = PAGE_LIMITS.paragraph;
          for (const [i, paragraph] of paragraphs.entries()) {
            if (paragraph.length < low || paragraph.length > high)
              return `Paragraph ${i + 1} has ${paragraph.length} characters: ${low} to ${high}`;
            const verdict = itemWords(item.slug, paragraph);
            if (verdict !== true) return `Paragraph ${i + 1}: ${verdict}`;
          }
          return true;
        }),
    }),
    defineField({
      name: "features",
      title: "Features",
      description:
        "For a sauna collection: what its page lists under Features, each with a short title, a sentence or two and an icon.",
      type: "array",
      hidden: ({ document }) => itemOf(document)?.kind !== "sauna",
      of: [
        defineArrayMember({
          type: "object",
          name: "feature",
          fields: [
            defineField({
              name: "title",
              type: "string",
              validation: (rule) =>
                rule.required().min(PAGE_LIMITS.featureTitle[0]).max(PAGE_LIMITS.featureTitle[1]),
            }),
            defineField({
              name: "description",
              title: "Words",
              type: "text",
              rows: 3,
              validation: (rule) =>
                rule
                  .required()
                  .min(PAGE_LIMITS.feature[0])
                  .max(PAGE_LIMITS.feature[1])
                  .custom((value, context) => {
                    const item = itemOf(context.document);
                    return item && typeof value === "string" ? itemWords(item.slug, value) : true;
                  }),
            }),
            defineField({
              name: "icon",
              type: "string",
              options: { list: [...FEATURE_ICONS] },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "title", subtitle: "description" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((value, context) => {
          if (itemOf(context.document)?.kind !== "sauna") return true;
          const count = Array.isArray(value) ? value.length : 0;
          const [low, high] = PAGE_LIMITS.features;
          return count >= low && count <= high ? true : `${low} to ${high} features`;
        }),
    }),
    defineField({
      name: "withdrawn",
      title: "Withdrawn",
      description:
        "On when you no longer sell it: it leaves its page, the brochure and everything else on the site at the next publish. This document keeps its price, words and photograph, so turning it off brings it back.",
      type: "boolean",
      initialValue: false,
      hidden: ({ document, value }) =>
        !value && !WITHDRAWABLE.includes(itemOf(document)?.kind ?? "sauna"),
      validation: (rule) =>
        rule.custom((value, context) =>
          value && !WITHDRAWABLE.includes(itemOf(context.document)?.kind ?? "sauna")
            ? WITHDRAW_ONLY
            : true,
        ),
    }),
    defineField({
      name: "modelConfirmed",
      title: "Model confirmed",
      description:
        "For a heater: on once you have checked the model its card names, its outputs and the supplies it takes (on the Equipment page and its spec sheet) against the heater you supply. The launch check lists the heater until then; if the model is wrong, ask a developer, who changes its figures from the maker's manual.",
      type: "boolean",
      initialValue: false,
      hidden: ({ document }) =>
        !HEATERS.includes((document as { slug?: string } | undefined)?.slug ?? ""),
    }),
    photographField(
      "photograph",
      "Photograph",
      `Optional: a photograph of this item, at least ${MIN_PHOTOGRAPH_WIDTH} px wide. It replaces the rendered picture everywhere the site shows the item: its card, its page, the comparison, the brochure and the preview a shared link shows. Set the hotspot on what must stay in view: the site crops the photograph to the picture's shape round it.`,
    ),
    defineField({
      name: "views",
      title: "Photographs of its views",
      description:
        "For the Kaelis, Aurora, Loyly, Elysium and Vakio: photographs of a room you built, each replacing the rendered view of the same name on the collection's page (and in its gallery category, where it has one), under the same caption. Leave any you have no photograph of.",
      type: "object",
      hidden: ({ document }) =>
        !VIEW_COLLECTIONS.includes((document as { slug?: string } | undefined)?.slug ?? ""),
      fields: [
        photographField(
          "inside",
          "Inside",
          'From the door, the benches and the heater in view: "Inside the Aurora".',
        ),
        photographField(
          "bench",
          "The upper bench",
          'Close on the upper bench and backrest: "The upper bench".',
        ),
        photographField(
          "heater",
          "The heater corner",
          'The heater and its guard beside the bench: "The heater corner".',
        ),
        photographField(
          "evening",
          "In the evening",
          'The cabin from outside with its lights on: "The Aurora in the evening".',
        ),
      ],
    }),
  ],
  orderings: [{ title: "Item", name: "slugAsc", by: [{ field: "slug", direction: "asc" }] }],
  preview: {
    select: {
      slug: "slug",
      from: "price.from",
      onRequest: "price.onRequest",
      confirmed: "price.confirmed",
      media: "photograph",
    },
    prepare: ({ slug, from, onRequest, confirmed, media }) => {
      const item = STUDIO_RANGE.find((one) => one.slug === slug);
      const price = item?.pricedFromKits
        ? "Priced from its kits"
        : onRequest
          ? "Price on request"
          : `From R ${typeof from === "number" ? from.toLocaleString("en-ZA") : "?"}${confirmed ? "" : " · to confirm"}`;
      return {
        title: item?.name ?? slug,
        subtitle: item ? `${KIND_TITLES[item.kind]} · ${price}` : price,
        media,
      };
    },
  },
});
