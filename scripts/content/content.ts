/**
 * What `npm run content` does (build-content.ts runs it): reads the proof, the prices, the
 * photographs, the contact details, opening hours and places served, the guide figures, the price
 * terms, the configurator's pricing rule, the business's own questions and answers, the privacy
 * notice's figures and words and the rooms we built from the dataset's source,
 * checks every document (app/content/proof.ts, prices.ts, photographs.ts, settings.ts, guides.ts,
 * terms.ts, pricing.ts, hours.ts, places.ts, faq.ts, privacy.ts, projects.ts) and writes the
 * modules the pages import, the photographs' files for the image pipeline and the contact details for the
 * configuration (settings.json). App modules read the configuration as they load: import this after it
 * is published (loadEnv()).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, extname, join, relative, resolve } from "node:path";

import { datasetConfig } from "../../app/dataset/config";
import { imageUrls } from "../../app/dataset/image-urls";
import { BLOG_CONTENT_DIR } from "../../app/dataset/embedded-files.server";
import { env } from "../../app/config/env";
import { type Photograph, readPhotographs } from "../../app/content/photographs";
import {
  type GuideFigures,
  type GuideWords,
  readGuides,
  readGuideWords,
} from "../../app/content/guides";
import { type Hours, readHours } from "../../app/content/hours";
import { readSettings } from "../../app/content/settings";
import { readTerms, type Terms } from "../../app/content/terms";
import { type Pricing, readPricing } from "../../app/content/pricing";
import { readPlaces, type ServedPlaces } from "../../app/content/places";
import { readReplyHours } from "../../app/content/reply";
import { readShowrooms, type Showroom } from "../../app/content/showrooms";
import { type OwnQuestion, readFaq } from "../../app/content/faq";
import { type FaqWords, readFaqWords } from "../../app/content/faq-words";
import { type Project, readProjects } from "../../app/content/projects";
import {
  type PrivacyFigures,
  type PrivacyWords,
  readPrivacy,
  readPrivacyWords,
} from "../../app/content/privacy";
import { type CheckedPage, readPageWords } from "../../app/content/pages";
import { type GalleryWords, readGalleryWords } from "../../app/content/gallery";
import { readTimberWords, type TimberWords } from "../../app/content/timbers";
import { readTourWords, type TourWords } from "../../app/content/tours";
import {
  fullDetails,
  type PricedItem,
  readPrices,
  unpricedItems,
  unwordedItems,
} from "../../app/content/prices";
import type { RangeKind } from "../../content-studio/rules/range";
import { developerSaunaSlugs } from "../../app/content/developer-range";
import { type RenderedCabin, renderedCabins, sameCabin } from "./rendered-cabins";
import type { CheckedCabin } from "../../content-studio/rules/cabin";
import { failIfAny } from "../../app/content/check";
import { type Proof, readProof } from "../../app/content/proof";
import { draftsBuild } from "../../app/config/drafts";
import { contentQuery } from "../../app/dataset/source.server";
import { checkFields } from "./document-rules";
import { BUILT_FROM_PATH, builtFrom, LATEST_CHANGE_QUERY } from "./publish-status";

/** Where the modules the pages import are written (relative to the project, where builds run). */
export const GENERATED_DIR = resolve("app/content/generated");

/**
 * Reads and checks everything editors keep in the Studio, and writes what the site imports;
 * returns what it read, and from where, for the log. `datasetDir` and `outDir` point it at a copy of the embedded dataset
 * and another folder (the tests).
 */
