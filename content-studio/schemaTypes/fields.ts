/**
 * Fields more than one document type uses: alternative text and a caption on an image, and the
 * mark that a document is an example standing in for the business's own.
 */
import { defineField } from "@sanity/types";

/** Alternative text, required on every picture the site shows. */
export const altField = defineField({
  name: "alt",
  title: "Alternative text",
  description: "What the picture shows, for people who cannot see it.",
  type: "string",
  validation: (rule) => rule.required().min(10),
});

/** A photograph's caption, required where a page shows one; `where` says where, with an example. */
export const captionField = (where: string) =>
  defineField({
    name: "caption",
    description: where,
    type: "string",
    validation: (rule) => rule.required().min(3).max(90),
  });

/**
 * An example stands in for the business's own content while the site is a preview: the site marks
 * it as an example, a production build leaves it out, and `npm run launch-check` lists it.
 */
export const exampleField = defineField({
  name: "example",
  title: "Example only",
  description:
    "On while this is an invented stand-in. The site marks it as an example and leaves it out of the live site. Turn it off only for the real thing.",
  type: "boolean",
  initialValue: false,
});
