/**
 * A category of the gallery with the business's own photographs of rooms it has built: shown first
 * in that category, the first of them as its cover on the gallery page, before the pictures
 * rendered from the 3D models. One document per category.
 */
import { defineField, defineType } from "@sanity/types";

import { eachOnce, listedPhotograph, MIN_PHOTOGRAPH_WIDTH } from "./fields";

/** The categories that show photographs (the client renderings show rooms still to be built). */
export const photographCategories = [
  { title: "Kaelis", value: "kaelis" },
  { title: "Aurora", value: "aurora" },
  { title: "Loyly", value: "loyly" },
  { title: "Elysium", value: "elysium" },
  { title: "Standard saunas", value: "standard" },
  { title: "Premium ice baths", value: "premium-ice-baths" },
];

export const galleryCategory = defineType({
  name: "galleryCategory",
  title: "Gallery category",
  type: "document",
  fields: [
    defineField({
      name: "slug",
      title: "Category",
      description: "Which of the gallery's categories these photographs belong to.",
      type: "string",
      options: { list: photographCategories, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "photographs",
      description: `Photographs of rooms we built, at least ${MIN_PHOTOGRAPH_WIDTH} px wide, in the order the category shows them: the first is the category's cover. Each needs a sentence saying what it shows and a caption.`,
      type: "array",
      of: [
        listedPhotograph(
          'Under the photograph and in the enlarged view: "A Kaelis in a Constantia garden".',
        ),
      ],
      validation: (rule) => rule.custom(eachOnce),
    }),
  ],
  preview: {
    select: { slug: "slug", photographs: "photographs", media: "photographs.0" },
    prepare: ({ slug, photographs, media }) => ({
      title: photographCategories.find((category) => category.value === slug)?.title ?? slug,
      subtitle: `${Array.isArray(photographs) ? photographs.length : 0} photograph(s)`,
      media,
    }),
  },
});
