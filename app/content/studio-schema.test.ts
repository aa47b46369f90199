/**
 * The content studio's schema (content-studio/schemaTypes/), checked as Sanity compiles it: no
 * errors, and every field the site's queries read is a field editors can fill in. A query that
 * reads a field the Studio does not have would find nothing in a real project, and the build would
 * fail only once someone had configured one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { groupProblems, validateSchema } from "@sanity/schema/_internal";
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";

import { schemaTypes } from "../../content-studio/schemaTypes";
import { ALL_POSTS_QUERY, POST_QUERY } from "../blog/queries";
import { wordmarkStyles as studioWordmarks } from "../../content-studio/schemaTypes/customer";
import { MIN_PHOTOGRAPH_WIDTH as studioMinWidth } from "../../content-studio/schemaTypes/range-item";
import { photographCategories } from "../../content-studio/schemaTypes/gallery-category";
import {
  GALLERY_PHOTOGRAPHS_QUERY,
  MIN_PHOTOGRAPH_WIDTH,
  OFFICE_PHOTOGRAPHS_QUERY,
  PHOTOGRAPH_CATEGORIES,
  PHOTOGRAPHS_QUERY,
  VIEW_PHOTOGRAPHS_QUERY,
} from "./photographs";
import { GUIDES_QUERY } from "./guides";
import { HOURS_QUERY } from "./hours";
import { PRICES_QUERY } from "./prices";
import { DETAILS_QUERY, OFFICES_QUERY } from "./settings";
import { FAQ_QUERY } from "./faq";
import { PAGE_WORDS_QUERY } from "./pages";
import { PLACES_QUERY } from "./places";
import { SHOWROOMS_QUERY } from "./showrooms";
import { PRICING_QUERY } from "./pricing";
import { PRIVACY_QUERY, PRIVACY_WORDS_QUERY } from "./privacy";
import { REPLY_QUERY } from "./reply";
import { FAQ_WORDS_QUERY } from "./faq-words";
import { GALLERY_WORDS_QUERY } from "./gallery";
import { TIMBER_WORDS_QUERY } from "./timbers";
import { TOUR_WORDS_QUERY } from "./tours";
import { TERMS_QUERY } from "./terms";
import { CUSTOMERS_QUERY, TESTIMONIALS_QUERY, wordmarkStyles } from "./proof";

type Node = { type: string; name?: string; base?: Node; expr?: Node } & Record<string, unknown>;

function errors(types: unknown[]) {
  return groupProblems(validateSchema(types).getTypes()).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${group.path.map((step) => step.name).join(" > ")}: ${problem.message}`),
  );
}

/**
 * The document's own fields a projection reads: attribute names with no base, outside nested
 * projections (whose attributes belong to what they project, an asset or a block).
 */
function fieldsRead(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) fieldsRead(item, found);
  } else if (node && typeof node === "object") {
    const { type, name, base } = node as Node;
    if (type === "AccessAttribute" && !base && name) found.add(name);
    if (type === "Projection" || type === "Map") {
      fieldsRead(base, found);
    } else {
      for (const value of Object.values(node)) fieldsRead(value, found);
    }
  }
  return found;
}

/** The object a query returns for each document: the outermost projection's. */
function topProjection(groq: string): Node {
  let node = parse(groq, { params: { limit: 1, slug: "x" } }) as Node;
  while (node.type !== "Object") {
    if (!node.expr) throw new Error(`No projection in ${groq}`);
    node = node.expr;
  }
  return node;
}

const queries = [
  { type: "rangeItem", groq: PRICES_QUERY },
  { type: "rangeItem", groq: PHOTOGRAPHS_QUERY },
  { type: "rangeItem", groq: VIEW_PHOTOGRAPHS_QUERY },
  { type: "galleryCategory", groq: GALLERY_PHOTOGRAPHS_QUERY },
  { type: "siteSettings", groq: DETAILS_QUERY },
  { type: "office", groq: OFFICES_QUERY },
  { type: "office", groq: OFFICE_PHOTOGRAPHS_QUERY },
  { type: "office", groq: SHOWROOMS_QUERY },
  { type: "guideFigures", groq: GUIDES_QUERY },
  { type: "priceTerms", groq: TERMS_QUERY },
  { type: "configuratorPricing", groq: PRICING_QUERY },
  { type: "siteSettings", groq: HOURS_QUERY },
  { type: "siteSettings", groq: PLACES_QUERY },
  { type: "faqQuestion", groq: FAQ_QUERY },
  { type: "pageWords", groq: PAGE_WORDS_QUERY },
  { type: "siteSettings", groq: PRIVACY_QUERY },
  { type: "siteSettings", groq: REPLY_QUERY },
  { type: "privacyWords", groq: PRIVACY_WORDS_QUERY },
  { type: "faqWords", groq: FAQ_WORDS_QUERY },
  { type: "galleryCategory", groq: GALLERY_WORDS_QUERY },
  { type: "timberWords", groq: TIMBER_WORDS_QUERY },
  { type: "tourWords", groq: TOUR_WORDS_QUERY },
  { type: "customer", groq: CUSTOMERS_QUERY },
  { type: "testimonial", groq: TESTIMONIALS_QUERY },
  { type: "post", groq: ALL_POSTS_QUERY },
  { type: "post", groq: POST_QUERY },
];

