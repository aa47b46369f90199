/**
 * The range's prices, as the business keeps them in the content studio: one "Range item" document
 * per item it prices, named by the item's slug. The build reads them with this query and checks
 * each document where it enters the site; `npm run content` writes what the range imports
 * (app/content/generated/prices.ts), and stops on a price for no item of the range and, through
 * `unpricedItems`, on an item of the range without a price.
 */
import { z } from "zod";

import type { CabinModel, Price, SaunaOptions, TimberId } from "./range-core";
import { checkEach, type ContentQuery, failIfAny, sharedKeys } from "./check";
import { published } from "../dataset/groq";
import { PRICED_FROM_KITS, soldAsKits } from "./developer-range";
import { plausiblePrice } from "../../content-studio/rules/prices";
import {
  ADDED_KINDS,
  fixedItem,
  kindOfItem,
  type RangeKind,
  RENDERED_ITEMS,
  STUDIO_RANGE,
  LAST_STEAM_ROOM,
  WITHDRAW_ONLY,
  takenSlugProblem,
  withdrawable,
} from "../../content-studio/rules/range";
import {
  addedMadeInProblems,
  type CabinDocument,
  cabinFigures,
  cabinProblems,
  checkedCabin,
  drawnFromCabin,
  type CheckedCabin,
} from "../../content-studio/rules/cabin";
import type { AddedHeater } from "./range-core";
import type { Supply } from "../catalogue/electrics";
import {
  FEATURE_ICONS,
  FIGURE_IN_WORDS,
  itemWords,
  PAGE_LIMITS,
  PAGED_KINDS,
  paragraphsOf,
} from "../../content-studio/rules/words";
import {
  checkedIceBathFigures,
  type CheckedIceBathFigures,
  DETAIL_FIELDS,
  DETAIL_TITLES,
  detailProblems,
  DETAILED_KIND,
  ICE_BATH_FIGURES_ONLY,
  iceBathFigureProblems,
} from "../../content-studio/rules/ice-bath";
import {
  type MadeInDocument,
  madeInProblems,
  SIZE_CONFIRMED_ON_KITS_ONLY,
} from "../../content-studio/rules/made-in";

/** The Vakio's kits, whose cards show their size and seats and no words. */
const KIT = /^vakio-/;

/** A Range item as the range reads it, with its price (none for one priced from its kits). */
export interface PricedItem {
  slug: string;
  /** Its kind: the developer's item's, or the kind the business added it as. */
  kind: RangeKind;
  /**
   * An item the business added (a collection, a heater, an accessory or an aroma): its name, its
   * place in its page's list and, for a heater, the maker's figures.
   */
  added?: { name: string; order: number; spec?: AddedHeater["spec"] };
  /** A collection built to order: its standard cabin, from which the site draws it. */
  cabin?: CheckedCabin;
  /** The document's id, for messages that send an editor to it. */
  id: string;
  price?: Price;
  /** For a heater: whether the business supplies the model its card names, as described. */
  modelConfirmed?: boolean;
  /** For a DIY kit: the business has confirmed its size and seats. */
  sizeConfirmed?: true;
  /** What the business says of it, where it has written its own words. */
  description?: string;
  /** A collection's page: its headline, its story's paragraphs and its features. */
  page?: CollectionPage;
  /**
   * The ice bath's details as far as its document gives them: its Technical tab's rows, its care
   * routines and its considerations.
   */
  details?: Partial<IceBathDetails>;
  /** Withdrawn by the business: left out of the site, its document kept for its return. */
  withdrawn?: true;
  /** A collection: what its configurator offers. */
  madeIn?: SaunaOptions;
  /** The ice bath: its water, weight, access, chiller, supply, socket and warranty. */
  iceBath?: CheckedIceBathFigures;
}

/** A collection's page in the business's words, figures still named in braces. */
export interface CollectionPage {
  headline: string;
  story: string[];
  features: { title: string; description: string; icon: FeatureIcon }[];
}

/**
 * The ice bath's details in the business's words, figures still named in braces: the Technical
 * tab's rows, its care routines (which the warranty guide repeats) and what to consider before
 * ordering.
 */
