/**
 * The 3D tours' words: "3D tours' words", one document, opened from the desk beside the gallery's
 * documents (structure.ts). It holds what each 360° tour shows: the tour page's description and
 * the words under its preview. The collections' tours and the example rooms' (the gallery's
 * client renderings) are two lists; each tour is listed once, by the site's own id. The rules are
 * content-studio/rules/tours.ts, which the site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import {
  TOUR_FIGURES,
  TOUR_LIMITS,
  TOUR_LIST_TITLES,
  TOUR_WORDS,
  TOURS,
  tourDescriptionProblem,
  tourEntriesProblem,
  type TourList,
} from "../rules/tours";

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

/** The tour of the list entry a field sits in, as the Studio hands it over. */
const tourOfEntry = (context: { parent?: unknown }) =>
  (context.parent as Record<string, unknown> | undefined)?.tour;

const FIGURES_HELP = `An example room's size, height and seats are worked out from its 3D model: write ${Object.entries(
  TOUR_FIGURES,
)
  .map(([name, { about }]) => `{${name}} (${about})`)
  .join(", ")} and the site fills it in.`;

/** One of the document's two lists. */
function tourList(list: TourList, help: string) {
  return defineField({
    name: list,
    title: TOUR_LIST_TITLES[list],
    description: `Every tour once: ${TOURS[list].map((tour) => tour.name).join(", ")}. ${help}`,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: list === "collections" ? "collectionTourWords" : "exampleRoomTourWords",
        fields: [
          defineField({
            name: "tour",
            title: "Tour",
            description: "The site's own: its pictures and its page are kept by it.",
            type: "string",
            options: { list: TOURS[list].map((tour) => ({ title: tour.name, value: tour.id })) },
            validation: (rule) => rule.required(),
          }),
          defineField({
            name: "description",
            title: "What the tour shows",
            description: `The tour page's description and the words under its preview, ${TOUR_LIMITS.description[0]} to ${TOUR_LIMITS.description[1]} characters.`,
            type: "text",
            rows: 3,
            validation: (rule) =>
              rule.custom((value: unknown, context: { parent?: unknown }) =>
                verdict(tourDescriptionProblem(list, tourOfEntry(context), value)),
              ),
          }),
        ],
        preview: { select: { title: "tour", subtitle: "description" } },
      }),
    ],
    validation: (rule) =>
      rule.custom((value: unknown) =>
        verdict(
          tourEntriesProblem(
            list,
            Array.isArray(value) ? value.map((item) => (item as Record<string, unknown>).tour) : [],
          ),
        ),
      ),
  });
}

export const tourWords = defineType({
  name: TOUR_WORDS.type,
  title: TOUR_WORDS.title,
  type: "document",
  fields: [
    tourList("collections", "Each is shown on its collection's page, under Explore in 3D."),
    tourList(
      "exampleRooms",
      `Each is shown in the gallery's Client 3D renderings. ${FIGURES_HELP}`,
    ),
  ],
  preview: { prepare: () => ({ title: TOUR_WORDS.title }) },
});
