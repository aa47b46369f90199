/**
 * A blog post, with exactly the fields the site's queries read (app/blog/queries.ts) and its zod
 * schemas check (app/blog/schemas.ts): title, a unique slug, a main image with alt text, the
 * publication date, the reading time in minutes, an excerpt and a Portable Text body.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { altField } from "./fields";

export const post = defineType({
  name: "post",
  title: "Post",
  type: "document",
  fields: [
    defineField({
      name: "title",
      type: "string",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "slug",
      description: "The address of the post: /blog/{slug}. Changing it breaks existing links.",
      type: "slug",
      options: { source: "title", maxLength: 80 },
      // Sanity's default uniqueness check: no other post may use the same slug.
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "mainImage",
      title: "Main image",
      description: "Shown on the blog list and behind the title; at least 1920 px wide.",
      type: "image",
      options: { hotspot: true },
      fields: [altField],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "readingTime",
      title: "Reading time (minutes)",
      description: "About one minute per 200 words.",
      type: "number",
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: "excerpt",
      description: "One or two sentences for the blog list, search results and link previews.",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().min(50).max(200),
    }),
    defineField({
      name: "body",
      type: "array",
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading", value: "h2" },
            { title: "Subheading", value: "h3" },
            { title: "Quote", value: "blockquote" },
          ],
          lists: [
            { title: "Bullets", value: "bullet" },
            { title: "Numbered", value: "number" },
          ],
          marks: {
            decorators: [
              { title: "Strong", value: "strong" },
              { title: "Emphasis", value: "em" },
            ],
            annotations: [
              {
                name: "link",
                type: "object",
                title: "Link",
                fields: [
                  {
                    name: "href",
                    title: "Address",
                    description:
                      "A page of this site (/products/aurora) or a full https:// address.",
                    type: "url",
                    validation: (rule) =>
                      rule
                        .required()
                        .uri({ allowRelative: true, scheme: ["http", "https", "mailto", "tel"] }),
                  },
                ],
              },
            ],
          },
        }),
        defineArrayMember({
          type: "image",
          options: { hotspot: true },
          fields: [altField, defineField({ name: "caption", type: "string" })],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  orderings: [
    {
      title: "Newest first",
      name: "publishedAtDesc",
      by: [{ field: "publishedAt", direction: "desc" }],
    },
  ],
  preview: {
    select: { title: "title", date: "publishedAt", media: "mainImage" },
    prepare: ({ title, date, media }) => ({
      title,
      subtitle: date ? new Date(date).toLocaleDateString("en-ZA") : "Not dated",
      media,
    }),
  },
});
