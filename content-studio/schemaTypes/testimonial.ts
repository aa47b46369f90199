/**
 * A client's own words on the home page, under "What our clients say". Only real quotes from real
 * clients who agreed to be quoted by name: never written for them, never shortened until they say
 * something else.
 */
import { defineField, defineType } from "@sanity/types";

import { altField, exampleField, MIN_PHOTOGRAPH_WIDTH, wideEnough } from "./fields";

export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  fields: [
    defineField({
      name: "name",
      description: 'As the client agreed to be named, for example "Thandi M.".',
      type: "string",
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: "suburb",
      description: "Where the room is, as the client agreed to show it.",
      type: "string",
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: "project",
      description: 'What we built for them, for example "Aurora sauna in a garden room".',
      type: "string",
      validation: (rule) => rule.required().min(3).max(90),
    }),
    defineField({
      name: "quote",
      description: "Their words, exactly as they gave them.",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required().min(20).max(600),
    }),
    defineField({
      name: "date",
      description: "When they said it. The newest quote is shown first.",
      type: "date",
      validation: (rule) =>
        rule
          .required()
          .custom((date) =>
            typeof date === "string" && date > new Date().toISOString().slice(0, 10)
              ? "A quote cannot be dated in the future"
              : true,
          ),
    }),
    defineField({
      name: "consent",
      title: "The client agreed to be quoted",
      description: "They agreed, in writing, to these words under this name on the website.",
      type: "boolean",
      initialValue: false,
      validation: (rule) =>
        rule
          .required()
          .custom((agreed) => agreed === true || "Quote a client only once they have agreed"),
    }),
    defineField({
      name: "photo",
      description: `Optional: a photograph of their room, at least ${MIN_PHOTOGRAPH_WIDTH} px wide.`,
      type: "image",
      options: { hotspot: true },
      fields: [altField],
      validation: (rule) => rule.custom(wideEnough),
    }),
    exampleField,
  ],
  orderings: [
    { title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] },
  ],
  preview: {
    select: { name: "name", suburb: "suburb", date: "date", media: "photo", example: "example" },
    prepare: ({ name, suburb, date, media, example }) => ({
      title: name,
      subtitle: [suburb, date, example ? "example only" : undefined].filter(Boolean).join(" · "),
      media,
    }),
  },
});
