/**
 * A showroom, on its own page (/contact/johannesburg, /contact/cape-town), in the footer and in
 * what search engines read: its street address, where it is on the map, its phone number, and a
 * photograph of it that opens its page.
 * Until a field is filled in, the site shows an example value, marks it as one, and will not launch.
 */
import { defineField, defineType } from "@sanity/types";

import { altField, captionField, onlyDocumentWith } from "./fields";
import { internationalPhone, PHONE_EXAMPLE } from "../rules/phone";
import { MIN_PHOTOGRAPH_WIDTH } from "./range-item";

/** The site's showrooms (app/config/offices.ts), copied: the site's tests check that they agree. */
export const officeSlugs = [
  { title: "Johannesburg", value: "johannesburg" },
  { title: "Cape Town", value: "cape-town" },
];

export const office = defineType({
  name: "office",
  title: "Showroom",
  type: "document",
  fields: [
    defineField({
      name: "slug",
      title: "Showroom",
      type: "string",
      options: { list: officeSlugs, layout: "radio" },
      validation: (rule) =>
        rule
          .required()
          .custom(onlyDocumentWith("office", "slug", "This showroom already has a document")),
    }),
    defineField({
      name: "address",
      description:
        'Street, suburb, city and postal code, separated by commas: "14 Jan Smuts Avenue, Parktown, Johannesburg, 2193".',
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[^,]+,[^,]+,[^,]+,\s*\d{4}$/, { name: "street, suburb, city, postal code" }),
    }),
    defineField({
      name: "location",
      title: "On the map",
      description:
        "Where the door is, for the map and directions: latitude and longitude in South Africa (latitude about -26 for Johannesburg, -34 for Cape Town).",
      type: "geopoint",
      validation: (rule) =>
        rule
          .required()
          .custom((point: { lat?: number; lng?: number } | undefined) =>
            !point ||
            (typeof point.lat === "number" &&
              typeof point.lng === "number" &&
              point.lat >= -35 &&
              point.lat <= -22 &&
              point.lng >= 16 &&
              point.lng <= 33)
              ? true
              : "A point in South Africa: are latitude and longitude swapped?",
          ),
    }),
    defineField({
      name: "phone",
      description: `In international form, as a visitor dials it from anywhere: ${PHONE_EXAMPLE}.`,
      type: "string",
      validation: (rule) => rule.required().custom(internationalPhone),
    }),
    defineField({
      name: "photograph",
      description: `Optional: a photograph of the showroom, at least ${MIN_PHOTOGRAPH_WIDTH} px wide, at the top of its page in place of the rendered cabin there now. Set the hotspot on what must stay in view.`,
      type: "image",
      options: { hotspot: true },
      fields: [
        altField,
        captionField('Under the photograph: "The front room of our Kloof Street showroom".'),
      ],
    }),
  ],
  preview: {
    select: { slug: "slug", address: "address", media: "photograph" },
    prepare: ({ slug, address, media }) => ({
      title: officeSlugs.find((one) => one.value === slug)?.title ?? slug,
      subtitle: address,
      media,
    }),
  },
});
