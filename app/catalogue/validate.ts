/**
 * Checks every catalogue data set against its schema and the rules across records, and that every
 * picture it shows has its files; an invalid catalogue fails the build. The rules say what must hold
 * (unique slugs, pictures that exist, tours that are shown), not how many of each there are today.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import { z } from "zod";

import { fallbackUrl, type ImageSource, variantUrl } from "../images/image-source";

import { accessories } from "./accessories";
import { aromas } from "./aromas";
import { CLIENT_ROOMS_CATEGORY } from "./client-rooms";
import { diyKits } from "./diy-kits";
import { galleryCategories, galleryExtras } from "./gallery";
import { healthBenefits } from "./health-benefits";
import { heaters } from "./heaters";
import { iceBaths } from "./ice-baths";
import { type AnyItem, range, type RangeKind, saunaSlugs, saunasWithPlans } from "./range";
import { saunas } from "./saunas";
import {
  catalogueItemSchema,
  diyKitSchema,
  featureSchema,
  galleryCategorySchema,
  galleryImageSchema,
  healthBenefitSchema,
  iceBathSchema,
  saunaSchema,
  steamRoomCardSchema,
  timberSchema,
  tourSchema,
} from "./schemas";
import { clientTours, tours } from "./tours";
import { designModel, frontName, offeredSizes, optionsOf, standardDesign } from "./configure";
import { cabinSizing, suitableHeaters } from "./sizing";
import { saunaRange } from "./range-cabins";
import { madeInDocuments } from "../content/generated/made-in";
import { partedUnit } from "../format/units";
import { steamBenefits, steamFeatures, steamRoomCards } from "./steam-rooms";
import { timbers } from "./woods";
import { paths } from "../routing/paths";

const timberIds = new Set<string>(timbers.map((timber) => timber.id));

/** A list with at least one entry, no two of which share `key` (a slug, an id or a name). */
function uniqueList<T extends z.ZodType>(
  schema: T,
  key: (item: z.infer<T>) => string,
  what: string,
) {
  return z
    .array(schema)
    .min(1)
    .refine((list) => new Set(list.map(key)).size === list.length, {
      message: `every ${what} needs one of its own`,
    });
}

/**
 * Rules across records that a single record's schema cannot see. The slugs must be those of the
 * range (range.ts), in its order: the renders and the plan PDFs are drawn from that list.
 */
const saunaCollection = uniqueList(saunaSchema, (sauna) => sauna.slug, "sauna slug")
  .refine((list) => list.map((sauna) => sauna.slug).join() === saunaSlugs.join(), {
    message: `the saunas must be ${saunaSlugs.join(", ")} of range.ts, in that order`,
  })
  .refine((list) => list.every((sauna) => sauna.materials.every((id) => timberIds.has(id))), {
    message: "every material must be one of the timbers of woods.ts",
  })
  .refine(
    (list) =>
      list.every(
        (sauna) =>
          Boolean(sauna.plan) === (saunasWithPlans as readonly string[]).includes(sauna.slug),
      ),
    { message: "exactly the saunas of saunasWithPlans have plans (not Vakio)" },
  )
  .refine(
    (list) =>
      list.every((sauna) => !sauna.plan || sauna.plan.pdf === `/plans/${sauna.slug}-plan.pdf`),
    { message: "a sauna's plan is /plans/{slug}-plan.pdf, the file scripts/plans/ writes" },
  );

/**
 * Tours: an id each, the site's own shown at `/tours/{id}`, every sauna's link among them, and
 * each one framed somewhere (a sauna's page or a gallery category), or no visitor could reach it.
 */
const tourCollection = uniqueList(tourSchema, (tour) => tour.id, "tour id")
  .refine(
    (list) =>
      list.every((tour) => !tour.embedUrl.startsWith("/") || tour.embedUrl === paths.tour(tour.id)),
    { message: "a tour of this site is shown at /tours/{its id}" },
  )
  .refine(
    (list) =>
      saunas.every((sauna) => !sauna.embed || list.some((tour) => tour.embedUrl === sauna.embed)),
    { message: "every sauna's embed link must be the embedUrl of a tour in tours.ts" },
  )
  // A tour opened on its own leads back to its collection by its id (`tourHome`).
  .refine(() => saunas.every((sauna) => !sauna.embed || sauna.embed === paths.tour(sauna.slug)), {
    message: "a collection's tour has the collection's slug as its id",
  })
  .refine(
    (list) =>
      list.every(
        (tour) =>
          saunas.some((sauna) => sauna.embed === tour.embedUrl) ||
          galleryCategories.some((category) => category.tours?.includes(tour.id)),
      ),
    { message: "every tour must be shown by a sauna's page or a gallery category" },
  );

