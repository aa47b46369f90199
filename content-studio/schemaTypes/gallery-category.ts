/**
 * A category of the gallery, one document per category: its title and description, the caption of
 * each picture rendered from the 3D models and the order the category shows them in, the picture
 * on its tile, and the business's own photographs of rooms it has built, shown first (the first of
 * them as the tile's picture instead). The words and the list are checked by the rules the site's
 * content check uses (`../rules/gallery.ts`).
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { eachOnce, listedPhotograph, MIN_PHOTOGRAPH_WIDTH } from "./fields";
import {
  GALLERY_LIMITS,
  galleryCoverProblem,
  type GalleryField,
  galleryKeyProblem,
  galleryPicturesProblems,
  galleryWordsProblem,
} from "../rules/gallery";

/** The categories that show photographs (the client renderings show rooms still to be built). */
export const photographCategories = [
  { title: "Kaelis", value: "kaelis" },
  { title: "Aurora", value: "aurora" },
  { title: "Loyly", value: "loyly" },
  { title: "Elysium", value: "elysium" },
  { title: "Standard saunas", value: "standard" },
  { title: "Premium ice baths", value: "premium-ice-baths" },
];

/** Every category of the gallery, in its order, as the Studio lists them. */
export const galleryCategories = [
  ...photographCategories.slice(0, 5),
  { title: "Client 3D renderings", value: "client-3d-renderings" },
  ...photographCategories.slice(5),
];

/** What the Studio's validation gives for a document being edited. */
type Context = { document?: unknown };

/** The category the document being edited is for. */
const slugOf = (context: Context) => (context.document as { slug?: unknown } | undefined)?.slug;

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

/** A field of the category's words, checked by the shared rule. */
const wordsRule = (field: GalleryField) => (value: unknown, context: Context) =>
  verdict(galleryWordsProblem(slugOf(context), field, value ?? ""));

/** "No photographs yet", "1 photograph", "3 photographs": under the category's name on the desk. */
const photographCount = (count: number) =>
  count === 0 ? "No photographs yet" : `${count} photograph${count === 1 ? "" : "s"}`;

export const galleryCategory = defineType({
  name: "galleryCategory",
  title: "Gallery category",
  type: "document",
  fields: [
    defineField({
      name: "slug",
      title: "Category",
      description: "Which of the gallery's categories this is: one document each.",
      type: "string",
      options: { list: galleryCategories, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      description: `The category's name on its tile and its page, ${GALLERY_LIMITS.title[0]} to ${GALLERY_LIMITS.title[1]} characters: "Standard Saunas".`,
      type: "string",
      validation: (rule) => rule.custom(wordsRule("title")),
    }),
    defineField({
      name: "description",
      description: `Under the title on the category's page and in search results, ${GALLERY_LIMITS.description[0]} to ${GALLERY_LIMITS.description[1]} characters. No sizes, prices or times written out: the ice bath's may name {waterRange}, a collection's {name}, and the site fills them in.`,
      type: "text",
      rows: 3,
      validation: (rule) => rule.custom(wordsRule("description")),
    }),
    defineField({
      name: "pictures",
      title: "Rendered pictures",
      description:
        "The pictures drawn from our 3D models, in the order the page shows them (after any photographs): drag to reorder. Each is listed once by its key (such as aurora-3), with its caption; a caption may name {name}, the collection, cabin, room or ice bath it shows.",
      type: "array",
      of: [
        defineArrayMember({
          name: "galleryPicture",
          title: "Picture",
          type: "object",
          fields: [
            defineField({
              name: "key",
              description: "Which picture: its key, such as aurora-3.",
              type: "string",
              validation: (rule) =>
                rule.custom((value: unknown, context: Context) =>
                  verdict(galleryKeyProblem(slugOf(context), value)),
                ),
            }),
            defineField({
              name: "caption",
              description: `Under the picture and in the enlarged view, ${GALLERY_LIMITS.caption[0]} to ${GALLERY_LIMITS.caption[1]} characters: "The {name} in the evening".`,
              type: "string",
              validation: (rule) => rule.custom(wordsRule("caption")),
            }),
          ],
          preview: { select: { title: "caption", subtitle: "key" } },
        }),
      ],
      validation: (rule) =>
        rule.custom(
          (value: unknown, context: Context) =>
            galleryPicturesProblems(slugOf(context), value)[0] ?? true,
        ),
    }),
    defineField({
      name: "cover",
      title: "Picture on the tile",
      description:
        "The key of the rendered picture on the category's tile in the gallery (such as aurora-4). Where the category has photographs, the first photograph is shown there instead.",
      type: "string",
      validation: (rule) =>
        rule.custom((value: unknown, context: Context) =>
          verdict(galleryCoverProblem(slugOf(context), value)),
        ),
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
      hidden: ({ document }) =>
        !photographCategories.some((category) => category.value === document?.slug),
      validation: (rule) => rule.custom(eachOnce),
    }),
  ],
  preview: {
    select: { slug: "slug", title: "title", photographs: "photographs", media: "photographs.0" },
    prepare: ({ slug, title, photographs, media }) => ({
      title: title ?? galleryCategories.find((category) => category.value === slug)?.title ?? slug,
      subtitle: photographCount(Array.isArray(photographs) ? photographs.length : 0),
      media,
    }),
  },
});