export async function buildContent({
  datasetDir,
  outDir = GENERATED_DIR,
  drafts = Boolean(draftsBuild),
}: { datasetDir?: string; outDir?: string; drafts?: boolean } = {}) {
  const config = datasetConfig(env);
  const dataset = config.embedded
    ? `the embedded dataset (${relative(process.cwd(), datasetDir ?? "content/dataset")}/)`
    : `Sanity project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}`;
  const source = drafts ? `the drafts in ${dataset}` : dataset;
  const query = contentQuery(datasetDir, drafts);
  // All are read (the photographs' files too) before any is written, so a broken document
  // changes nothing, and the message names every broken document.
  const read = await readAll(source, {
    proof: readProof(query, imageUrls(config)),
    prices: readPrices(query).then((prices) => {
      failIfAny([...unpricedItems(prices), ...unwordedItems(prices)]);
      return prices;
    }),
    photographs: readPhotographs(query).then((list) =>
      Promise.all(
        list.map(async (photograph) => ({
          photograph,
          bytes: await photographBytes(photograph, config.embedded, datasetDir),
        })),
      ),
    ),
    settings: readSettings(query),
    guides: readGuides(query),
    guideWords: readGuideWords(query),
    terms: readTerms(query),
    hours: readHours(query),
    pricing: readPricing(query),
    places: readPlaces(query),
    replyHours: readReplyHours(query),
    showrooms: readShowrooms(query),
    faq: readFaq(query),
    faqWords: readFaqWords(query),
    privacy: readPrivacy(query),
    privacyWords: readPrivacyWords(query),
    projects: readProjects(query),
    pages: readPageWords(query),
    gallery: readGalleryWords(query),
    timberWords: readTimberWords(query),
    tourWords: readTourWords(query),
    fields: checkFields(query),
    // The change the content was read at, for the build's report once its release is live.
    builtFrom: query(LATEST_CHANGE_QUERY).then(builtFrom),
  });
  mkdirSync(join(outDir, "words"), { recursive: true });
  mkdirSync(join(outDir, "pages"), { recursive: true });
  // One list of all kinds' words, as earlier builds wrote it, is gone.
  rmSync(join(outDir, "words.ts"), { force: true });
  // What the committed renders show, read once for the two modules of collections.
  const rendered = renderedCabins();
  const modules: Record<string, string> = {
    "proof.ts": proofModule(read.proof, config.embedded),
    "prices.ts": pricesModule(read.prices),
    "range.ts": rangeModule(read.prices),
    "made-in.ts": madeInModule(read.prices),
    "collections.ts": collectionsModule(read.prices, rendered),
    "built-collections.ts": builtCollectionsModule(read.prices, rendered),
    "ice-bath-figures.ts": iceBathFiguresModule(read.prices),
    "kit-sizes.ts": kitSizesModule(read.prices),
    ...wordsModules(read.prices),
    "words/collection-pages.ts": collectionPagesModule(read.prices),
    "words/ice-bath-pages.ts": collectionPagesModule(read.prices, "ice-bath"),
    "words/ice-bath-details.ts": iceBathDetailsModule(read.prices),
    "guides.ts": guidesModule(read.guides),
    "guide-words.ts": guideWordsModule(read.guideWords),
    "terms.ts": termsModule(read.terms),
    "hours.ts": hoursModule(read.hours),
    "calendar.ts": calendarModule(read.hours),
    "pricing.ts": pricingModule(read.pricing),
    "places.ts": placesModule(read.places),
    "reply.ts": generatedModule("", [
      {
        name: "replyHours",
        type: "number",
        value: read.replyHours,
        about: "How soon the business replies to an enquiry or a booking request, in hours.",
      },
    ]),
    "showrooms.ts": showroomsModule(read.showrooms),
    "faq.ts": faqModule(read.faq),
    "faq-words.ts": faqWordsModule(read.faqWords),
    "projects.ts": projectsModule(read.projects),
    "privacy.ts": privacyModule(read.privacy),
    "privacy-words.ts": privacyWordsModule(read.privacyWords),
    "gallery.ts": galleryModule(read.gallery),
    "timber-words.ts": timberWordsModule(read.timberWords),
    "tour-words.ts": tourWordsModule(read.tourWords),
    ...pageWordsModules(read.pages),
    "settings.json": `${JSON.stringify(read.settings, null, 2)}\n`,
    [basename(BUILT_FROM_PATH)]: JSON.stringify(read.builtFrom ?? null),
  };
  for (const [file, text] of Object.entries(modules)) writeFileSync(join(outDir, file), text);
  writePhotographs(join(outDir, PHOTOGRAPHS), read.photographs);
  const { fields: _fields, builtFrom: _builtFrom, ...content } = read;
  return {
    ...content,
    photographs: read.photographs.map(({ photograph }) => photograph),
    source,
  };
}

