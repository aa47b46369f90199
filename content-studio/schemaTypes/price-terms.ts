/**
 * What each kind of item's price includes and how soon it is ready: the line under every price,
 * on the cards, the product pages, the comparison and the spec sheets. One document. A built
 * sauna's lead time is not here: it is the sum of the installation's steps (Guide figures).
 */
import { defineField, defineType } from "@sanity/types";

/** The kinds of item, as the site groups its range. */
export const termKinds = [
  { name: "sauna", title: "Saunas (built by our team)", lead: false },
  { name: "steamRoom", title: "Steam rooms", lead: true },
  { name: "diyKit", title: "DIY kits", lead: true },
  { name: "iceBath", title: "Ice baths", lead: true },
  { name: "heater", title: "Heaters", lead: true },
  { name: "accessory", title: "Accessories", lead: true },
  { name: "aroma", title: "Aroma concentrates", lead: true },
] as const;

const weeks = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "number",
    validation: (rule) => rule.required().integer().min(1).max(52),
  });

export const priceTerms = defineType({
  name: "priceTerms",
  title: "Price terms",
  type: "document",
  fields: [
    ...termKinds.map(({ name, title, lead }) =>
      defineField({
        name,
        title,
        type: "object",
        fields: [
          defineField({
            name: "includes",
            description:
              'Everything the price includes, as it follows "Includes": "VAT, the heater and its controls, lighting, benches, delivery and installation by our team".',
            type: "string",
            validation: (rule) => rule.required().min(3).max(120),
          }),
          defineField({
            name: "excludes",
            description:
              'Optional: what it leaves out that a buyer might assume, as a clause, saying how it is charged: "delivery, charged at our courier\'s rate and quoted with your order". The dedicated circuit\'s cost is added by the site from "The electrician\'s circuit" below.',
            type: "string",
            validation: (rule) => rule.max(160),
          }),
          ...(lead
            ? [weeks("leadFrom", "Ready in, from (weeks)"), weeks("leadTo", "to (weeks)")]
            : []),
          ...(name === "aroma"
            ? [
                defineField({
                  name: "bottle",
                  title: "The bottle the price is for",
                  description:
                    'The size of the bottle an aroma\'s price buys, as the page names it after the price: "400 ml".',
                  type: "string",
                  validation: (rule) => rule.required().min(2).max(20),
                }),
              ]
            : []),
          ...(name === "steamRoom"
            ? [
                defineField({
                  name: "generatorMaker",
                  title: "The steam generator's maker",
                  description:
                    'The maker of the generators you fit, as the steam rooms page names it: "Generators by …, built for hotel spas". Leave it empty until you have decided: the page then names none.',
                  type: "string",
                  validation: (rule) => rule.min(2).max(40),
                }),
              ]
            : []),
          defineField({
            name: "leadSpan",
            title: "Counted",
            description:
              'What the weeks run between, as it follows "4–9 weeks": "to delivery", "from the survey to the first steam".',
            type: "string",
            validation: (rule) => rule.required().min(3).max(60),
          }),
        ],
      }),
    ),
    defineField({
      name: "circuit",
      title: "The electrician's circuit",
      description:
        "What the dedicated circuit a heater needs typically costs, which the buyer's own electrician installs and no price of ours includes. The pages give it as a range and call it indicative until it is confirmed.",
      type: "object",
      fields: [
        defineField({
          name: "from",
          title: "Typically from (rand)",
          type: "number",
          validation: (rule) => rule.required().integer().min(500).max(100000),
        }),
        defineField({
          name: "to",
          title: "to (rand)",
          type: "number",
          validation: (rule) => rule.required().integer().min(500).max(100000),
        }),
        defineField({
          name: "confirmed",
          description: "Off while the range is our estimate: the pages call it indicative.",
          type: "boolean",
          initialValue: false,
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "confirmed",
      description:
        "Off while these terms are the site's reading, still to be checked: the launch check lists them until it is on.",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: { prepare: () => ({ title: "Price terms" }) },
});
