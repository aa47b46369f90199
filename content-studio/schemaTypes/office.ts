/**
 * A showroom, on its own page (/contact/johannesburg, /contact/cape-town), in the footer and in
 * what search engines read: its street address, where it is on the map, its phone number, and a
 * photograph of it that opens its page; the collections on show there, and how a visit goes (parking,
 * step-free access, finding the door), which its page shows and marks as unconfirmed until the
 * business confirms them.
 * Until a field is filled in, the site shows an example value, marks it as one, and will not launch.
 */
import { defineField, defineType } from "@sanity/types";

import { altField, captionField, onlyDocumentWith } from "./fields";
import { internationalPhone, PHONE_EXAMPLE } from "../rules/phone";
import {
  MAX_ON_SHOW,
  onShowProblem,
  SHOWABLE_ITEMS,
  VISIT_TEXT_MAX,
  visitTextProblem,
} from "../rules/showrooms";
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
    defineField({
      name: "onShow",
      title: "Collections on show",
      description: `The collections a visitor can sit in or step into here, in the order the page lists them (at most ${MAX_ON_SHOW}). Each links to its page.`,
      type: "array",
      of: [{ type: "string" }],
      options: {
        list: SHOWABLE_ITEMS.map((item) => ({ title: item.name, value: item.slug })),
      },
      validation: (rule) =>
        rule.required().custom((slugs: unknown[] | undefined) => onShowProblem(slugs) ?? true),
    }),
    ...(
      [
        [
          "parking",
          "Parking",
          'Where to park and what it costs: "Free parking in the centre\'s basement; ask at the boom for the showroom."',
        ],
        [
          "access",
          "Step-free access",
          "Whether a wheelchair or a pram can reach the showroom and the cabins without steps, and how.",
        ],
        [
          "directions",
          "Finding the door",
          "What to look for on arrival: the entrance, the floor, a landmark.",
        ],
      ] as const
    ).map(([name, title, description]) =>
      defineField({
        name,
        title,
        description: `${description} A sentence or two, at most ${VISIT_TEXT_MAX} characters.`,
        type: "text",
        rows: 3,
        validation: (rule) => rule.required().custom((text) => visitTextProblem(text) ?? true),
      }),
    ),
    defineField({
      name: "visitConfirmed",
      title: "Collections on show and visit details: confirmed",
      description:
        "Off while the collections on show, parking, access and directions are the site's reading, still to be checked: the page says so and the launch check lists it until it is on.",
      type: "boolean",
      initialValue: false,
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