export interface IceBathDetails {
  technical: { label: string; value: string }[];
  maintenance: { title: string; description: string; icon: FeatureIcon; steps: string[] }[];
  considerations: { title: string; description: string }[];
}

type FeatureIcon = (typeof FEATURE_ICONS)[number]["value"];
const ICONS = FEATURE_ICONS.map(({ value }) => value) as unknown as [FeatureIcon, ...FeatureIcon[]];

export { FIGURE_IN_WORDS };

export const PRICES_QUERY = `*[_type == "rangeItem" && ${published}] | order(slug asc) {
  _id,
  slug,
  kind,
  name,
  order,
  heater{ fuel, model, outputs[]{ kw, roomFrom, roomTo }, supplies, roomFrom, roomTo, source },
  "photographed": defined(photograph.asset),
  price,
  modelConfirmed,
  sizeConfirmed,
  withdrawn,
  description,
  headline,
  story,
  features[]{ title, description, icon },
  technical[]{ label, value },
  maintenance[]{ title, description, icon, steps },
  considerations[]{ title, description },
  madeIn,
  cabin,
  iceBath
}`;

/** A collection's "Made to order in", once its rules have passed, as the configurator reads it. */
function saunaOptionsOf(madeIn: MadeInDocument, kits: boolean): SaunaOptions {
  const pair = (from: unknown, to: unknown) => [Number(from), Number(to)] as const;
  return {
    sizes: kits
      ? { kind: "kits" }
      : {
          kind: "grid",
          width: pair(madeIn.widthFrom, madeIn.widthTo),
          depth: pair(madeIn.depthFrom, madeIn.depthTo),
        },
    outside: madeIn.outside as TimberId[],
    inside: madeIn.inside as TimberId[],
    fronts: madeIn.fronts as CabinModel["front"][],
    confirmed: madeIn.confirmed === true,
  };
}

/** A text of the ice bath's details: missing or empty ones are the rules' to name. */
const text = z.string().nullish();

/** How long an added item's name may be, as its card shows it. */
const NAME_LENGTH = [2, 60] as const;

/** The supplies a heater may be wired to (`supplies` in catalogue/electrics.ts). */
const SUPPLIES = ["single-phase", "three-phase"] as const satisfies readonly Supply[];

/** A room volume in m³ a heater suits: from below to, within what a home sauna measures. */
const ROOM = { min: 1, max: 40 } as const;
const volume = z
  .number("a room volume in m\u00b3")
  .min(ROOM.min, `at least ${ROOM.min} m\u00b3`)
  .max(ROOM.max, `at most ${ROOM.max} m\u00b3`);

/** The maker's figures for a heater the business added. */
const heaterFigures = z
  .object({
    fuel: z.enum(["electric", "wood"], "electric or wood burning"),
    model: z.string().trim().min(3, "the maker's model, in at least 3 characters"),
    source: z.string().trim().min(3, "where the figures come from, in at least 3 characters"),
    outputs: z
      .array(
        z.object({
          kw: z.number("an output in kW").positive("above 0").max(40, "at most 40 kW"),
          roomFrom: volume,
          roomTo: volume,
        }),
      )
      .nullish(),
    supplies: z.array(z.enum(SUPPLIES, "single-phase or three-phase")).nullish(),
    roomFrom: volume.nullish(),
    roomTo: volume.nullish(),
  })
  .superRefine((figures, context) => {
    const issue = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: "custom", message, path });
    if (figures.fuel === "electric") {
      if (!figures.outputs?.length)
        issue("at least one output, with the room it suits", ["outputs"]);
      if (!figures.supplies?.length) issue("the supplies it can be wired to", ["supplies"]);
    } else if (figures.roomFrom == null || figures.roomTo == null) {
      issue("the smallest and the largest room it suits", ["roomFrom"]);
    }
    const rooms =
      figures.fuel === "electric"
        ? (figures.outputs ?? []).map((output, i) => ({ ...output, path: ["outputs", i] }))
        : [{ roomFrom: figures.roomFrom ?? 0, roomTo: figures.roomTo ?? 0, path: [] }];
    for (const { roomFrom, roomTo, path } of rooms)
      if (roomFrom >= roomTo) issue("the smallest room before the largest", [...path, "roomTo"]);
    const outputs = (figures.outputs ?? []).map(({ kw }) => kw);
    if (outputs.some((kw, i) => i > 0 && kw <= outputs[i - 1]!))
      issue("the outputs from the smallest to the largest, each once", ["outputs"]);
  })
  .transform((figures): AddedHeater["spec"] =>
    figures.fuel === "electric"
      ? {
          fuel: "electric",
          model: figures.model,
          outputs: (figures.outputs ?? []).map(({ kw, roomFrom, roomTo }) => ({
            kw,
            room: [roomFrom, roomTo] as const,
          })),
          supplies: figures.supplies ?? [],
          source: figures.source,
        }
      : {
          fuel: "wood",
          model: figures.model,
          room: [figures.roomFrom!, figures.roomTo!] as const,
          source: figures.source,
        },
  );

