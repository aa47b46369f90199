/**
 * Fields more than one document type uses: alternative text and a caption on an image, the mark
 * that a document is an example standing in for the business's own, and the entries of a list
 * that the site keys on (a guide's steps, the privacy notice's rights).
 */
import { defineArrayMember, defineField, type ValidationContext } from "@sanity/types";

import { guideListProblem } from "../rules/guides";

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

/** The narrowest photograph the site takes: a page shows it at up to 1440 px. */
export const MIN_PHOTOGRAPH_WIDTH = 1440;

/** "At least 1440 px wide: this one is 960 px", or true: a photograph's width, from its asset's id. */
export function wideEnough(value: { asset?: { _ref?: string } } | undefined): true | string {
  const width = Number(/-(\d+)x\d+-[a-z0-9]+$/.exec(value?.asset?._ref ?? "")?.[1]);
  return !width || width >= MIN_PHOTOGRAPH_WIDTH
    ? true
    : `At least ${MIN_PHOTOGRAPH_WIDTH} px wide: this one is ${width} px`;
}

/**
 * One photograph of a list of them (a gallery category's, a room's): an image chosen, wide enough,
 * with its alternative text and a caption (`where` says where it shows, with an example).
 */
export const listedPhotograph = (where: string) =>
  defineArrayMember({
    type: "image",
    options: { hotspot: true },
    fields: [altField, captionField(where)],
    validation: (rule) => rule.required().assetRequired().custom(wideEnough),
  });

/** A list of photographs in which one image stands at most once. */
export const eachOnce = (photographs: unknown) => {
  const refs = ((photographs ?? []) as { asset?: { _ref?: string } }[])
    .map((photograph) => photograph.asset?._ref)
    .filter(Boolean);
  return new Set(refs).size === refs.length || "The same photograph is in the list twice";
};

/**
 * A rule that no other document of `type` has the same `field`: one document per item of the range
 * and per showroom, as the site's content check requires. The document's own draft and published
 * copies are one document; other documents' drafts are not counted until they are published.
 */
export const onlyDocumentWith =
  (type: string, field: string, message: string) =>
  async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (value === undefined || value === null || value === "") return true;
    const id = String(context.document?._id ?? "").replace(/^drafts\./, "");
    const others: number = await context
      .getClient({ apiVersion: "2025-02-19" })
      .fetch(
        `count(*[_type == $type && ${field} == $value && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`,
        { type, value, id },
      );
    return others === 0 ? true : message;
  };

/**
 * The site's own entry a list item is for (a step, a right): chosen from the site's list; `why`
 * says what is keyed on it.
 */
export function siteEntryField(
  name: string,
  title: string,
  known: readonly { id: string; name: string }[],
  why: string,
) {
  return defineField({
    name,
    title,
    description: why,
    type: "string",
    options: { list: known.map((each) => ({ title: each.name, value: each.id })) },
    validation: (rule) => rule.required(),
  });
}

/** A rule for a list that must give each of the site's `known` entries once (their id in `idField`). */
export const eachSiteEntryOnce =
  (known: readonly { id: string; name: string }[], idField: string, what: string) =>
  (value: unknown): true | string =>
    guideListProblem(
      known,
      Array.isArray(value) ? value.map((item) => (item as Record<string, unknown>)[idField]) : [],
      what,
    ) ?? true;