/**
 * Waits for every read, and throws one error naming every broken document of all of them (with
 * `source`) if any failed; otherwise their results, by the same names.
 */
async function readAll<T extends Record<string, unknown>>(
  source: string,
  reads: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const names = Object.keys(reads) as (keyof T)[];
  const settled = await Promise.allSettled(names.map((name) => reads[name]));
  const failed = settled.flatMap((read) =>
    read.status === "rejected" ? [(read.reason as Error).message] : [],
  );
  if (failed.length > 0) throw new Error(`reading ${source}:\n${failed.join("\n")}`);
  return Object.fromEntries(
    names.map((name, i) => [name, (settled[i] as PromiseFulfilledResult<unknown>).value]),
  ) as T;
}

/** The photographs' folder in the generated content: their files and `index.json`. */
export const PHOTOGRAPHS = "photographs";

/** A photograph as the image pipeline reads it from `index.json`: its file beside it. */
export type PhotographEntry = Photograph & { file: string };

/** The largest photograph fetched: a camera's full-size JPEG is well under it. */
const MAX_PHOTOGRAPH_BYTES = 40 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;

/**
 * A photograph's file: from the embedded dataset's images (in `datasetDir`, a copy, or
 * content/dataset/), or fetched from the project's image CDN.
 */
async function photographBytes(
  { asset, document }: Photograph,
  embedded: boolean,
  datasetDir?: string,
): Promise<Buffer> {
  const where = `${document}, photograph`;
  if (embedded) {
    const file = join(datasetDir ?? BLOG_CONTENT_DIR, "images", basename(asset.url));
    if (!existsSync(file)) throw new Error(`${where}: no file ${relative(process.cwd(), file)}`);
    return readFileSync(file);
  }
  const response = await fetch(asset.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${where}: ${asset.url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_PHOTOGRAPH_BYTES) {
    throw new Error(`${where}: ${asset.url} is over ${MAX_PHOTOGRAPH_BYTES >> 20} MB`);
  }
  return bytes;
}

/** Writes each photograph's file and the index, and takes away the files of any no longer set. */
function writePhotographs(
  dir: string,
  photographs: readonly { photograph: Photograph; bytes: Buffer }[],
): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entries: PhotographEntry[] = photographs.map(({ photograph, bytes }) => {
    const file = `${photograph.picture.replaceAll("/", "--")}${extname(new URL(photograph.asset.url, "http://x").pathname) || ".jpg"}`;
    writeFileSync(join(dir, file), bytes);
    return { ...photograph, file };
  });
  writeFileSync(join(dir, "index.json"), `${JSON.stringify(entries, null, 2)}\n`);
}

const HEADER = [
  "// Generated by scripts/content/build-content.ts from the content studio's dataset.",
  "// Do not edit: change the content in the studio (or content/dataset/) and run `npm run content`.",
];

/** One constant of a generated module: its name, its type, its value and what it is. */
interface Constant {
  name: string;
  type?: string;
  value: unknown;
  about?: string;
}

/** A generated module: the header, the types it imports, then each constant as JSON. */
function generatedModule(imports: string, constants: readonly Constant[]): string {
  return [
    ...HEADER,
    ...(imports ? [imports, ""] : []),
    ...constants.flatMap(({ name, type, value, about }) => [
      ...(about ? [`/** ${about} */`] : []),
      `export const ${name}${type ? `: ${type}` : ""} = ${JSON.stringify(value, null, 2)};`,
      "",
    ]),
  ].join("\n");
}

/**
 * The proof's module: the checked customers and testimonials as typed constants, and whether they
 * came from the embedded dataset.
 */
