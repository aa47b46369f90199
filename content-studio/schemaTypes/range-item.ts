/**
 * An item of the range as the business prices it: the saunas, the Vakio kits, the ice bath, the
 * steam rooms, the heaters, the accessories and the aromas. The site knows each item by its slug
 * (what it is made of, its sizes and its page stay in the site's code); this document holds what
 * the business decides about it: its price, a photograph of it, and for a built collection
 * photographs of the views its page shows. A sauna collection the business adds holds its
 * standard cabin too, from which the site draws it.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { altField, MIN_PHOTOGRAPH_WIDTH, onlyDocumentWith, wideEnough } from "./fields";
import { plausiblePrice, isPlausiblePrice } from "../rules/prices";
import {
  ADDED_KINDS,
  fixedItem,
  kindOfItem,
  RENDERED_ITEMS,
  type RangeKind,
  STUDIO_RANGE,
  type StudioRangeItem,
  LAST_STEAM_ROOM,
  takenSlugProblem,
  withdrawable,
  WITHDRAW_ONLY,
} from "../rules/range";
import {
  addedMadeInProblems,
  CABIN_TITLES,
  type CabinDocument,
  type CabinField,
  cabinFigures,
  cabinProblems,
  drawnFromCabin,
  HEIGHT_LIMITS,
  SEAT_LIMITS,
} from "../rules/cabin";
import {
  FEATURE_ICONS,
  FIGURE_IN_WORDS,
  itemWords,
  PAGE_LIMITS,
  PAGED_KINDS,
  paragraphsOf,
} from "../rules/words";
import {
  DETAIL_LIMITS,
  DETAIL_TITLES,
  DETAILED_KIND,
  type DetailField,
  detailCount,
  detailField,
  detailIcon,
  detailText,
  type DetailText,
  ICE_BATH_FIGURES,
  ICE_BATH_FIGURES_ONLY,
  type IceBathFigureField,
  iceBathFigureProblems,
} from "../rules/ice-bath";
import {
  FRONTS,
  MADE_IN_TITLES,
  type MadeInDocument,
  type MadeInField,
  madeInProblems,
  SIZE_LIMITS,
  SIZE_STEP,
  TIMBERS,
  SIZE_CONFIRMED_ON_KITS_ONLY,
} from "../rules/made-in";

export { MIN_PHOTOGRAPH_WIDTH };

export { FIGURE_IN_WORDS };

const slugsOf = (kind: string) =>
  STUDIO_RANGE.filter((item) => item.kind === kind).map(({ slug }) => slug);

/** The collections whose pages show the views a photograph may replace. */
export const VIEW_COLLECTIONS = slugsOf("sauna");

/** The collections priced from their kits: their Range item holds photographs and words, no price. */
export const PRICED_FROM_KITS = STUDIO_RANGE.filter((item) => item.pricedFromKits).map(
  ({ slug }) => slug,
);

/** Each kind's name, as the list of range items shows it beside an item's name. */
export const KIND_TITLES: Record<RangeKind, string> = {
  sauna: "Sauna collection",
  "diy-kit": "DIY kit",
  "ice-bath": "Ice bath",
  "steam-room": "Steam room",
  heater: "Heater",
  accessory: "Accessory",
  aroma: "Aroma",
};

const slugOf = (document: unknown) => (document as { slug?: string } | undefined)?.slug ?? "";

/** The item a document is for: one of the developer's, or one the business added. */
function itemOf(document: unknown): StudioRangeItem | undefined {
  const item = document as { slug?: string; kind?: string; name?: string } | undefined;
  const kind = kindOfItem(item);
  return (
    fixedItem(item) ?? (kind ? { slug: slugOf(item), kind, name: item?.name ?? "" } : undefined)
  );
}

/** Whether a document is for an item the business added: a collection, heater, accessory or aroma. */
const isAdded = (document: unknown) => !fixedItem(document as { slug?: string } | undefined);