export const priceDocument = z
  .object({
    _id: z.string(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
    kind: z.string().nullish(),
    name: z
      .string()
      .trim()
      .min(NAME_LENGTH[0], `at least ${NAME_LENGTH[0]} characters`)
      .max(NAME_LENGTH[1], `at most ${NAME_LENGTH[1]} characters`)
      .nullish(),
    order: z.number().int("a whole number").min(0, "0 or more").nullish(),
    heater: heaterFigures.nullish(),
    photographed: z.boolean().nullish(),
    price: z
      .object({
        onRequest: z.boolean().nullish(),
        from: z.number().int("whole rand").positive("above 0").nullish(),
        availability: z.enum(["MadeToOrder", "InStock"], "made to order or in stock"),
        confirmed: z.boolean().nullish(),
        unusual: z.boolean().nullish(),
      })
      .nullish(),
    modelConfirmed: z.boolean().nullish(),
    sizeConfirmed: z.boolean().nullish(),
    withdrawn: z.boolean().nullish(),
    headline: z
      .string()
      .trim()
      .min(PAGE_LIMITS.headline[0], `at least ${PAGE_LIMITS.headline[0]} characters`)
      .max(PAGE_LIMITS.headline[1], `at most ${PAGE_LIMITS.headline[1]} characters`)
      .nullish(),
    story: z.string().nullish(),
    features: z
      .array(
        z.object({
          title: z
            .string()
            .trim()
            .min(PAGE_LIMITS.featureTitle[0], `at least ${PAGE_LIMITS.featureTitle[0]} characters`)
            .max(PAGE_LIMITS.featureTitle[1], `at most ${PAGE_LIMITS.featureTitle[1]} characters`),
          description: z
            .string()
            .trim()
            .min(PAGE_LIMITS.feature[0], `at least ${PAGE_LIMITS.feature[0]} characters`)
            .max(PAGE_LIMITS.feature[1], `at most ${PAGE_LIMITS.feature[1]} characters`),
          icon: z.enum(ICONS, "one of the icons the Studio offers"),
        }),
      )
      .max(PAGE_LIMITS.features[1], `at most ${PAGE_LIMITS.features[1]} features`)
      .nullish(),
    description: z
      .string()
      .trim()
      .min(40, "at least 40 characters")
      .max(400, "at most 400 characters")
      .nullish(),
    // The ice bath's details: their shape here, their words by the rules the Studio holds them to.
    technical: z.array(z.object({ label: text, value: text })).nullish(),
    maintenance: z
      .array(
        z.object({
          title: text,
          description: text,
          icon: text,
          steps: z.array(text).nullish(),
        }),
      )
      .nullish(),
    considerations: z.array(z.object({ title: text, description: text })).nullish(),
    // What a collection is made in: its shape here, held to the rules the Studio holds it to.
    madeIn: z.record(z.string(), z.unknown()).nullish(),
    // A collection's standard cabin, and the ice bath's figures: likewise.
    cabin: z.record(z.string(), z.unknown()).nullish(),
    iceBath: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((document, context) => {
    const { slug, price, description, headline, story, features, withdrawn } = document;
    const issue = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: "custom", message, path });
    const fixed = fixedItem(document);
    const kind = kindOfItem(document);
    const addedCollection = kind === "sauna" && !fixed;
    // Every collection but one sold as kits is drawn from the standard cabin its document holds.
    const fromCabin = drawnFromCabin(document);
    const cabin = (document.cabin ?? undefined) as CabinDocument | undefined;
    // The figures a collection's words may name follow from its cabin's front.
    const figures = fromCabin ? cabinFigures(cabin) : undefined;
    if (fixed) {
      if (document.kind && document.kind !== fixed.kind)
        issue(`"${fixed.name}" is a ${fixed.kind}; clear its kind`, ["kind"]);
      if (document.name) issue(`its name is "${fixed.name}", kept by the site; clear it`, ["name"]);
    } else if (/^[a-z0-9-]+$/.test(slug)) {
      if (!kind)
        issue(
          `"${slug}" names no item of the range: a new item needs its kind (${ADDED_KINDS.join(", ")})`,
          ["kind"],
        );
      else if (!document.name) issue("the name its card shows", ["name"]);
    }
    // An added collection's drawn elevations stand for it until it is photographed.
    if (
      !fixed &&
      kind &&
      !addedCollection &&
      !RENDERED_ITEMS.includes(slug) &&
      !document.photographed
    )
      issue("a photograph: the site has no other picture of an item you add", ["photograph"]);
    if (fromCabin)
      for (const { field, message } of cabinProblems(cabin, fixed?.name ?? document.name ?? slug))
        issue(message, field === "cabin" ? ["cabin"] : ["cabin", field]);
    else if (cabin)
      issue(
        fixed && kind === "sauna"
          ? `the ${fixed.name} is built as its kits; clear its standard cabin`
          : "only a sauna collection has a standard cabin",
        ["cabin"],
      );
    if (addedCollection) {
      // A collection's slug is also what the enquiry form ticks for it, and its page's address.
      const taken = takenSlugProblem(slug);
      if (taken) issue(taken, ["slug"]);
    }
    if (kind === "heater" && !fixed && !document.heater)
      issue("the maker's figures: its model, outputs and the rooms they suit", ["heater"]);
    if (document.heater && kind !== "heater")
      issue("only a heater has a heater's figures", ["heater"]);
    if (document.sizeConfirmed && kind !== "diy-kit")
      issue(SIZE_CONFIRMED_ON_KITS_ONLY, ["sizeConfirmed"]);
    if (withdrawn && kind && !withdrawable(document)) {
      context.addIssue({
        code: "custom",
        message: WITHDRAW_ONLY,
        path: ["withdrawn"],
      });
    }
    if (!PAGED_KINDS.includes(kind ?? "") && (headline || story || features?.length)) {
      context.addIssue({
        code: "custom",
        message:
          "only a sauna collection's page and the ice bath's have a headline, a story and features",
        path: [headline ? "headline" : story ? "story" : "features"],
      });
    }
    for (const [i, paragraph] of paragraphsOf(story ?? "").entries()) {
      const verdict =
        paragraph.length < PAGE_LIMITS.paragraph[0] || paragraph.length > PAGE_LIMITS.paragraph[1]
          ? `paragraph ${i + 1} has ${paragraph.length} characters: ${PAGE_LIMITS.paragraph[0]} to ${PAGE_LIMITS.paragraph[1]}`
          : itemWords(slug, paragraph, figures);
      if (verdict !== true) context.addIssue({ code: "custom", message: verdict, path: ["story"] });
    }
    for (const [i, feature] of (features ?? []).entries()) {
      const title = itemWords(slug, feature.title, figures);
      if (title !== true)
        context.addIssue({ code: "custom", message: title, path: ["features", i, "title"] });
      const verdict = itemWords(slug, feature.description, figures);
      if (verdict !== true)
        context.addIssue({
          code: "custom",
          message: verdict,
          path: ["features", i, "description"],
        });
    }
    if (description) {
      const verdict = itemWords(slug, description, figures);
      if (verdict !== true)
        context.addIssue({ code: "custom", message: verdict, path: ["description"] });
    }
    for (const { path, message } of detailProblems(document)) issue(message, path);
    if (kind === DETAILED_KIND)
      for (const { field, message } of iceBathFigureProblems(document.iceBath))
        issue(message, field === "iceBath" ? ["iceBath"] : ["iceBath", field]);
    else if (document.iceBath) issue(ICE_BATH_FIGURES_ONLY, ["iceBath"]);
    const madeIn = (document.madeIn ?? undefined) as MadeInDocument | undefined;
    for (const { field, message } of fromCabin
      ? addedMadeInProblems(madeIn, fixed?.name ?? document.name ?? slug, cabin)
      : madeInProblems(madeIn, fixed ?? { name: document.name ?? slug }))
      issue(message, field === "madeIn" ? ["madeIn"] : ["madeIn", field]);
    if (description && KIT.test(slug))
      context.addIssue({
        code: "custom",
        message: "a kit's card shows its size and seats, and no words",
        path: ["description"],
      });
    if (soldAsKits.has(slug)) {
      if (price?.from || price?.onRequest)
        context.addIssue({
          code: "custom",
          message: PRICED_FROM_KITS,
          path: ["price"],
        });
    } else if (!price?.onRequest && typeof price?.from !== "number") {
      context.addIssue({
        code: "custom",
        message: "a price in rand, or Price on request",
        path: ["price", "from"],
      });
    } else if (!price?.onRequest) {
      const verdict = plausiblePrice(kind, price?.from, price?.unusual ?? false);
      if (verdict !== true)
        context.addIssue({ code: "custom", message: verdict, path: ["price", "from"] });
    }
  })
  .transform(
    ({
      _id,
      slug,
      kind,
      name,
      order,
      heater,
      price,
      modelConfirmed,
      sizeConfirmed,
      description,
      headline,
      story,
      features,
      technical,
      maintenance,
      considerations,
      withdrawn,
      madeIn,
      cabin,
      iceBath,
    }): PricedItem => {
      const standard = checkedCabin((cabin ?? undefined) as CabinDocument | undefined);
      return {
        slug,
        // Known to be an item's kind once the refinements passed.
        kind: kindOfItem({ slug, kind }) as RangeKind,
        ...(name && !fixedItem({ slug })
          ? {
              added: {
                name,
                order: order ?? 0,
                ...(heater ? { spec: heater } : {}),
              },
            }
          : {}),
        ...(standard ? { cabin: standard } : {}),
        id: _id,
        ...(withdrawn ? { withdrawn: true as const } : {}),
        ...(headline && story && features?.length
          ? { page: { headline, story: paragraphsOf(story), features } }
          : {}),
        ...(kindOfItem({ slug }) === DETAILED_KIND
          ? {
              details: detailsOf(technical, maintenance, considerations),
              iceBath: checkedIceBathFigures(iceBath),
            }
          : {}),
        ...(typeof modelConfirmed === "boolean" ? { modelConfirmed } : {}),
        ...(sizeConfirmed ? { sizeConfirmed: true as const } : {}),
        ...(description ? { description } : {}),
        ...(madeIn && (fixedItem({ slug })?.standard || standard)
          ? { madeIn: saunaOptionsOf(madeIn as MadeInDocument, soldAsKits.has(slug)) }
          : {}),
        ...(soldAsKits.has(slug) || !price
          ? {}
          : {
              price: price.onRequest
                ? { kind: "on-request" as const, availability: price.availability }
                : {
                    kind: "from" as const,
                    amount: price.from!,
                    availability: price.availability,
                    confirmed: price.confirmed ?? false,
                  },
            }),
      };
    },
  );

type Given<T extends keyof z.input<typeof priceDocument>> = z.input<typeof priceDocument>[T];

/**
 * The ice bath's details as the page reads them, once the rules have passed each part: the fields
 * its document gives (`unwordedItems` names those it leaves out).
 */
function detailsOf(
  technical: Given<"technical">,
  maintenance: Given<"maintenance">,
  considerations: Given<"considerations">,
): Partial<IceBathDetails> {
  const trim = (words: string | null | undefined) => (words ?? "").trim();
  return {
    ...(technical && {
      technical: technical.map(({ label, value }) => ({ label: trim(label), value: trim(value) })),
    }),
    ...(maintenance && {
      maintenance: maintenance.map(({ title, description, icon, steps }) => ({
        title: trim(title),
        description: trim(description),
        icon: icon as FeatureIcon,
        steps: (steps ?? []).map(trim),
      })),
    }),
    ...(considerations && {
      considerations: considerations.map(({ title, description }) => ({
        title: trim(title),
        description: trim(description),
      })),
    }),
  };
}

/** The ice bath's details, where its document gives all of them. */
export function fullDetails(item: PricedItem): IceBathDetails | undefined {
  const { technical, maintenance, considerations } = item.details ?? {};
  return technical && maintenance && considerations
    ? { technical, maintenance, considerations }
    : undefined;
}

/**
 * The items of the range that `items` leaves without words (the kits aside, whose cards show
 * their size and seats): the site's pages carry no words of their own for an item.
 */
export function unwordedItems(items: readonly PricedItem[]): string[] {
  const worded = new Set(items.flatMap(({ slug, description }) => (description ? [slug] : [])));
  const paged = new Set(items.flatMap(({ slug, page }) => (page ? [slug] : [])));
  return [
    ...[...STUDIO_RANGE, ...addedItems(items)]
      .filter((item) => item.kind !== "diy-kit" && !worded.has(item.slug))
      .map(
        (item) =>
          `range: "${item.name}" (${item.slug}) has no words: write them in "What we say of it" on its document in the Studio`,
      ),
    ...[...STUDIO_RANGE, ...addedItems(items)]
      .filter((item) => PAGED_KINDS.includes(item.kind) && !paged.has(item.slug))
      .map(
        (item) =>
          `range: "${item.name}" (${item.slug}) has no page: write its headline, its story and at least one feature on its document in the Studio`,
      ),
    ...items.flatMap(({ slug, kind, id, details }) =>
      kind === DETAILED_KIND
        ? DETAIL_FIELDS.filter((field) => !details?.[field]).map(
            (field) =>
              `range item "${fixedItem({ slug })?.name ?? slug}" (${id}), ${field}: its page needs its ${DETAIL_TITLES[field].toLowerCase()}: write them on its document in the Studio`,
          )
        : [],
    ),
  ];
}

/** The items the business added, as the rules name them. */
function addedItems(items: readonly PricedItem[]) {
  return items.flatMap(({ slug, kind, added }) =>
    added ? [{ slug, kind, name: added.name }] : [],
  );
}

/**
 * The items of the range that `priced` leaves without a price (those priced from their kits
 * aside), one line each: a page would otherwise show "Price on request" for an item the business
 * sells at a price.
 */
export function unpricedItems(priced: readonly PricedItem[]): string[] {
  const slugs = new Set(priced.map(({ slug }) => slug));
  return STUDIO_RANGE.filter((item) => !item.pricedFromKits && !slugs.has(item.slug)).map(
    (item) =>
      `range: "${item.name}" (${item.slug}) has no price: open Range: prices and photographs in the Studio and add its document`,
  );
}

/** Reads and checks the prices; throws one error that lists every broken document. */
export async function readPrices(query: ContentQuery): Promise<PricedItem[]> {
  const found: string[] = [];
  const items = checkEach("range item", await query(PRICES_QUERY), priceDocument, found);
  for (const [slug, list] of sharedKeys(items.map(({ slug, id }) => [slug, id] as const))) {
    found.push(`range items ${list.join(", ")}, slug: "${slug}" is priced twice`);
  }
  const steamRooms = items.filter((item) => item.kind === "steam-room");
  if (steamRooms.length > 0 && steamRooms.every((item) => item.withdrawn)) {
    found.push(
      `range items ${steamRooms.map(({ id }) => id).join(", ")}, withdrawn: ${LAST_STEAM_ROOM}`,
    );
  }
  failIfAny(found);
  return items;
}