export function proofModule({ customers, testimonials }: Proof, embedded: boolean): string {
  return generatedModule('import type { Customer, Testimonial } from "../proof";', [
    { name: "fromEmbeddedDataset", value: embedded },
    { name: "customers", type: "Customer[]", value: customers },
    { name: "testimonials", type: "Testimonial[]", value: testimonials },
  ]);
}

/** The guides' module: each step's duration, our warranty periods, and the journey's weeks. */
export function guidesModule({ durations, warranty, journeyWeeks }: GuideFigures): string {
  return generatedModule('import type { GuideFigures } from "../guides";', [
    { name: "durations", type: 'GuideFigures["durations"]', value: durations },
    { name: "warranty", type: 'GuideFigures["warranty"]', value: warranty },
    {
      name: "journeyWeeks",
      type: 'GuideFigures["journeyWeeks"]',
      value: journeyWeeks,
      about: "The steps' sum in weeks: a built sauna's lead time.",
    },
  ]);
}

/** The guides' words: only the installation and warranty guides (and the questions) load them. */
export function guideWordsModule({ installation, warranty }: GuideWords): string {
  return generatedModule('import type { GuideWords } from "../guides";', [
    { name: "installationWords", type: 'GuideWords["installation"]', value: installation },
    { name: "warrantyWords", type: 'GuideWords["warranty"]', value: warranty },
  ]);
}

/**
 * The opening hours' module, as `site.ts` lists them in every page's footer, and whether the
 * showrooms close on public holidays: the rest of the calendar is `calendarModule`'s, which only
 * the pages that book a visit load.
 */
export function hoursModule({ openingHours, closedDates }: Hours): string {
  return generatedModule('import type { OpeningHours } from "../hours";', [
    { name: "openingHours", type: "OpeningHours[]", value: openingHours },
    { name: "closedOnHolidays", value: closedDates.length > 0 },
  ]);
}

/** The calendar a visit is booked on: each day's hours, and the closed dates. */
export function calendarModule({ week, closedDates }: Hours): string {
  return generatedModule('import type { ClosedDate, DayHours } from "../hours";', [
    { name: "week", type: "DayHours[]", value: week },
    { name: "closedDates", type: "ClosedDate[]", value: closedDates },
  ]);
}

/**
 * The price terms' module: each kind's terms, the typical cost of a heater's dedicated circuit,
 * whether the business has confirmed them, and the steam generators' maker once it names one.
 */
export function termsModule({ byKind, circuit, confirmed, steamGeneratorMaker }: Terms): string {
  return generatedModule('import type { Terms } from "../terms";', [
    { name: "terms", type: 'Terms["byKind"]', value: byKind },
    { name: "circuitCost", type: 'Terms["circuit"]', value: circuit },
    { name: "termsConfirmed", value: confirmed },
    { name: "steamGeneratorMaker", type: "string | undefined", value: steamGeneratorMaker },
  ]);
}

/** The configurator's pricing rule, and whether the business has confirmed it. */
export function pricingModule({ rule, confirmed }: Pricing): string {
  return generatedModule('import type { PricingRule } from "../pricing";', [
    { name: "pricing", type: "PricingRule", value: rule },
    { name: "pricingConfirmed", value: confirmed },
  ]);
}

/** Each showroom's collections on show and visit, by its id. */
export function showroomsModule(showrooms: Record<string, Showroom>): string {
  return generatedModule(
    'import type { OfficeId } from "../../config/offices";\nimport type { Showroom } from "../showrooms";',
    [{ name: "showrooms", type: "Record<OfficeId, Showroom>", value: showrooms }],
  );
}

/** The places served, and whether the business has confirmed them. */
export function placesModule({ places, confirmed }: ServedPlaces): string {
  return generatedModule('import type { ServedPlace } from "../places";', [
    { name: "servedPlaces", type: "ServedPlace[]", value: places },
    { name: "servedPlacesConfirmed", value: confirmed },
  ]);
}

/** The business's own questions and answers, in the page's order. */
export function faqModule(questions: readonly OwnQuestion[]): string {
  return generatedModule('import type { OwnQuestion } from "../faq";', [
    { name: "ownQuestions", type: "OwnQuestion[]", value: questions },
  ]);
}

