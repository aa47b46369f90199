/**
 * A page's words: the title and description that search results and shared links show for one
 * of the site's pages. One document per page, its id `page-words-<page>`, each opened from
 * "Pages' words" on the desk by the page's name (structure.ts), so an owner edits a page's words
 * where they look for that page, with no list to search and no page to choose. The rule is content-studio/rules/pages.ts, which the site's build runs too.
 */
import { defineField, defineType } from "@sanity/types";

import { descriptionCutOff, MAX_TITLE, PAGES, pageOfId, pageWordsProblem } from "../rules/pages";

/** The page a document is for, from the document being edited (its id, drafts' included). */
const pageOf = (document: unknown) =>
  pageOfId(String((document as { _id?: unknown } | undefined)?._id));

/** How an editor names a figure, for the fields' help. */
const FIGURES_HELP =
  "Where the words give a figure the site works out (the year we began, the cities we serve), write its name in braces, as {foundingYear}: the site fills it in, so it is always right.";

export const pageWords = defineType({
  name: "pageWords",
  title: "Page's words",
  type: "document",
  fields: [
    defineField({
      name: "searchTitle",
      title: "Title in search results",
      description: `The page's name in a browser's tab, in search results and on shared links; "| Vaja" follows it. At most ${MAX_TITLE} characters. ${FIGURES_HELP}`,
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            typeof value === "string"
              ? (pageWordsProblem(pageOf(context.document), "title", value) ?? true)
              : true,
          ),
    }),
    defineField({
      name: "searchDescription",
      title: "Description in search results",
      description: `The sentence or two under the title in search results and on shared links. 50 to 160 characters reads best. ${FIGURES_HELP}`,
      type: "text",
      rows: 3,
      validation: (rule) => [
        rule
          .required()
          .custom((value, context) =>
            typeof value === "string"
              ? (pageWordsProblem(pageOf(context.document), "description", value) ?? true)
              : true,
          ),
        rule
          .custom((value, context) =>
            typeof value === "string"
              ? (descriptionCutOff(pageOf(context.document), value) ?? true)
              : true,
          )
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { id: "_id", title: "searchTitle" },
    prepare: ({ id, title }: { id?: string; title?: string }) => ({
      title: PAGES.find((page) => page.id === pageOfId(String(id)))?.name ?? id ?? "A page",
      subtitle: title,
    }),
  },
});
