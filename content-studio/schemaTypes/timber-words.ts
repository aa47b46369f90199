/**
 * The timbers' words: "Timbers' words", one document, opened from the desk beside the range's
 * other documents (structure.ts). It holds what the saunas listing says of each timber under its
 * swatch. Every timber is listed once, by the site's own id; the owner words each and orders the
 * list, which the listing follows. The rules are content-studio/rules/timbers.ts, which the
 * site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import {
  TIMBER_FIGURES,
  TIMBER_LIMITS,
  TIMBER_WORDS,
  TIMBERS,
  timberDescriptionProblem,
  timberEntriesProblem,
} from "../rules/timbers";

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

/** The timber of the list entry a field sits in, as the Studio hands it over. */
const timberOfEntry = (context: { parent?: unknown }) =>
  (context.parent as Record<string, unknown> | undefined)?.timber;

const FIGURES_HELP = `Where the words give a figure the site works out, write its name in braces and the site fills it in: ${TIMBERS.filter(
  (timber) => timber.figures.length > 0,
)
  .map(
    (timber) =>
      `${timber.name}: ${timber.figures.map((name) => `{${name}} (${TIMBER_FIGURES[name].about})`).join(", ")}`,
  )
  .join("; ")}.`;

export const timberWords = defineType({
  name: TIMBER_WORDS.type,
  title: TIMBER_WORDS.title,
  type: "document",
  fields: [
    defineField({
      name: "timbers",
      title: "The timbers",
      description: `Every timber once, in the order the saunas listing shows them: drag to reorder. ${TIMBERS.map((timber) => timber.name).join(", ")}.`,
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "timberEntryWords",
          fields: [
            defineField({
              name: "timber",
              title: "Timber",
              description: "The site's own: its name and swatch are kept by it.",
              type: "string",
              options: {
                list: TIMBERS.map((timber) => ({ title: timber.name, value: timber.id })),
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "description",
              title: "Description",
              description: `Under the timber's swatch, ${TIMBER_LIMITS.description[0]} to ${TIMBER_LIMITS.description[1]} characters. ${FIGURES_HELP}`,
              type: "text",
              rows: 3,
              validation: (rule) =>
                rule.custom((value: unknown, context: { parent?: unknown }) =>
                  verdict(timberDescriptionProblem(timberOfEntry(context), value)),
                ),
            }),
          ],
          preview: { select: { title: "timber", subtitle: "description" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((value: unknown) =>
          verdict(
            timberEntriesProblem(
              Array.isArray(value)
                ? value.map((item) => (item as Record<string, unknown>).timber)
                : [],
            ),
          ),
        ),
    }),
  ],
  preview: { prepare: () => ({ title: TIMBER_WORDS.title }) },
});
