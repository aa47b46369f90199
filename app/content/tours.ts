/**
 * The 3D tours' words as the business keeps them in the content studio ("3D tours' words", one
 * document): what each collection's tour and each example room's tour shows, figures named in
 * braces (`{width}`, `{heightInside}`, `{seats}`). `npm run content` reads it with
 * `TOUR_WORDS_QUERY`, checks it by the Studio's own rules (content-studio/rules/tours.ts) and
 * writes `generated/tour-words.ts`, which `app/catalogue/tours.ts` reads and fills in from each
 * room's model. A document missing, a tour missing or listed twice, or one the site does not
 * have, stops the build.
 */
import { z } from "zod";

import {
  TOUR_WORDS,
  tourDescriptionProblem,
  tourEntriesProblem,
  type TourList,
} from "../../content-studio/rules/tours";
import { type ContentQuery, readFixedDocument } from "./check";
import { published } from "../dataset/groq";

/** Each tour's description by its id, figures still named in braces. */
export type TourWords = Record<string, string>;

export const TOUR_WORDS_QUERY = `*[_type == "${TOUR_WORDS.type}" && ${published}] | order(_id asc) {
  _id,
  collections[] { tour, description },
  exampleRooms[] { tour, description }
}`;

/** One of the document's lists, each entry held to the rules of its list. */
const tourList = (list: TourList) =>
  z
    .array(
      z
        .object({ tour: z.unknown(), description: z.unknown() })
        .superRefine(({ tour, description }, context) => {
          const problem = tourDescriptionProblem(list, tour, description);
          if (problem) {
            context.addIssue({ code: "custom", message: problem, path: ["description"] });
          }
        })
        .transform(({ tour, description }) => ({
          tour: String(tour),
          description: String(description).replaceAll(/\s+/g, " ").trim(),
        })),
      "Required",
    )
    .superRefine((entries, context) => {
      const problem = tourEntriesProblem(
        list,
        entries.map(({ tour }) => tour),
      );
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

const tourWordsDocument = z.object({
  _id: z.string(),
  collections: tourList("collections"),
  exampleRooms: tourList("exampleRooms"),
});

/** Reads and checks the tours' words; throws one error naming each field an editor must mend. */
export async function readTourWords(query: ContentQuery): Promise<TourWords> {
  // An entry by its tour's id.
  const parsed = await readFixedDocument(
    query,
    TOUR_WORDS_QUERY,
    { id: TOUR_WORDS.id, title: TOUR_WORDS.title, under: "Gallery" },
    tourWordsDocument,
    ["tour"],
  );
  return Object.fromEntries(
    [...parsed.collections, ...parsed.exampleRooms].map(({ tour, description }) => [
      tour,
      description,
    ]),
  );
}
