/**
 * A customer in the home page's logo strip: a business or lodge that has agreed to be named as a
 * client. With a logo the strip shows the logo; without one it sets the name as a wordmark.
 */
import { defineField, defineType } from "@sanity/types";

import { exampleField } from "./fields";

/** How a name is set without a logo; the site's logo strip styles each (app/content/proof.ts). */
export const wordmarkStyles = [
  { title: "Serif", value: "serif" },
  { title: "Serif italic", value: "serif-italic" },
  { title: "Spaced capitals", value: "sans-caps" },
  { title: "Light sans", value: "sans-light" },
  { title: "Typewriter capitals", value: "mono" },
];

export const customer = defineType({
  name: "customer",
  title: "Customer",
  type: "document",
  fields: [
    defineField({
      name: "name",
      description:
        "The client's name as they agreed to be named. It is the logo's alternative text.",
      type: "string",
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: "wordmark",
      title: "Wordmark style",
      description: "How the name is set in the strip while there is no logo.",
      type: "string",
      options: { list: wordmarkStyles, layout: "radio" },
      initialValue: "serif",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "logo",
      description:
        "Their logo, with their permission: an SVG, or a PNG on a transparent ground at most 1200 px wide. It is shown 40 px tall, in its own colours.",
      type: "image",
      options: { accept: "image/svg+xml,image/png" },
    }),
    exampleField,
  ],
  orderings: [{ title: "Name", name: "nameAsc", by: [{ field: "name", direction: "asc" }] }],
  preview: {
    select: { title: "name", media: "logo", example: "example" },
    prepare: ({ title, media, example }) => ({
      title,
      subtitle: example ? "Example only: not on the live site" : "Shown in the logo strip",
      media,
    }),
  },
});