/**
 * The overview lays its category tiles out for exactly seven (`tileSpans` in
 * routes/gallery.tsx: two large, three smaller, two large); another number needs a new layout.
 */
const GALLERY_TILES = 7;

/**
 * The gallery: a slug of its own per category, every picture with an id of its own (across the
 * categories and the extras), and the client renderings showing every client tour, in order.
 */
const galleryCollection = uniqueList(
  galleryCategorySchema,
  (category) => category.slug,
  "gallery category slug",
)
  .length(GALLERY_TILES, `the gallery overview's layout has ${GALLERY_TILES} tiles`)
  .refine(
    (list) => {
      const ids = [...list.flatMap((category) => category.images), ...galleryExtras].map(
        (image) => image.id,
      );
      return new Set(ids).size === ids.length;
    },
    { message: "every gallery image needs an id of its own (categories and extras together)" },
  )
  .refine(
    (list) =>
      list.every((category) =>
        (category.tours ?? []).every((id) => tours.some((tour) => tour.id === id)),
      ),
    { message: "a gallery category's tours must be tours of tours.ts" },
  )
  .refine(
    (list) =>
      list.find((category) => category.slug === CLIENT_ROOMS_CATEGORY)?.tours?.join() ===
      clientTours.map((tour) => tour.id).join(),
    { message: "the client-3d-renderings category shows every client tour, in order" },
  );

/**
 * The carousel shows up to three kits at once and loops; Embla loops only when the slides are
 * wider than the view, so it needs a fourth kit.
 */
const MIN_DIY_KITS = 4;

const catalogue = {
  timbers: { data: timbers, schema: uniqueList(timberSchema, (timber) => timber.id, "timber id") },
  healthBenefits: { data: healthBenefits, schema: z.array(healthBenefitSchema).min(1) },
  saunas: { data: saunas, schema: saunaCollection },
  iceBaths: {
    data: iceBaths,
    schema: uniqueList(iceBathSchema, (bath) => bath.slug, "ice bath slug"),
  },
  accessories: {
    data: accessories,
    schema: uniqueList(catalogueItemSchema, (item) => item.id, "accessory id"),
  },
  heaters: {
    data: heaters,
    schema: uniqueList(catalogueItemSchema, (item) => item.id, "heater id"),
  },
  aromas: { data: aromas, schema: uniqueList(catalogueItemSchema, (item) => item.id, "aroma id") },
  steamFeatures: { data: steamFeatures, schema: z.array(featureSchema).min(1) },
  steamBenefits: { data: steamBenefits, schema: z.array(featureSchema).min(1) },
  steamRoomCards: { data: steamRoomCards, schema: z.array(steamRoomCardSchema).min(1) },
  tours: { data: tours, schema: tourCollection },
  diyKits: {
    data: diyKits,
    schema: uniqueList(diyKitSchema, (kit) => kit.id, "kit id").min(
      MIN_DIY_KITS,
      `the kit carousel loops only with ${MIN_DIY_KITS} kits or more`,
    ),
  },
  galleryCategories: { data: galleryCategories, schema: galleryCollection },
  galleryExtras: { data: galleryExtras, schema: z.array(galleryImageSchema).min(1) },
};

/** Every string of `value` that a visitor may read (not a path, link or data URL), by its path. */
function* copyIn(value: unknown, path: string): Generator<[path: string, text: string]> {
  if (typeof value === "string") {
    if (!/^(\/|data:|https?:)/.test(value)) yield [path, value];
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* copyIn(item, `${path}.${key}`);
  }
}

/** Copy in which a line could end between a number and its unit ("2400 / mm"). */
function partedUnits(name: string, data: unknown): string[] {
  return [...copyIn(data, name)].flatMap(([path, text]) => {
    const where = partedUnit(text);
    return where === undefined
      ? []
      : [`  ${path}: "…${where}…" can break between a number and its unit (use units.ts)`];
  });
}

/** Where the image pipeline writes the variants (relative to the project, where builds run). */
const MEDIA_DIR = resolve("public/media");