/** The questions and answers page's own words, figures still named in braces (`guides/faq.ts`). */
export function faqWordsModule(words: FaqWords): string {
  return generatedModule('import type { FaqWords } from "../faq-words";', [
    { name: "faqWords", type: "FaqWords", value: words },
  ]);
}

/** The rooms we built, newest first. */
export function projectsModule(projects: readonly Project[]): string {
  return generatedModule('import type { Project } from "../projects";', [
    { name: "projects", type: "Project[]", value: projects },
  ]);
}

/** The privacy notice's figures. */
export function privacyModule(figures: PrivacyFigures): string {
  return generatedModule('import type { PrivacyFigures } from "../privacy";', [
    { name: "privacyFigures", type: "PrivacyFigures", value: figures },
  ]);
}

/** The privacy page's words, figures still named in braces: only the privacy page loads them. */
export function privacyWordsModule(words: PrivacyWords): string {
  return generatedModule('import type { PrivacyWords } from "../privacy";', [
    { name: "privacyWords", type: "PrivacyWords", value: words },
  ]);
}

/** The gallery's words by category, figures still named in braces (`app/catalogue/gallery.ts`). */
export function galleryModule(words: Record<string, GalleryWords>): string {
  return generatedModule('import type { GalleryWords } from "../gallery";', [
    { name: "galleryWords", type: "Record<string, GalleryWords>", value: words },
  ]);
}

/** The timbers' words, in the business's order, figures still named in braces (`catalogue/woods.ts`). */
export function timberWordsModule(words: readonly TimberWords[]): string {
  return generatedModule('import type { TimberWords } from "../timbers";', [
    { name: "timberWords", type: "TimberWords[]", value: words },
  ]);
}

/** Each 3D tour's words by its id, figures still named in braces (`catalogue/tours.ts`). */
export function tourWordsModule(words: TourWords): string {
  return generatedModule('import type { TourWords } from "../tours";', [
    { name: "tourWords", type: "TourWords", value: words },
  ]);
}

/**
 * Each page's words, a module per page (`pages/about.ts`, exporting `words`, and `sections` on the
 * pages with words of their own: home, about, steam rooms, sauna collections, the comparison,
 * gallery, guides, page not found, contact, DIY kits, thank-you and booking), figures in braces.
 */
export function pageWordsModules(pages: Record<string, CheckedPage>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([page, { words, sections }]) => {
      const type = {
        home: "HomePageSections",
        about: "AboutSections",
        steamRooms: "SteamRoomsSections",
        products: "ProductsSections",
        compare: "CompareSections",
        gallery: "GallerySections",
        guides: "GuidesSections",
        notFound: "NotFoundSections",
        contact: "ContactSections",
        diyKits: "DiyKitsSections",
        thankYou: "ThankYouSections",
        book: "BookSections",
      }[page];
      return [
        `pages/${page}.ts`,
        generatedModule(`import type { PageWords${type ? `, ${type}` : ""} } from "../../pages";`, [
          { name: "words", type: "PageWords", value: words },
          ...(type && sections ? [{ name: "sections", type, value: sections }] : []),
        ]),
      ];
    }),
  );
}

/**
 * The items' words, as the business keeps them, one module per kind (`words/sauna.ts`, …, each
 * exporting `words`): apart from the prices, which every page loads, so that a page carries only
 * its own kind's words.
 */
export function wordsModules(items: readonly PricedItem[]): Record<string, string> {
  return Object.fromEntries(
    WORD_KINDS.map((kind) => [
      `words/${kind}.ts`,
      generatedModule("", [
        {
          name: "words",
          type: "Record<string, string>",
          value: Object.fromEntries(
            items.flatMap((item) =>
              item.description && item.kind === kind ? [[item.slug, item.description]] : [],
            ),
          ),
        },
      ]),
    ]),
  );
}

/**
 * The collections' pages (or, with `kind` "ice-bath", the ice bath's) in the business's words
 * (headline, story, features), figures still named in braces: apart from their short words, which
 * the page loads with its data, and one module for each kind, so a page loads only its own.
 */