describe("the content studio's schema", () => {
  it("compiles without errors", () => {
    expect(errors(schemaTypes)).toEqual([]);
  });

  it("would report a field of a type Sanity does not know", () => {
    const broken = { ...schemaTypes[0]!, fields: [{ name: "title", type: "strng" }] };
    expect(errors([broken, ...schemaTypes.slice(1)])).toEqual([
      expect.stringMatching(/Unknown type: strng/),
    ]);
  });

  it("has every field the site's queries read", () => {
    for (const { type, groq } of queries) {
      const studioType = schemaTypes.find((candidate) => candidate.name === type);
      expect(studioType, type).toBeDefined();
      const fields = new Set(
        (studioType as { fields: { name: string }[] }).fields.map((field) => field.name),
      );
      const read = [...fieldsRead(topProjection(groq))].filter((name) => !name.startsWith("_"));
      expect(read.length, type).toBeGreaterThan(0);
      expect(
        read.filter((name) => !fields.has(name)),
        `${type}: fields read but not in the Studio`,
      ).toEqual([]);
    }
  });

  it("offers exactly the wordmark styles the logo strip can set", () => {
    expect(studioWordmarks.map((style) => style.value)).toEqual([...wordmarkStyles]);
  });

  it("asks editors for photographs as wide as the build requires, in the categories it shows", () => {
    expect(studioMinWidth).toBe(MIN_PHOTOGRAPH_WIDTH);
    expect(photographCategories.map((category) => category.value)).toEqual([
      ...PHOTOGRAPH_CATEGORIES,
    ]);
  });

  it("is rebuilt on publishing any of its types: the README's webhook filter names them all", () => {
    const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
    const filter = /`_type in \[([^\]]*)\]`/.exec(readme)?.[1];
    expect(filter, "the README gives the webhook's filter").toBeDefined();
    const named = [...filter!.matchAll(/"([A-Za-z]+)"/g)].map(([, name]) => name);
    // Builds write the Live site's status: publishing it must not start another build.
    expect(named).not.toContain("siteBuild");
    expect(named.sort()).toEqual(
      schemaTypes
        .map((type) => type.name)
        .filter((name) => name !== "siteBuild")
        .sort(),
    );
  });

  it("requires alternative text on every picture editors can add", () => {
    const images: string[] = [];
    const visit = (fields: unknown, path: string) => {
      for (const field of (fields as {
        name?: string;
        type: string;
        fields?: unknown;
        of?: unknown[];
      }[]) ?? []) {
        const where = `${path}.${field.name ?? field.type}`;
        if (field.type === "image") images.push(where);
        if (field.type === "image" && field.name !== "logo") {
          const alt = (field.fields as { name: string; validation?: unknown }[] | undefined)?.find(
            (inner) => inner.name === "alt",
          );
          expect(alt?.validation, `${where} needs required alt text`).toBeDefined();
        }
        visit(field.fields, where);
        visit(field.of, where);
      }
    };
    for (const type of schemaTypes) visit((type as { fields: unknown }).fields, type.name);
    expect(images.length).toBeGreaterThan(0);
  });

  it("lists the same collections with views and collections priced from kits as the site", async () => {
    const studio = await import("../../content-studio/schemaTypes/range-item");
    const photographs = await import("./photographs");
    const { soldAsKits } = await import("./range-core");
    expect(studio.VIEW_COLLECTIONS).toEqual([...photographs.VIEW_COLLECTIONS]);
    expect(studio.PRICED_FROM_KITS).toEqual([...soldAsKits]);
  });

  it("offers the site's showrooms, by id and city, wherever an editor chooses one", async () => {
    const { officeSlugs } = await import("../../content-studio/schemaTypes/office");
    const { OFFICES } = await import("../config/offices");
    expect(officeSlugs).toEqual(OFFICES.map(({ id, city }) => ({ title: city, value: id })));
  });
});