/** Whether a document is for a sauna collection the business added. */
const isAddedCollection = (document: unknown) =>
  isAdded(document) && kindOfItem(document as { slug?: string }) === "sauna";

/**
 * Whether a document is for a collection built to order, drawn from its standard cabin: any
 * sauna collection but one sold as kits.
 */
const isDrawnFromCabin = (document: unknown) =>
  drawnFromCabin(document as { slug?: string; kind?: string } | undefined);

/** The standard cabin a document holds, as the rules read it. */
const cabinOf = (document: unknown) =>
  (document as { cabin?: CabinDocument } | undefined)?.cabin ?? undefined;

/**
 * The figures the words of the item being edited may name: a collection's follow from its
 * cabin's front; any other item's are the site's (undefined: the rules look them up by slug).
 */
const figuresOfDocument = (document: unknown) =>
  isDrawnFromCabin(document) ? cabinFigures(cabinOf(document)) : undefined;

/** True, or what is wrong with `words` as the words of the item being edited. */
function wordsRule(item: StudioRangeItem, words: string, document: unknown): true | string {
  const figures = figuresOfDocument(document);
  return figures ? itemWords(item.slug, words, figures) : itemWords(item.slug, words);
}

/** The problem, if any, of "Standard cabin" on `field` of the document being edited. */
function cabinRule(field: CabinField | "cabin", document: unknown): true | string {
  const cabin = cabinOf(document);
  if (!isDrawnFromCabin(document)) {
    if (field !== "cabin" || !cabin) return true;
    const fixed = fixedItem(document as { slug?: string });
    return fixed?.kind === "sauna"
      ? `the ${fixed.name} is built as its kits; clear its standard cabin`
      : "only a sauna collection has a standard cabin";
  }
  const name = itemOf(document)?.name || slugOf(document);
  return cabinProblems(cabin, name).find((problem) => problem.field === field)?.message ?? true;
}

/**
 * The problem, if any, of "Made to order in" on `field` of the collection being edited. A
 * collection built to order has its options checked against its standard cabin; while that is
 * incomplete, only a missing "Made to order in" is named (the cabin's own messages say the rest).
 */
function madeInRule(field: MadeInField | "madeIn", document: unknown): true | string {
  const item = itemOf(document);
  if (!item) return true;
  const madeIn = (document as { madeIn?: MadeInDocument } | undefined)?.madeIn;
  const name = item.name || item.slug;
  const problems = isDrawnFromCabin(document)
    ? addedMadeInProblems(madeIn, name, cabinOf(document))
    : madeInProblems(madeIn, {
        name,
        pricedFromKits: item.pricedFromKits,
        standard: item.standard,
      });
  return problems.find((problem) => problem.field === field)?.message ?? true;
}

/** Whether a document is for the ice bath, whose page has the details below. */
const isDetailed = (document: unknown) => itemOf(document)?.kind === DETAILED_KIND;

/** A text of the ice bath's details, held to the rule its part keeps. */
function detailTextField(name: string, title: string, part: DetailText, rows?: number) {
  return rows
    ? defineField({
        name,
        title,
        type: "text",
        rows,
        validation: (rule) =>
          rule.custom((value, context) => detailText(slugOf(context.document), part, value)),
      })
    : defineField({
        name,
        title,
        type: "string",
        validation: (rule) =>
          rule.custom((value, context) => detailText(slugOf(context.document), part, value)),
      });
}

/** One of the ice bath's details' fields: shown on its document, refused on any other. */
function detailsField(
  field: DetailField,
  description: string,
  member: {
    name: string;
    title?: string;
    fields: ReturnType<typeof defineField>[];
    preview: { select: Record<string, string> };
  },
) {
  return defineField({
    name: field,
    title: DETAIL_TITLES[field],
    description,
    type: "array",
    // Shown on another item while it holds anything, so that it can be cleared.
    hidden: ({ document, value }) =>
      !isDetailed(document) && !(Array.isArray(value) && value.length > 0),
    of: [defineArrayMember({ type: "object", ...member })],
    validation: (rule) =>
      rule.custom((value, context) =>
        detailField(context.document as { slug?: string } | undefined, field, value),
      ),
  });
}

