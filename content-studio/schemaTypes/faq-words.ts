/**
 * The questions and answers page's own words: "Questions and answers' words", one document,
 * opened from Guides on the desk (structure.ts) beside "Your questions and answers". It holds the
 * page's heading, introduction and closing invitation, each group's title and each of the site's
 * own questions with its answer. Every group and every one of the site's questions is listed once
 * (the page's anchors and the figures an answer may give are the site's); the owner words them
 * and orders them. A question of the owner's own is added as a "Your questions and answers"
 * document instead. The rules are content-studio/rules/faq.ts, which the site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import {
  FAQ_FIGURES,
  FAQ_LINKS,
  FAQ_SITE_GROUPS,
  FAQ_WORDS,
  faqAnswerProblem,
  faqEntriesProblem,
  faqEntryRule,
  faqGroupsProblem,
  faqParagraphs,
  faqQuestionProblem,
  faqTextProblem,
  type FaqText,
} from "../rules/faq";

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

const LINKS_HELP = `A link is written [its words](/path), to ${FAQ_LINKS.map((link) => link.path).join(", ")}.`;
const PARAGRAPHS = "Leave an empty line between paragraphs.";

/** Every figure, and the question whose answer may give it. */
const FIGURES_HELP = `Where an answer gives a figure the site works out, write its name in braces and the site fills it in; each question has its own: ${FAQ_SITE_GROUPS.flatMap(
  (group) =>
    group.entries
      .filter((entry) => entry.figures.length > 0)
      .map(
        (entry) =>
          `${entry.name}: ${entry.figures.map((name) => `{${name}} (${FAQ_FIGURES[name].about})`).join(", ")}`,
      ),
).join("; ")}.`;

/** The id of the list item a field sits in (`entry`, `group`), as the Studio hands it over. */
const parentId = (context: { parent?: unknown }, field: string) =>
  (context.parent as Record<string, unknown> | undefined)?.[field];

/** A line of words, held to the page's rule for `kind`. */
function line(name: string, title: string, kind: FaqText) {
  return defineField({
    name,
    title,
    type: "string",
    validation: (rule) => rule.custom((value: unknown) => verdict(faqTextProblem(kind, value))),
  });
}

/** Paragraphs of the page's own words, with links. */
function paragraphs(name: string, title: string) {
  return defineField({
    name,
    title,
    description: `${PARAGRAPHS} ${LINKS_HELP}`,
    type: "text",
    rows: 3,
    validation: (rule) =>
      rule.custom((value: unknown) => {
        const list = typeof value === "string" ? faqParagraphs(value) : [];
        if (list.length === 0) return "Required";
        for (const paragraph of list) {
          const problem = faqTextProblem("intro", paragraph, [], true);
          if (problem) return problem;
        }
        return true;
      }),
  });
}

const ALL_ENTRIES = FAQ_SITE_GROUPS.flatMap((group) =>
  group.entries.map((entry) => ({ title: `${group.name}: ${entry.name}`, value: entry.id })),
);

export const faqWords = defineType({
  name: "faqWords",
  title: FAQ_WORDS.title,
  type: "document",
  fields: [
    line("heading", "Main heading", "heading"),
    paragraphs("intro", "Introduction"),
    defineField({
      name: "groups",
      title: "The groups and their questions",
      description: `Every group once, in the order the page shows them: ${FAQ_SITE_GROUPS.map((group) => group.name).join(", ")}. In each, every one of the site's questions once, in the order you like. To add a question of your own, add it under "Your questions and answers": it follows its group's.`,
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "faqGroupWords",
          fields: [
            defineField({
              name: "group",
              title: "Group",
              description: "The site's own; its place on the page is kept by it.",
              type: "string",
              options: {
                list: FAQ_SITE_GROUPS.map((group) => ({ title: group.name, value: group.id })),
              },
              validation: (rule) => rule.required(),
            }),
            line("title", "Title", "title"),
            defineField({
              name: "entries",
              title: "Questions",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "faqEntryWords",
                  fields: [
                    defineField({
                      name: "entry",
                      title: "Which of the site's questions",
                      description:
                        "The site's own: the page's anchor and the figures the answer may give are kept by it.",
                      type: "string",
                      options: { list: ALL_ENTRIES },
                      validation: (rule) => rule.required(),
                    }),
                    defineField({
                      name: "question",
                      title: "Question",
                      description: 'As a buyer would ask it, ending with "?".',
                      type: "string",
                      validation: (rule) =>
                        rule.custom((value: unknown, context: { parent?: unknown }) =>
                          verdict(faqQuestionProblem(parentId(context, "entry"), value)),
                        ),
                    }),
                    defineField({
                      name: "answer",
                      title: "Answer",
                      description: `${PARAGRAPHS} ${LINKS_HELP} ${FIGURES_HELP}`,
                      type: "text",
                      rows: 6,
                      validation: (rule) =>
                        rule.custom((value: unknown, context: { parent?: unknown }) => {
                          const entry = parentId(context, "entry");
                          return faqEntryRule(entry)
                            ? verdict(faqAnswerProblem(entry, value))
                            : true;
                        }),
                    }),
                  ],
                  preview: { select: { title: "question", subtitle: "entry" } },
                }),
              ],
              validation: (rule) =>
                rule.custom((value: unknown, context: { parent?: unknown }) =>
                  verdict(
                    faqEntriesProblem(
                      parentId(context, "group"),
                      Array.isArray(value)
                        ? value.map((item) => (item as Record<string, unknown>).entry)
                        : [],
                    ),
                  ),
                ),
            }),
          ],
          preview: { select: { title: "title" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((value: unknown) =>
          verdict(
            faqGroupsProblem(
              Array.isArray(value)
                ? value.map((item) => (item as Record<string, unknown>).group)
                : [],
            ),
          ),
        ),
    }),
    line("callHeading", "Closing invitation: heading", "heading"),
    paragraphs("callText", "Closing invitation: words"),
  ],
  preview: { prepare: () => ({ title: FAQ_WORDS.title }) },
});
