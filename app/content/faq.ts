/**
 * The business's own questions and answers, as editors keep them in the content studio (Guides →
 * Your questions and answers): each question, its answer in plain paragraphs, the group of the
 * page it stands in and its order there. `npm run content` reads them with this query, checks
 * them and writes `generated/faq.ts`; the page (`guides/faq.ts`) puts them after each group's own
 * questions, whose answers the site works out from the range's figures. None until an editor adds
 * one.
 */
import { z } from "zod";

import { checkEach, type ContentQuery, failIfAny, paragraphsOf, sharedKeys } from "./check";
import { published } from "../dataset/groq";

/** The page's groups, by id. */
export const FAQ_GROUPS = ["choosing", "installing", "running", "care", "buying"] as const;

/** A question of the business's own, as the page shows it. */
export interface OwnQuestion {
  group: (typeof FAQ_GROUPS)[number];
  /** The anchor the page gives it: `own-` and the question's words. */
  id: string;
  question: string;
  /** Its paragraphs. */
  answer: string[];
}

export const FAQ_QUERY = `*[_type == "faqQuestion" && ${published}] | order(group asc, order asc, _id asc) {
  _id,
  question,
  answer,
  group,
  order
}`;

/** "Do you deliver to Mauritius?" → "own-do-you-deliver-to-mauritius"; `fallback` when no word is left. */
export function questionId(question: string, fallback = "question"): string {
  const words = question
    .toLowerCase()
    .normalize("NFKD")
    .replaceAll(/\p{M}/gu, "")
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-+|-+$/g, "");
  return `own-${words || fallback.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;
}

export const questionDocument = z
  .object({
    _id: z.string(),
    question: z
      .string()
      .trim()
      .min(10, "at least 10 characters")
      .max(160, "at most 160 characters")
      .refine((question) => question.endsWith("?"), "a question ends with ?"),
    answer: z
      .string()
      .trim()
      .min(20, "at least 20 characters")
      .max(1500, "at most 1500 characters"),
    group: z.enum(FAQ_GROUPS, { message: `one of ${FAQ_GROUPS.join(", ")}` }),
    order: z.number().int("a whole number").min(0).max(999).nullish(),
  })
  .transform(({ _id, question, answer, group }): OwnQuestion & { document: string } => ({
    group,
    id: questionId(question),
    question,
    answer: paragraphsOf(answer),
    document: _id,
  }));

/** Reads and checks the business's questions, in the page's order; none when there are none. */
export async function readFaq(query: ContentQuery): Promise<OwnQuestion[]> {
  const found: string[] = [];
  const questions = checkEach("question", await query(FAQ_QUERY), questionDocument, found);
  for (const [id, documents] of sharedKeys(questions.map((q) => [q.id, q.document])))
    found.push(`questions (${documents.join(", ")}): the same question twice (${id})`);
  failIfAny(found);
  return questions.map(({ document: _, ...question }) => question);
}
