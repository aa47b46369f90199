/**
 * The timbers' words as the business keeps them in the content studio ("Timbers' words", one
 * document): what the saunas listing says of each timber, in the order the business set, figures
 * named in braces (`{bakingTemperature}`). `npm run content` reads it with `TIMBER_WORDS_QUERY`,
 * checks it by the Studio's own rules (content-studio/rules/timbers.ts) and writes
 * `generated/timber-words.ts`, which `app/catalogue/woods.ts` reads and fills in. A document
 * missing, a timber missing or listed twice, or one the site does not have, stops the build.
 */
import { z } from "zod";

import {
  TIMBER_WORDS,
  timberDescriptionProblem,
  timberEntriesProblem,
} from "../../content-studio/rules/timbers";
import { type ContentQuery, readFixedDocument } from "./check";
import { published } from "../dataset/groq";

/** A timber's words: its id and its description, figures still named in braces. */
export interface TimberWords {
  timber: string;
  description: string;
}

export const TIMBER_WORDS_QUERY = `*[_type == "${TIMBER_WORDS.type}" && ${published}] | order(_id asc) {
  _id,
  timbers[] { timber, description }
}`;

const entry = z
  .object({ timber: z.unknown(), description: z.unknown() })
  .superRefine(({ timber, description }, context) => {
    const problem = timberDescriptionProblem(timber, description);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["description"] });
  })
  .transform(({ timber, description }): TimberWords => ({
    timber: String(timber),
    description: String(description).replaceAll(/\s+/g, " ").trim(),
  }));

const timberWordsDocument = z.object({
  _id: z.string(),
  timbers: z.array(entry, "Required").superRefine((entries, context) => {
    const problem = timberEntriesProblem(entries.map(({ timber }) => timber));
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});

/** Reads and checks the timbers' words; throws one error naming each field an editor must mend. */
export async function readTimberWords(query: ContentQuery): Promise<TimberWords[]> {
  // An entry by its timber's id.
  const parsed = await readFixedDocument(
    query,
    TIMBER_WORDS_QUERY,
    { id: TIMBER_WORDS.id, title: TIMBER_WORDS.title, under: "Range" },
    timberWordsDocument,
    ["timber"],
  );
  return parsed.timbers;
}
