/**
 * Each Studio document is described three times: its fields in the Studio (content-studio/), the
 * GROQ query that reads it, and the zod check its answer passes through. The Studio's fields are
 * held to the queries in studio-schema.test.ts; here each query's answer is held to its check: the
 * keys a query returns are exactly the keys its check reads, so a field renamed on one side and not
 * the other (an editor's words silently dropped) fails here rather than on a live site.
 */
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { POST_QUERY, POSTS_QUERY } from "../blog/queries";
import { postSchema, postSummarySchema } from "../blog/schemas";
import { FAQ_QUERY, questionDocument } from "./faq";
import { GUIDES_QUERY, guidesDocument } from "./guides";
import { HOURS_QUERY, hoursDocument } from "./hours";
import * as photographs from "./photographs";
import { PAGE_WORDS_QUERY, pageWordsDocument } from "./pages";
import { PLACES_QUERY, placesDocument } from "./places";
import { SHOWROOMS_QUERY, showroomDocument } from "./showrooms";
import { PRICES_QUERY, priceDocument } from "./prices";
import { PRICING_QUERY, pricingDocument } from "./pricing";
import { PRIVACY_QUERY, privacyDocument } from "./privacy";
import { PROJECTS_QUERY, projectDocument } from "./projects";
import {
  CUSTOMERS_QUERY,
  customerDocument,
  TESTIMONIALS_QUERY,
  testimonialDocument,
} from "./proof";
import { DETAILS_QUERY, detailsDocument, OFFICES_QUERY, officeDocument } from "./settings";
import { TERMS_QUERY, termsDocument } from "./terms";

type GroqNode = { type: string; expr?: GroqNode; attributes?: { type: string; name?: string }[] };

/** The keys of the object a query returns for each document (its outermost projection). */
function projectedKeys(groq: string): string[] {
  let node = parse(groq, { params: { limit: 1, slug: "x" } }) as GroqNode;
  while (node.type !== "Object") {
    if (!node.expr) throw new Error(`No projection in ${groq}`);
    node = node.expr;
  }
  expect(node.attributes!.every((attribute) => attribute.type === "ObjectAttributeValue")).toBe(
    true,
  );
  return node.attributes!.map((attribute) => attribute.name!).sort();
}

/** The keys a check reads: its object's shape, through any transform, refinement or wrapper. */
function checkedKeys(schema: z.ZodType): string[] {
  let node = schema as unknown as { def: { type: string; in?: unknown; innerType?: unknown } };
  while (node.def.type !== "object") {
    const inner = node.def.type === "pipe" ? node.def.in : node.def.innerType;
    if (!inner) throw new Error(`not an object check: ${node.def.type}`);
    node = inner as typeof node;
  }
  return Object.keys((node as unknown as { shape: object }).shape).sort();
}

const described: [what: string, query: string, check: z.ZodType][] = [
  ["FAQ question", FAQ_QUERY, questionDocument],
  ["guide figures", GUIDES_QUERY, guidesDocument],
  ["opening hours", HOURS_QUERY, hoursDocument],
  ["an item's photograph", photographs.PHOTOGRAPHS_QUERY, photographs.photographDocument],
  ["a collection's views", photographs.VIEW_PHOTOGRAPHS_QUERY, photographs.viewsDocument],
  ["a gallery's photographs", photographs.GALLERY_PHOTOGRAPHS_QUERY, photographs.galleryDocument],
  ["a showroom's photograph", photographs.OFFICE_PHOTOGRAPHS_QUERY, photographs.officeDocument],
  ["a room's photographs", photographs.PROJECT_PHOTOGRAPHS_QUERY, photographs.projectDocument],
  ["places served", PLACES_QUERY, placesDocument],
  ["a page's words", PAGE_WORDS_QUERY, pageWordsDocument],
  ["range item", PRICES_QUERY, priceDocument],
  ["configurator pricing", PRICING_QUERY, pricingDocument],
  ["privacy", PRIVACY_QUERY, privacyDocument],
  ["room we built", PROJECTS_QUERY, projectDocument],
  ["customer", CUSTOMERS_QUERY, customerDocument],
  ["testimonial", TESTIMONIALS_QUERY, testimonialDocument],
  ["contact details", DETAILS_QUERY, detailsDocument],
  ["showroom", OFFICES_QUERY, officeDocument],
  ["a showroom's collections on show and visit", SHOWROOMS_QUERY, showroomDocument],
  ["price terms", TERMS_QUERY, termsDocument],
  ["a post in the list", POSTS_QUERY, postSummarySchema],
  ["a post", POST_QUERY, postSchema],
];

describe("each Studio document's query and check", () => {
  it.each(described)("read the same fields: %s", (_, query, check) => {
    expect(projectedKeys(query)).toEqual(checkedKeys(check));
  });

  it("would find a field the query returns and the check ignores", () => {
    expect(projectedKeys(`*[_type == "x"]{ _id, title, subtitle }`)).not.toEqual(
      checkedKeys(priceDocument),
    );
  });
});
