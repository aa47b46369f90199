/**
 * The questions and answers page's own words as the business keeps them in the content studio
 * ("Questions and answers' words", one document): the page's heading, introduction and closing
 * invitation, each group's title, and each of the site's own questions with its answer, figures
 * named in braces and links written `[words](/path)`. `npm run content` reads it with
 * `FAQ_WORDS_QUERY`, checks it by the Studio's own rules (content-studio/rules/faq.ts) and writes
 * `generated/faq-words.ts`, which only the page (`guides/faq.ts`) loads; the page fills in the
 * figures. The business's own extra questions are `faq.ts`'s.
 */
import { z } from "zod";

import {
  FAQ_WORDS,
  faqAnswerProblem,
  faqEntriesProblem,
  type FaqGroupId,
  faqGroupsProblem,
  faqParagraphs,
  faqQuestionProblem,
  type FaqText,
  faqTextProblem,
} from "../../content-studio/rules/faq";
import type { Rich } from "../guides/schema";
import { type ContentQuery, readFixedDocument } from "./check";
import { richOf } from "./guides";
import { published } from "../dataset/groq";

/** A line or paragraphs of the page's own words, held to the Studio's rule. */
const checked = (problemOf: (value: unknown) => string | undefined) =>
  z.unknown().superRefine((value, context) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const line = (kind: FaqText) =>
  checked((value) => faqTextProblem(kind, value)).transform((value) =>
    String(value).replaceAll(/\s+/g, " ").trim(),
  );

/** Paragraphs that may hold links, each as `Rich` text. */
const richParagraphs = (problemOf: (value: unknown) => string | undefined) =>
  checked(problemOf).transform((value) => faqParagraphs(String(value)).map(richOf));

const introProblem = (value: unknown) => {
  const list = typeof value === "string" ? faqParagraphs(value) : [];
  if (list.length === 0) return "Required";
  for (const paragraph of list) {
    const problem = faqTextProblem("intro", paragraph, [], true);
    if (problem) return problem;
  }
  return undefined;
};

const entryWords = z
  .object({
    entry: z.string("Required"),
    question: z.unknown(),
    answer: z.unknown(),
  })
  .superRefine(({ entry, question, answer }, context) => {
    const asked = faqQuestionProblem(entry, question);
    if (asked) context.addIssue({ code: "custom", message: asked, path: ["question"] });
    const answered = faqAnswerProblem(entry, answer);
    if (answered) context.addIssue({ code: "custom", message: answered, path: ["answer"] });
  })
  .transform(({ entry, question, answer }) => ({
    entry,
    question: String(question).replaceAll(/\s+/g, " ").trim(),
    answer: faqParagraphs(String(answer)).map(richOf),
  }));

const groupWords = z
  .object({
    group: z.string("Required"),
    title: line("title"),
    entries: z.array(entryWords, "Required"),
  })
  .superRefine((group, context) => {
    const problem = faqEntriesProblem(
      group.group,
      group.entries.map((entry) => entry.entry),
    );
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["entries"] });
  })
  .transform((group) => ({ ...group, group: group.group as FaqGroupId }));

const faqWordsDocument = z.object({
  _id: z.string(),
  heading: line("heading"),
  intro: richParagraphs(introProblem),
  groups: z.array(groupWords, "Required").superRefine((groups, context) => {
    const problem = faqGroupsProblem(groups.map((group) => group.group));
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  callHeading: line("heading"),
  callText: richParagraphs(introProblem),
});

/** One of the site's own questions, in the business's words: figures still named in braces. */
export interface FaqEntryWords {
  entry: string;
  question: string;
  answer: Rich[];
}

/** The page's own words, checked: `{name}`s are filled in by the page. */
export interface FaqWords {
  heading: string;
  intro: Rich[];
  groups: { group: FaqGroupId; title: string; entries: FaqEntryWords[] }[];
  callHeading: string;
  callText: Rich[];
}

export const FAQ_WORDS_QUERY = `*[_type == "faqWords" && ${published}] | order(_id asc) {
  _id,
  heading,
  intro,
  groups[] { group, title, entries[] { entry, question, answer } },
  callHeading,
  callText
}`;

/** Reads and checks the page's words; throws one error that names each field an editor must mend. */
export async function readFaqWords(query: ContentQuery): Promise<FaqWords> {
  // A group by its title, a question by its words.
  const { _id, ...words } = await readFixedDocument(
    query,
    FAQ_WORDS_QUERY,
    { ...FAQ_WORDS, under: "Guides" },
    faqWordsDocument,
    ["title", "question"],
  );
  return words;
}