export function collectionPagesModule(
  items: readonly PricedItem[],
  kind: RangeKind = "sauna",
): string {
  return generatedModule('import type { CollectionPage } from "../../prices";', [
    {
      name: "pages",
      type: "Record<string, CollectionPage>",
      value: Object.fromEntries(
        items.flatMap((item) => (item.page && item.kind === kind ? [[item.slug, item.page]] : [])),
      ),
    },
  ]);
}

/**
 * The ice bath's details in the business's words (its Technical tab's rows, its care routines and
 * what to consider before ordering), figures still named in braces: read by its page and the
 * warranty guide.
 */
export function iceBathDetailsModule(items: readonly PricedItem[]): string {
  return generatedModule('import type { IceBathDetails } from "../../prices";', [
    {
      name: "details",
      type: "Record<string, IceBathDetails>",
      value: Object.fromEntries(
        items.flatMap((item) => {
          const details = fullDetails(item);
          return details ? [[item.slug, details]] : [];
        }),
      ),
    },
  ]);
}

/** The kinds whose items have words (a DIY kit's card shows its size and seats). */
const WORD_KINDS: readonly RangeKind[] = [
  "sauna",
  "ice-bath",
  "steam-room",
  "heater",
  "accessory",
  "aroma",
];

/**
 * The heaters, accessories and aromas the business keeps, each kind in the order it set (then by
 * name), withdrawn ones too: the range builds its lists from them.
 */
export function rangeModule(items: readonly PricedItem[]): string {
  const ofKind = (kind: RangeKind) =>
    items
      .filter((item) => item.kind === kind && item.added)
      .sort((a, b) => a.added!.order - b.added!.order || a.added!.name.localeCompare(b.added!.name))
      .map(({ slug, added }) => ({
        slug,
        name: added!.name,
        ...(added!.spec ? { spec: added!.spec } : {}),
      }));
  return generatedModule('import type { AddedHeater, AddedItem } from "../range-core";', [
    {
      name: "added",
      type: "{ heater: AddedHeater[]; accessory: AddedItem[]; aroma: AddedItem[] }",
      value: { heater: ofKind("heater"), accessory: ofKind("accessory"), aroma: ofKind("aroma") },
      about: "The heaters, accessories and aromas, in the order the business set.",
    },
  ]);
}

/**
 * What a collection is drawn from: its standard cabin and seats, and whether its renders (which
 * show `renderedAs`, if it has any) show that cabin.
 */
function drawnFrom(cabin: CheckedCabin, renderedAs: RenderedCabin | undefined) {
  const { seats, ...model } = cabin;
  return { model, seats, rendered: sameCabin(renderedAs, model) };
}

/**
 * The developer's collections built to order (in the site's order), each from the standard cabin
 * its document holds, and whether its renders still show that cabin: one the business changed is
 * drawn until a developer renders it again. Apart from the collections the business added, which
 * every page's menu names, so that the pages that do not show a collection do not load these.
 */
export function builtCollectionsModule(
  items: readonly PricedItem[],
  rendered: Readonly<Record<string, RenderedCabin>>,
): string {
  const built = developerSaunaSlugs.flatMap((slug) => {
    const item = items.find((candidate) => candidate.slug === slug && !candidate.added);
    return item?.cabin ? [{ slug, ...drawnFrom(item.cabin, rendered[slug]) }] : [];
  });
  return generatedModule('import type { BuiltCollection } from "../range-core";', [
    {
      name: "builtCollections",
      type: "BuiltCollection[]",
      value: built,
      about:
        "The developer's collections built to order, each with its standard cabin and whether its renders show it.",
    },
  ]);
}

/**
 * The collections the business added and has not withdrawn, in the order it set (then by name):
 * each one's slug, name, standard cabin and seats, from which the range builds it, and whether a
 * developer has rendered it from that cabin. Apart from the rest of the range, since every page's
 * menu names them.
 */
