/**
 * What each showroom has on show and how a visit there goes, as editors keep it on the showroom's
 * document in the content studio (Showrooms): the collections a visitor can sit in, by their
 * slugs in the range, and three short paragraphs on parking, step-free access and finding the
 * door, with whether the business has confirmed them. `npm run content` reads them with this
 * query, checks them by the Studio's own rules (`content-studio/rules/showrooms.ts`) and writes
 * `generated/showrooms.ts`, which the showrooms' pages read. Every showroom needs them: a
 * showroom without them stops the build.
 */
import { z } from "zod";

import { checkEach, type ContentQuery, failIfAny } from "./check";
import { OFFICE_IDS, type OfficeId } from "../config/offices";
import { published } from "../dataset/groq";
import { onShowProblem, visitTextProblem } from "../../content-studio/rules/showrooms";

export interface Showroom {
  /** The slugs of the range's items on show, in the order the page lists them. */
  onShow: string[];
  parking: string;
  access: string;
  directions: string;
  /** Whether the business has confirmed what is on show and the visit's details. */
  confirmed: boolean;
}

export const SHOWROOMS_QUERY = `*[_type == "office" && ${published}] | order(slug asc, _id asc) {
  _id,
  slug,
  onShow,
  parking,
  access,
  directions,
  visitConfirmed
}`;

/** A paragraph of the visit's words, by the Studio's rule. */
const visitText = z
  .string({ message: "a sentence or two" })
  .trim()
  .superRefine((text, context) => {
    const problem = visitTextProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const showroomDocument = z
  .object({
    _id: z.string(),
    slug: z.enum(OFFICE_IDS, OFFICE_IDS.join(" or ")),
    onShow: z
      .array(z.string(), { message: "the collections on show" })
      .superRefine((slugs, context) => {
        const problem = onShowProblem(slugs);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    parking: visitText,
    access: visitText,
    directions: visitText,
    visitConfirmed: z.boolean().nullish(),
  })
  .transform(({ _id, slug, onShow, parking, access, directions, visitConfirmed }) => ({
    id: _id,
    slug,
    showroom: { onShow, parking, access, directions, confirmed: visitConfirmed ?? false },
  }));

/** Reads and checks every showroom's collections on show and visit; throws naming each problem. */
export async function readShowrooms(query: ContentQuery): Promise<Record<OfficeId, Showroom>> {
  const found: string[] = [];
  const documents = checkEach("showroom", await query(SHOWROOMS_QUERY), showroomDocument, found);
  // Two documents for one showroom are reported once, by the contact details' check (settings.ts).
  for (const id of OFFICE_IDS) {
    if (!documents.some((document) => document.slug === id))
      found.push(`showroom "${id}": no document with its collections on show and visit`);
  }
  failIfAny(found);
  return Object.fromEntries(documents.map(({ slug, showroom }) => [slug, showroom])) as Record<
    OfficeId,
    Showroom
  >;
}
