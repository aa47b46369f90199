/**
 * A room we built: where and when, what it is (a collection or a cabin made to measure, its size,
 * timbers, front and heater), its photographs, the story of it, and the client's own words where
 * they agreed to be quoted. Each has a page of its own, listed on the gallery page, newest first.
 * Only rooms the business really built: the site has no examples of these.
 */
import { defineField, defineType } from "@sanity/types";

import { STUDIO_RANGE } from "../rules/range";
import { pricedTimbers } from "./configurator-pricing";
import { eachOnce, listedPhotograph, MIN_PHOTOGRAPH_WIDTH } from "./fields";
import { provinceField } from "./site-settings";

/** What a room we built may be: one of the collections, or a cabin made to measure. */
export const projectKinds = [
  ...STUDIO_RANGE.filter((item) => item.kind === "sauna").map(({ name, slug }) => ({
    title: name,
    value: slug,
  })),
  { title: "Made to measure", value: "made-to-measure" },
];

/** Today's date where the business is (UTC+2 all year), as a date field writes it. */
export const todayInSouthAfrica = () =>
  new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The sizes a built cabin may have, in millimetres. */
export const PROJECT_SIZE = { min: 900, max: 6000 };

const timberChoices = pricedTimbers.map(({ id, title }) => ({ title, value: id }));

const millimetres = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: "Outside, in millimetres.",
    type: "number",
    fieldset: "size",
    validation: (rule) => rule.required().integer().min(PROJECT_SIZE.min).max(PROJECT_SIZE.max),
  });

export const project = defineType({
  name: "project",
  title: "Room we built",
  type: "document",
  fieldsets: [
    { name: "size", title: "Size", options: { columns: 3 } },
    { name: "client", title: "The client's words (optional)" },
  ],
  fields: [
    defineField({
      name: "title",
      description: 'What the page is called: "A Kaelis in a Constantia garden".',
      type: "string",
      validation: (rule) => rule.required().min(10).max(90),
    }),
    defineField({
      name: "slug",
      title: "Address",
      description: "The end of the page's address. Generate it from the title.",
      type: "slug",
      options: { source: "title", maxLength: 80 },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) =>
            !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current)
              ? true
              : "Lower-case letters, digits and single hyphens: press Generate",
          ),
    }),
    defineField({
      name: "suburb",
      description:
        "Where the room is, as the client agreed to show it: a suburb or town, never a street.",
      type: "string",
      validation: (rule) => rule.required().min(2).max(60),
    }),
    provinceField,
    defineField({
      name: "completed",
      title: "Finished on",
      description: "The day the room was handed over. The page shows the month and year.",
      type: "date",
      validation: (rule) =>
        rule
          .required()
          .custom((date) =>
            typeof date === "string" && date > todayInSouthAfrica()
              ? "A room cannot be finished in the future"
              : true,
          ),
    }),
    defineField({
      name: "kind",
      title: "What we built",
      type: "string",
      options: { list: projectKinds, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    millimetres("width", "Width"),
    millimetres("depth", "Depth"),
    millimetres("height", "Height"),
    defineField({
      name: "outside",
      title: "Cladding",
      type: "string",
      options: { list: timberChoices },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "inside",
      title: "Lining and benches",
      type: "string",
      options: { list: timberChoices },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "front",
      type: "string",
      options: {
        list: [
          { title: "A glass door in a timber front", value: "door" },
          { title: "A glass front", value: "glass" },
        ],
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heater",
      description:
        'The heater we fitted, if it is one of the range\'s: its item name, as its Range item has it ("harvia-cilindro").',
      type: "string",
      validation: (rule) =>
        rule.custom(async (slug, context) => {
          if (!slug) return true;
          const heaters: number = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch(
              'count(*[_type == "rangeItem" && kind == "heater" && slug == $slug && !(_id in path("drafts.**"))])',
              { slug },
            );
          return heaters > 0 ? true : `"${String(slug)}" is no heater of the range`;
        }),
    }),
    defineField({
      name: "photographs",
      description: `Photographs of the finished room, at least ${MIN_PHOTOGRAPH_WIDTH} px wide, in the order the page shows them: the first is its cover in the gallery and when the page is shared. Each needs a sentence saying what it shows and a caption.`,
      type: "array",
      of: [listedPhotograph('Under the photograph: "The upper bench at dusk".')],
      validation: (rule) => rule.required().min(1).custom(eachOnce),
    }),
    defineField({
      name: "story",
      description:
        "What the client asked for and what we built, in plain words. Leave an empty line between paragraphs.",
      type: "text",
      rows: 8,
      validation: (rule) => rule.required().min(80).max(3000),
    }),
    defineField({
      name: "quote",
      title: "Their words",
      description: "Exactly as they gave them. Leave empty if they did not give any.",
      type: "text",
      rows: 4,
      fieldset: "client",
      validation: (rule) => rule.max(800),
    }),
    defineField({
      name: "clientName",
      title: "Their name",
      description: 'As they agreed to be named with their words, for example "Thandi M.".',
      type: "string",
      fieldset: "client",
      validation: (rule) =>
        rule
          .max(60)
          .custom((name, context) =>
            (context.document as { quote?: string } | undefined)?.quote &&
            (name ?? "").trim().length < 2
              ? "Name the client their words are from"
              : true,
          ),
    }),
    defineField({
      name: "consent",
      title: "The client agreed to be quoted",
      description: "They agreed, in writing, to these words under this name on the website.",
      type: "boolean",
      initialValue: false,
      fieldset: "client",
      validation: (rule) =>
        rule.custom((agreed, context) =>
          (context.document as { quote?: string } | undefined)?.quote && agreed !== true
            ? "Quote a client only once they have agreed"
            : true,
        ),
    }),
  ],
  orderings: [
    {
      title: "Newest first",
      name: "completedDesc",
      by: [{ field: "completed", direction: "desc" }],
    },
  ],
  preview: {
    select: { title: "title", suburb: "suburb", completed: "completed", media: "photographs.0" },
    prepare: ({ title, suburb, completed, media }) => ({
      title,
      subtitle: [suburb, typeof completed === "string" ? completed.slice(0, 7) : undefined]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