/** Every picture the catalogue shows: anything shaped like an ImageSource, however deep. */
function imageSources(value: unknown, found: ImageSource[] = []): ImageSource[] {
  if (Array.isArray(value)) {
    for (const item of value) imageSources(item, found);
  } else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.path === "string" && Array.isArray(record.widths)) {
      found.push(value as ImageSource);
    } else {
      for (const item of Object.values(record)) imageSources(item, found);
    }
  }
  return found;
}

/** The variant files a picture's `srcset` and fallback name that are not in public/media. */
function missingVariants(image: ImageSource): string[] {
  const urls = [
    ...image.widths.flatMap((width) => [
      variantUrl(image, width, "avif"),
      variantUrl(image, width, "webp"),
    ]),
    fallbackUrl(image),
  ];
  return urls.filter((url) => !existsSync(join(MEDIA_DIR, url.replace(/^\/media\//, ""))));
}

/** The records each page shows for a kind of item, by the id the range knows them under. */
const shown: Record<RangeKind, readonly string[]> = {
  sauna: saunas.map((sauna) => sauna.slug),
  "ice-bath": iceBaths.map((bath) => bath.slug),
  "steam-room": steamRoomCards.map((card) => card.id),
  "diy-kit": diyKits.map((kit) => kit.id),
  heater: heaters.map((item) => item.id),
  accessory: accessories.map((item) => item.id),
  aroma: aromas.map((item) => item.id),
};

/**
 * The range and the pages agree: every item of the range is shown on a page (or no visitor could
 * find it), no page shows an item the range lacks, and no two items of a kind share a slug.
 */
export function rangeProblems(items: readonly AnyItem[] = range): string[] {
  const problems: string[] = [];
  for (const kind of Object.keys(shown) as RangeKind[]) {
    const slugs = items.filter((item) => item.kind === kind).map((item) => item.slug);
    if (new Set(slugs).size !== slugs.length)
      problems.push(`  range: two ${kind} items share a slug`);
    for (const slug of slugs) {
      if (!shown[kind].includes(slug)) problems.push(`  range: ${kind} "${slug}" is on no page`);
    }
    for (const id of shown[kind]) {
      if (!slugs.includes(id))
        problems.push(`  range: the page shows ${kind} "${id}", which the range lacks`);
    }
  }
  return problems;
}

/**
 * Every room a collection is offered in (its Range item's "Made to order in": each size with each
 * front) is one a heater of ours suits, since its page recommends one for every design: a larger
 * room is a conversation, not a configuration. The Studio cannot work this out, so the build names
 * the document and field to change, and the first size no heater suits, as the content step names
 * a broken document; `scripts/check-catalogue.ts` reports it to the Studio as the business's.
 */
export function offeredRoomProblems(): string[] {
  return saunaRange.flatMap((sauna) => {
    const standard = standardDesign(sauna);
    for (const front of optionsOf(sauna.slug).fronts)
      for (const size of offeredSizes(sauna)) {
        const model = designModel(sauna, { ...standard, ...size, front });
        const sizing = cabinSizing(model);
        if (sizing.output && suitableHeaters(sizing.effective).length > 0) continue;
        const document = madeInDocuments[sauna.slug] ?? "no document";
        return [
          `range item "${sauna.slug}" (${document}), madeIn: no heater of ours suits the ${sauna.name} at ${size.width} \u00d7 ${size.depth} mm with ${frontName(model)} (a room of ${sizing.effective.toFixed(1)} m\u00b3 to heat); offer it smaller, or add a heater that suits it`,
        ];
      }
    return [];
  });
}

export function validateCatalogue(): void {
  const problems = Object.entries(catalogue).flatMap(([name, { data, schema }]) => {
    const result = schema.safeParse(data);
    const invalid = result.success
      ? []
      : result.error.issues.map((issue) => `  ${name}.${issue.path.join(".")}: ${issue.message}`);
    const missing = [...new Set(imageSources(data).flatMap(missingVariants))].map(
      (url) => `  ${name}: the picture ${url} is not in public/media (run npm run images)`,
    );
    return [...invalid, ...missing, ...partedUnits(name, data)];
  });
  problems.push(...rangeProblems(), ...offeredRoomProblems().map((problem) => `  ${problem}`));
  if (problems.length) throw new Error(`The catalogue is invalid:\n${problems.join("\n")}`);
}