export function collectionsModule(
  items: readonly PricedItem[],
  rendered: Readonly<Record<string, RenderedCabin>>,
): string {
  const collections = items
    .filter((item) => item.kind === "sauna" && item.added && item.cabin && !item.withdrawn)
    .sort((a, b) => a.added!.order - b.added!.order || a.added!.name.localeCompare(b.added!.name))
    .map(({ slug, added, cabin }) => ({
      slug,
      name: added!.name,
      ...drawnFrom(cabin!, rendered[slug]),
    }));
  return generatedModule('import type { AddedCollection } from "../range-core";', [
    {
      name: "addedCollections",
      type: "AddedCollection[]",
      value: collections,
      about: "The collections the business added, in the order it set.",
    },
  ]);
}

/**
 * The ice bath's figures as the business keeps them, by its slug: its water, weight, access,
 * chiller, supply, socket and warranty, and whether it has confirmed them.
 */
export function iceBathFiguresModule(items: readonly PricedItem[]): string {
  return generatedModule(
    'import type { CheckedIceBathFigures } from "../../../content-studio/rules/ice-bath";',
    [
      {
        name: "iceBathFigures",
        type: "Record<string, CheckedIceBathFigures>",
        value: Object.fromEntries(
          items.flatMap(({ slug, iceBath }) => (iceBath ? [[slug, iceBath]] : [])),
        ),
        about: "The ice bath's figures, by its slug, and whether the business has confirmed them.",
      },
    ],
  );
}

/** The DIY kits whose size and seats the business has confirmed: only the launch check reads it. */
export function kitSizesModule(items: readonly PricedItem[]): string {
  return generatedModule("", [
    {
      name: "kitSizesConfirmed",
      type: "string[]",
      value: items.flatMap(({ slug, sizeConfirmed }) => (sizeConfirmed ? [slug] : [])),
      about: "The DIY kits whose size and seats the business has confirmed, by slug.",
    },
  ]);
}

/** What each collection may be made as, by its slug, as its configurator offers it. */
export function madeInModule(items: readonly PricedItem[]): string {
  return generatedModule('import type { SaunaOptions } from "../range-core";', [
    {
      name: "madeIn",
      type: "Record<string, SaunaOptions>",
      value: Object.fromEntries(
        items.flatMap(({ slug, madeIn }) => (madeIn ? [[slug, madeIn]] : [])),
      ),
      about: "What each collection may be made as: its sizes, timbers and fronts, by its slug.",
    },
    {
      name: "madeInDocuments",
      type: "Record<string, string>",
      value: Object.fromEntries(
        items.flatMap(({ slug, id, madeIn }) => (madeIn ? [[slug, id]] : [])),
      ),
      about:
        "The document that set what each collection is made in, for the build's messages (never in a page's script).",
    },
  ]);
}

/**
 * The prices' module: each item's price by its slug, the heaters whose model the business has
 * confirmed, and the document that set each price.
 */
export function pricesModule(everyItem: readonly PricedItem[]): string {
  // An item priced from its kits has a Range item for its photographs and words, and no price.
  const items = everyItem.filter((item) => item.price);
  const models = items.flatMap(({ slug, modelConfirmed }) =>
    modelConfirmed ? [[slug, true]] : [],
  );
  return generatedModule('import type { Price } from "../range-core";', [
    {
      name: "prices",
      type: "Record<string, Price>",
      value: Object.fromEntries(items.map(({ slug, price }) => [slug, price])),
    },
    {
      name: "modelsConfirmed",
      type: "Record<string, true>",
      value: Object.fromEntries(models),
      about: "The heaters whose model, figures and supplies the business has confirmed, by slug.",
    },
    {
      name: "withdrawn",
      type: "string[]",
      value: everyItem.flatMap(({ slug, withdrawn }) => (withdrawn ? [slug] : [])),
      about: "The items the business has withdrawn: left out of every page.",
    },
    {
      name: "priceDocuments",
      type: "Record<string, string>",
      value: Object.fromEntries(items.map(({ slug, id }) => [slug, id])),
      about:
        "The document that set each price, for the build's messages (never in a page's script).",
    },
  ]);
}