/** A room volume a heater suits, in m³. */
function roomField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: "number",
    validation: (rule) => rule.required().min(1).max(40),
  });
}

/** The maker's figures for a heater the business added: what its card and the sizing read. */
const heaterFigures = defineField({
  name: "heater",
  title: "Heater's figures",
  description:
    "From the maker's manual: the model, each output with the smallest and largest room it suits, and the supplies it can be wired to. The sizing page and each collection's page choose heaters by these.",
  type: "object",
  hidden: ({ document }) => kindOfItem(document as { slug?: string }) !== "heater",
  validation: (rule) =>
    rule.custom((value, context) =>
      kindOfItem(context.document as { slug?: string }) === "heater" && !value
        ? "A heater's figures are required"
        : true,
    ),
  fields: [
    defineField({
      name: "fuel",
      type: "string",
      options: {
        list: [
          { title: "Electric", value: "electric" },
          { title: "Wood burning", value: "wood" },
        ],
        layout: "radio",
      },
      initialValue: "electric",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "model",
      description: 'The maker\'s model as its manual names it: "Harvia Cilindro PC90E".',
      type: "string",
      validation: (rule) => rule.required().min(3),
    }),
    defineField({
      name: "outputs",
      description: "Each output it comes in, smallest first, with the room volumes it suits.",
      type: "array",
      hidden: ({ parent }) => (parent as { fuel?: string } | undefined)?.fuel === "wood",
      of: [
        defineArrayMember({
          type: "object",
          name: "output",
          fields: [
            defineField({
              name: "kw",
              title: "Output (kW)",
              type: "number",
              validation: (rule) => rule.required().positive().max(40),
            }),
            roomField("roomFrom", "Smallest room (m\u00b3)"),
            roomField("roomTo", "Largest room (m\u00b3)"),
          ],
          preview: {
            select: { kw: "kw", from: "roomFrom", to: "roomTo" },
            // "8 kW", "rooms of 7–12 m³", as the heater's card says it.
            prepare: ({ kw, from, to }) => ({
              title: typeof kw === "number" ? `${kw} kW` : "Output",
              subtitle:
                typeof from === "number" && typeof to === "number"
                  ? `rooms of ${from}\u2013${to} m\u00b3`
                  : undefined,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: "supplies",
      description: "The supplies it can be wired to.",
      type: "array",
      of: [{ type: "string" }],
      options: {
        list: [
          { title: "230 V single-phase", value: "single-phase" },
          { title: "400 V three-phase", value: "three-phase" },
        ],
      },
      hidden: ({ parent }) => (parent as { fuel?: string } | undefined)?.fuel === "wood",
    }),
    defineField({
      name: "roomFrom",
      title: "Smallest room (m\u00b3)",
      type: "number",
      hidden: ({ parent }) => (parent as { fuel?: string } | undefined)?.fuel !== "wood",
    }),
    defineField({
      name: "roomTo",
      title: "Largest room (m\u00b3)",
      type: "number",
      hidden: ({ parent }) => (parent as { fuel?: string } | undefined)?.fuel !== "wood",
    }),
    defineField({
      name: "source",
      description: "Where the figures come from: the maker's manual or data sheet, by name.",
      type: "string",
      validation: (rule) => rule.required().min(3),
    }),
  ],
});

const timberOptions = TIMBERS.map(({ id, title }) => ({ value: id, title }));

/** A size of the standard cabin, in millimetres or people. */
function cabinNumber(name: CabinField, fieldset: string, description: string) {
  return defineField({
    name,
    title: CABIN_TITLES[name],
    description,
    type: "number",
    fieldset,
    validation: (rule) => rule.custom((_, context) => cabinRule(name, context.document)),
  });
}

/** A choice of the standard cabin's: a timber or its front. */
function cabinChoice(
  name: CabinField,
  fieldset: string | undefined,
  list: { value: string; title: string }[],
  layout: "radio" | "dropdown",
) {
  return defineField({
    name,
    title: CABIN_TITLES[name],
    type: "string",
    ...(fieldset ? { fieldset } : {}),
    options: { list, layout },
    validation: (rule) => rule.custom((_, context) => cabinRule(name, context.document)),
  });
}

/** The problem, if any, of "Ice bath figures" on `field` of the document being edited. */
function iceBathRule(field: IceBathFigureField | "iceBath", document: unknown): true | string {
  const value = (document as { iceBath?: unknown } | undefined)?.iceBath;
  if (!isDetailed(document)) return field === "iceBath" && value ? ICE_BATH_FIGURES_ONLY : true;
  return iceBathFigureProblems(value).find((problem) => problem.field === field)?.message ?? true;
}

/** The ice bath's figures: what its page's words name, and its comparison and guides quote. */
const iceBathFigures = defineField({
  name: "iceBath",
  title: "Ice bath figures",
  description:
    "The figures its page, its comparison column, the guides and its spec sheet quote, wherever its words name them in braces ({waterRange}, {power}, {fullWeight}). Check each against the maker's sheet, then turn on \"Confirmed\": the launch check lists them until then. Its outside size is your developer's, since its pictures are rendered at it.",
  type: "object",
  // Shown on another item while it holds anything, so that it can be cleared.
  hidden: ({ document, value }) => !isDetailed(document) && !value,
  options: { collapsible: true, collapsed: false },
  fieldsets: [
    { name: "water", title: "Water", options: { columns: 2 } },
    { name: "room", title: "Where it stands", options: { columns: 3 } },
    { name: "chiller", title: "The chiller", options: { columns: 2 } },
  ],
  fields: [
    ...(
      Object.entries(ICE_BATH_FIGURES) as [
        IceBathFigureField,
        (typeof ICE_BATH_FIGURES)[IceBathFigureField],
      ][]
    ).map(([name, { title, least, most }]) =>
      defineField({
        name,
        title,
        description: `From ${least} to ${most}.`,
        type: "number",
        fieldset:
          name.endsWith("WaterC") || name === "waterLitres"
            ? "water"
            : ["fullWeightKg", "accessWidthMm", "wallClearanceCm"].includes(name)
              ? "room"
              : name === "warrantyYears"
                ? undefined
                : "chiller",
        validation: (rule) => rule.custom((_, context) => iceBathRule(name, context.document)),
      }),
    ),
    defineField({
      name: "confirmed",
      title: "Confirmed",
      description: "On once you have checked every figure above against the maker's sheet.",
      type: "boolean",
      initialValue: false,
    }),
  ],
  validation: (rule) => rule.custom((_, context) => iceBathRule("iceBath", context.document)),
});

/** The standard cabin of a collection built to order: what the site draws it from. */
const standardCabin = defineField({
  name: "cabin",
  title: "Standard cabin",
  description:
    "For a sauna collection built to order: the cabin it is always offered in. The site draws everything of the collection from it: its page, its card, its column in the comparison, its place on the sizing page, the design its configurator starts from, its plans, its spec sheet, its 3D model and the view of it in your room (AR). A collection you add, or one whose cabin you change, shows its drawn elevations, marked on the site as a drawing, until you set a photograph below or a developer renders it again; its pictures never show another cabin.",
  type: "object",
  // Shown on another item while it holds anything, so that it can be cleared.
  hidden: ({ document, value }) => !isDrawnFromCabin(document) && !value,
  fieldsets: [
    { name: "size", title: "Size outside", options: { columns: 3 } },
    { name: "timbers", title: "Timbers", options: { columns: 2 } },
    { name: "seats", title: "Seats", options: { columns: 2 } },
  ],
  fields: [
    cabinNumber("width", "size", `Side to side, from ${SIZE_LIMITS.least} to ${SIZE_LIMITS.most}.`),
    cabinNumber(
      "depth",
      "size",
      `Front to back, from ${SIZE_LIMITS.least} to ${SIZE_LIMITS.most}.`,
    ),
    cabinNumber(
      "height",
      "size",
      `Floor to roof, from ${HEIGHT_LIMITS.least} to ${HEIGHT_LIMITS.most}.`,
    ),
    cabinChoice("outside", "timbers", timberOptions, "dropdown"),
    cabinChoice("inside", "timbers", timberOptions, "dropdown"),
    cabinChoice(
      "front",
      undefined,
      FRONTS.map(({ id, title }) => ({ value: id, title })),
      "radio",
    ),
    cabinNumber(
      "seatsFrom",
      "seats",
      `From ${SEAT_LIMITS.least} to ${SEAT_LIMITS.most}, as its card says "for 2 to 4".`,
    ),
    cabinNumber("seatsTo", "seats", `At most ${SEAT_LIMITS.most}.`),
  ],
  validation: (rule) => rule.custom((_, context) => cabinRule("cabin", context.document)),
});

/** A photograph with its alternative text and hotspot, at least `MIN_PHOTOGRAPH_WIDTH` wide. */
function photographField(
  name: string,
  title: string,
  description: string,
  required: (document: unknown) => boolean = () => false,
) {
  return defineField({
    name,
    title,
    description,
    type: "image",
    options: { hotspot: true },
    fields: [altField],
    validation: (rule) =>
      rule.custom((value: { asset?: { _ref?: string } } | undefined, context) =>
        required(context.document) && !value?.asset?._ref
          ? "A photograph is required: the site has no other picture of an item you add"
          : wideEnough(value),
      ),
  });
}

/**
 * Whether an item has only its photograph to show: one the business added, never rendered. A
 * collection the business added is not one: the site draws its elevations, marked as a drawing,
 * until it has a photograph.
 */
const needsPhotograph = (document: unknown) =>
  isAdded(document) && !isAddedCollection(document) && !RENDERED_ITEMS.includes(slugOf(document));

export const rangeItem = defineType({
  name: "rangeItem",
  title: "Range item",
  type: "document",
  fields: [
    defineField({
      name: "slug",
      title: "Item",
      description: `Which item of the range this document is for: its short name in the site's addresses, in lower-case words joined by hyphens. Each item has one document. To add a sauna collection, a heater, an accessory or an aroma, give a new one ("harvia-legend"), then its kind and name. The developer's items are these: ${STUDIO_RANGE.map(({ slug }) => slug).join(", ")}; the kits, the ice bath and the steam rooms are the developer's to add. The Vakio collection is priced as its smallest kit, so its document holds only its photographs and words.`,
      type: "string",
      readOnly: ({ document }) =>
        Boolean(
          fixedItem(document as { slug?: string }) &&
          (document as { _createdAt?: string })?._createdAt,
        ),
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: "lower-case words joined by hyphens" })
          .custom(onlyDocumentWith("rangeItem", "slug", "This item already has a document"))
          .custom((slug, context) =>
            isAddedCollection(context.document) && typeof slug === "string"
              ? (takenSlugProblem(slug) ?? true)
              : true,
          ),
    }),
    defineField({
      name: "kind",
      description: "For an item you add: what it is, which decides the page that lists it.",
      type: "string",
      options: {
        list: ADDED_KINDS.map((kind) => ({ title: KIND_TITLES[kind], value: kind })),
        layout: "radio",
      },
      hidden: ({ document }) => !isAdded(document),
      validation: (rule) =>
        rule.custom((kind, context) =>
          isAdded(context.document) && !kind
            ? "The kind of the item you add: a sauna collection, a heater, an accessory or an aroma"
            : true,
        ),
    }),
    defineField({
      name: "name",
      description:
        'For an item you add: the name its card and its page show, "Cedar Headrest" or, for a collection, "Nordika".',
      type: "string",
      hidden: ({ document }) => !isAdded(document),
      validation: (rule) =>
        rule
          .min(2)
          .max(60)
          .custom((name, context) =>
            isAdded(context.document) && !name ? "The name its card shows" : true,
          ),
    }),
    defineField({
      name: "order",
      title: "Place in its list",
      description:
        "For an item you add: where its page lists it, lowest first (the others are numbered in tens, so 25 comes between the second and the third). A collection you add comes after the five built ones, in this order among those you add.",
      type: "number",
      hidden: ({ document }) => !isAdded(document),
      validation: (rule) => rule.integer().min(0),
    }),
    heaterFigures,
    standardCabin,
    iceBathFigures,
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
            return wordsRule(item, value, context.document);
          }),
    }),
    defineField({
      name: "headline",
      title: "Headline",
      description:
        'For a sauna collection or the ice bath: the line above its name on its page and card, what kind of room it is: "A glass-fronted cabin in thermo pine".',
      type: "string",
      hidden: ({ document }) => !PAGED_KINDS.includes(itemOf(document)?.kind ?? ""),
      validation: (rule) =>
        rule.custom((value, context) => {
          if (!PAGED_KINDS.includes(itemOf(context.document)?.kind ?? "")) return true;
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
        "For a sauna collection or the ice bath: the Product Info tab of its page (the ice bath's: the paragraphs after its short words), in paragraphs (an empty line between two). As for its short words, write no sizes or temperatures yourself: name them in braces, such as {insideHeight} or {glassWidth}.",
      type: "text",
      rows: 8,
      hidden: ({ document }) => !PAGED_KINDS.includes(itemOf(document)?.kind ?? ""),
      validation: (rule) =>
        rule.custom((value, context) => {
          const item = itemOf(context.document);
          if (!item || !PAGED_KINDS.includes(item.kind)) return true;
          const paragraphs = paragraphsOf(typeof value === "string" ? value : "");
          if (paragraphs.length === 0) return "A story is required: at least one paragraph";
          const [low, high] = PAGE_LIMITS.paragraph;
          for (const [i, paragraph] of paragraphs.entries()) {
            if (paragraph.length < low || paragraph.length > high)
              return `Paragraph ${i + 1} has ${paragraph.length} characters: ${low} to ${high}`;
            const verdict = wordsRule(item, paragraph, context.document);
            if (verdict !== true) return `Paragraph ${i + 1}: ${verdict}`;
          }
          return true;
        }),
    }),
    defineField({
      name: "features",
      title: "Features",
      description:
        "For a sauna collection or the ice bath: what its page lists under Features, each with a short title, a sentence or two and an icon. A title may name a figure too, such as {waterRange}.",
      type: "array",
      hidden: ({ document }) => !PAGED_KINDS.includes(itemOf(document)?.kind ?? ""),
      of: [
        defineArrayMember({
          type: "object",
          name: "feature",
          fields: [
            defineField({
              name: "title",
              type: "string",
              validation: (rule) =>
                rule
                  .required()
                  .min(PAGE_LIMITS.featureTitle[0])
                  .max(PAGE_LIMITS.featureTitle[1])
                  .custom((value, context) => {
                    const item = itemOf(context.document);
                    return item && typeof value === "string"
                      ? wordsRule(item, value, context.document)
                      : true;
                  }),
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
                    return item && typeof value === "string"
                      ? wordsRule(item, value, context.document)
                      : true;
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
          if (!PAGED_KINDS.includes(itemOf(context.document)?.kind ?? "")) return true;
          const count = Array.isArray(value) ? value.length : 0;
          const [low, high] = PAGE_LIMITS.features;
          return count >= low && count <= high ? true : `${low} to ${high} features`;
        }),
    }),
    detailsField(
      "technical",
      `For the ice bath: its page's Technical tab, ${DETAIL_LIMITS.technical[0]} to ${DETAIL_LIMITS.technical[1]} rows of a label and a value. Name a figure in braces and the page fills it in: a value may be a figure alone, such as {power}, or words round figures, "{current} at {mainsVoltage}".`,
      {
        name: "technicalRow",
        title: "Row",
        fields: [
          detailTextField("label", "Label", "label"),
          detailTextField("value", "Value", "value"),
        ],
        preview: { select: { title: "label", subtitle: "value" } },
      },
    ),
    detailsField(
      "maintenance",
      "For the ice bath: its page's Maintenance tab, which the warranty guide repeats: each routine with a title (how often), a sentence, an icon and its steps in order.",
      {
        name: "careRoutine",
        title: "Care routine",
        fields: [
          detailTextField("title", "How often", "routineTitle"),
          detailTextField("description", "Words", "routineDescription", 2),
          defineField({
            name: "icon",
            type: "string",
            options: { list: [...FEATURE_ICONS] },
            validation: (rule) => rule.required().custom((value) => detailIcon(value)),
          }),
          defineField({
            name: "steps",
            description: "What to do, one step each, in order.",
            type: "array",
            of: [
              defineArrayMember({
                type: "string",
                validation: (rule) =>
                  rule.custom((value, context) =>
                    detailText(slugOf(context.document), "step", value),
                  ),
              }),
            ],
            validation: (rule) => rule.custom((value) => detailCount("steps", value)),
          }),
        ],
        preview: { select: { title: "title", subtitle: "description" } },
      },
    ),
    detailsField(
      "considerations",
      "For the ice bath: its page's Considerations tab, what to check before ordering, each with a title and a sentence or two. Name a figure in braces, such as {accessWidth} or {wallClearance}.",
      {
        name: "consideration",
        fields: [
          detailTextField("title", "Title", "considerationTitle"),
          detailTextField("description", "Words", "consideration", 3),
        ],
        preview: { select: { title: "title", subtitle: "description" } },
      },
    ),
    defineField({
      name: "withdrawn",
      title: "Withdrawn",
      description:
        "On when you no longer sell it: it leaves its page, the brochure and everything else on the site at the next publish. This document keeps its price, words and photograph, so turning it off brings it back.",
      type: "boolean",
      initialValue: false,
      hidden: ({ document, value }) => !value && !withdrawable(document as { slug?: string }),
      validation: (rule) =>
        rule.custom(async (value, context) => {
          const item = itemOf(context.document);
          if (!value) return true;
          if (!withdrawable(context.document as { slug?: string })) return WITHDRAW_ONLY;
          if (item?.kind !== "steam-room") return true;
          // The steam rooms page shows them: one, at least, stays on sale.
          const id = String(context.document?._id ?? "").replace(/^drafts\./, "");
          const onSale: number = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch(
              `count(*[_type == "rangeItem" && slug in $steamRooms && withdrawn != true && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`,
              {
                id,
                steamRooms: slugsOf("steam-room"),
              },
            );
          return onSale > 0 ? true : LAST_STEAM_ROOM;
        }),
    }),
    defineField({
      name: "modelConfirmed",
      title: "Model confirmed",
      description:
        "For a heater: on once you have checked the model its card names, its outputs and the supplies it takes (on the Equipment page and its spec sheet) against the heater you supply. The launch check lists the heater until then; if the model is wrong, ask a developer, who changes its figures from the maker's manual.",
      type: "boolean",
      initialValue: false,
      hidden: ({ document }) => itemOf(document)?.kind !== "heater",
    }),
    defineField({
      name: "sizeConfirmed",
      title: "Size confirmed",
      description:
        "For a DIY kit: on once you have checked its size outside and the people it seats (on the DIY kits page and the Vakio's page) against the kit you supply. The launch check lists the kit until then; if its size is wrong, ask a developer, since its pictures are rendered at it.",
      type: "boolean",
      initialValue: false,
      hidden: ({ document }) => itemOf(document)?.kind !== "diy-kit",
      validation: (rule) =>
        rule.custom((value, context) =>
          value && itemOf(context.document)?.kind !== "diy-kit"
            ? SIZE_CONFIRMED_ON_KITS_ONLY
            : true,
        ),
    }),
    defineField({
      name: "madeIn",
      title: "Made to order in",
      description: `For a sauna collection: what its page's configurator offers. Sizes are outside, from ${SIZE_LIMITS.least} to ${SIZE_LIMITS.most} mm, offered in steps of ${SIZE_STEP} mm either side of the standard cabin, whose size, timbers and front must be among them ("Standard cabin" above); every size offered must be a room one of our heaters suits, which the site checks when it is published.`,
      type: "object",
      hidden: ({ document }) => !itemOf(document)?.standard && !isDrawnFromCabin(document),
      options: { collapsible: true, collapsed: true },
      fieldsets: [{ name: "sizes", title: "Sizes outside", options: { columns: 2 } }],
      fields: [
        ...(["widthFrom", "widthTo", "depthFrom", "depthTo"] as const).map((name) =>
          defineField({
            name,
            title: MADE_IN_TITLES[name],
            type: "number",
            fieldset: "sizes",
            hidden: ({ document }) => Boolean(itemOf(document)?.pricedFromKits),
            validation: (rule) => rule.custom((_, context) => madeInRule(name, context.document)),
          }),
        ),
        ...(
          [
            ["outside", TIMBERS],
            ["inside", TIMBERS],
            ["fronts", FRONTS],
          ] as const
        ).map(([name, options]) =>
          defineField({
            name,
            title: MADE_IN_TITLES[name],
            type: "array",
            of: [defineArrayMember({ type: "string" })],
            options: {
              list: options.map(({ id, title }) => ({ value: id, title })),
              layout: "grid",
            },
            validation: (rule) => rule.custom((_, context) => madeInRule(name, context.document)),
          }),
        ),
        defineField({
          name: "confirmed",
          title: "Confirmed",
          description:
            "On once you have checked these against what the workshop makes. The launch check lists the collection until then.",
          type: "boolean",
          initialValue: false,
        }),
      ],
      validation: (rule) => rule.custom((_, context) => madeInRule("madeIn", context.document)),
    }),
    photographField(
      "photograph",
      "Photograph",
      `Required for a heater, an accessory or an aroma you add, which has no other picture; optional for the others (a sauna collection you add shows its drawn elevations, marked as a drawing, until it has one): a photograph of this item, at least ${MIN_PHOTOGRAPH_WIDTH} px wide. It replaces the rendered or drawn picture everywhere the site shows the item: its card, its page, the comparison, the brochure and the preview a shared link shows. Set the hotspot on what must stay in view: the site crops the photograph to the picture's shape round it.`,
      needsPhotograph,
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
      kind: "kind",
      name: "name",
      from: "price.from",
      onRequest: "price.onRequest",
      confirmed: "price.confirmed",
      media: "photograph",
    },
    prepare: ({ slug, kind, name, from, onRequest, confirmed, media }) => {
      const item = itemOf({ slug, kind, name });
      const price = item?.pricedFromKits
        ? "Priced from its kits"
        : onRequest
          ? "Price on request"
          : `From R ${typeof from === "number" ? from.toLocaleString("en-ZA") : "?"}${confirmed ? "" : " · to confirm"}`;
      return {
        title: item?.name || slug,
        subtitle: item ? `${KIND_TITLES[item.kind]} · ${price}` : price,
        media,
      };
    },
  },
});
