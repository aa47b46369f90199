/** Checks every catalogue data set against its schema; an invalid catalogue fails the build. */
import { z } from "zod";

import { accessories } from "./accessories";
import { aromas } from "./aromas";
import { customers } from "./customers";
import { diyKits } from "./diy-kits";
import { galleryCategories, galleryCategorySlugs, galleryExtras } from "./gallery";
import { healthBenefits } from "./health-benefits";
import { heaters } from "./heaters";
import { iceBaths } from "./ice-baths";
import { saunaSlugs, saunasWithPlans } from "./sauna-dimensions";
import { saunas } from "./saunas";
import {
  catalogueItemSchema,
  customerSchema,
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
import { partedUnit } from "./units";
import { steamBenefits, steamFeatures, steamRoomCards } from "./steam-rooms";
import { timbers } from "./woods";

const timberIds = new Set<string>(timbers.map((timber) => timber.id));

/** Rules across records that a single record's schema cannot see. */
const saunaCollection = z
  .array(saunaSchema)
  .refine((list) => list.map((sauna) => sauna.slug).join() === saunaSlugs.join(), {
    message: `the saunas must be ${saunaSlugs.join(", ")}, in that order`,
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
  );

/** Tours: an id each, the site's own shown at `/tours/{id}`, and every sauna's link among them. */
const tourCollection = z
  .array(tourSchema)
  .refine((list) => new Set(list.map((tour) => tour.id)).size === list.length, {
    message: "every tour needs an id of its own",
  })
  .refine(
    (list) =>
      list.every((tour) => !tour.embedUrl.startsWith("/") || tour.embedUrl === `/tours/${tour.id}`),
    { message: "a tour of this site is shown at /tours/{its id}" },
  )
  .refine(
    (list) =>
      saunas.every((sauna) => !sauna.embed || list.some((tour) => tour.embedUrl === sauna.embed)),
    { message: "every sauna's embed link must be the embedUrl of a tour in tours.ts" },
  );

/**
 * The gallery: the seven categories of SPEC §2 in order, every picture with an id of its own
 * (across the categories and the extras), and the client renderings showing the five client tours.
 */
const galleryCollection = z
  .array(galleryCategorySchema)
  .refine((list) => list.map((category) => category.slug).join() === galleryCategorySlugs.join(), {
    message: `the gallery categories must be ${galleryCategorySlugs.join(", ")}, in that order`,
  })
  .refine((list) => new Set(list.map((category) => category.slug)).size === list.length, {
    message: "every gallery category needs a slug of its own",
  })
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
      clientTours.length === 5 &&
      list.find((category) => category.slug === "client-3d-renderings")?.tours?.join() ===
        clientTours.map((tour) => tour.id).join(),
    { message: "the client-3d-renderings category shows the five client tours, in order" },
  );

const catalogue = {
  customers: { data: customers, schema: z.array(customerSchema).length(17) },
  timbers: { data: timbers, schema: z.array(timberSchema).length(6) },
  healthBenefits: { data: healthBenefits, schema: z.array(healthBenefitSchema).length(4) },
  saunas: { data: saunas, schema: saunaCollection },
  iceBaths: { data: iceBaths, schema: z.array(iceBathSchema).min(1) },
  accessories: { data: accessories, schema: z.array(catalogueItemSchema).length(9) },
  heaters: { data: heaters, schema: z.array(catalogueItemSchema).length(6) },
  aromas: { data: aromas, schema: z.array(catalogueItemSchema).length(7) },
  steamFeatures: { data: steamFeatures, schema: z.array(featureSchema).min(3) },
  steamBenefits: { data: steamBenefits, schema: z.array(featureSchema).min(3) },
  steamRoomCards: { data: steamRoomCards, schema: z.array(steamRoomCardSchema).length(3) },
  tours: { data: tours, schema: tourCollection },
  diyKits: { data: diyKits, schema: z.array(diyKitSchema).length(4) },
  galleryCategories: { data: galleryCategories, schema: galleryCollection },
  galleryExtras: { data: galleryExtras, schema: z.array(galleryImageSchema).length(20) },
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

export function validateCatalogue(): void {
  const problems = Object.entries(catalogue).flatMap(([name, { data, schema }]) => {
    const result = schema.safeParse(data);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => `  ${name}.${issue.path.join(".")}: ${issue.message}`);
    return [...issues, ...partedUnits(name, data)];
  });
  if (problems.length) throw new Error(`The catalogue is invalid:\n${problems.join("\n")}`);
}
