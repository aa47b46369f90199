/**
 * A question of the business's own on the questions-and-answers page, after the site's own
 * questions, whose words are "Questions and answers' words" and whose figures (sizes, heaters,
 * running costs, lead times) follow the range. Each stands in one of the page's groups, in the
 * order given.
 */
import { defineField, defineType } from "@sanity/types";

/** The page's groups, as it titles them. */
export const faqGroupChoices = [
  { title: "Choosing", value: "choosing" },
  { title: "Installing", value: "installing" },
  { title: "Running costs and use", value: "running" },
  { title: "Care and health", value: "care" },
  { title: "Buying", value: "buying" },
] as const;

export const faqQuestion = defineType({
  name: "faqQuestion",
  title: "Question",
  type: "document",
  fields: [
    defineField({
      name: "question",
      description:
        'As a buyer would ask it, ending with a question mark: "Do you deliver to Mauritius?"',
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .min(10)
          .max(160)
          .custom((value) =>
            typeof value === "string" && !value.trim().endsWith("?")
              ? "A question ends with a question mark"
              : true,
          ),
    }),
    defineField({
      name: "answer",
      description:
        "Plain words; leave an empty line between paragraphs. Give figures only you decide (a price, a distance you travel): the site's own answers already give the range's sizes and heaters.",
      type: "text",
      rows: 6,
      validation: (rule) => rule.required().min(20).max(1500),
    }),
    defineField({
      name: "group",
      description: "Where on the page it stands: after that group's own questions.",
      type: "string",
      options: { list: [...faqGroupChoices], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      description: "Within its group, lower numbers first.",
      type: "number",
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0).max(999),
    }),
  ],
  orderings: [
    {
      title: "Group, then order",
      name: "groupOrder",
      by: [
        { field: "group", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: { select: { title: "question", subtitle: "group" } },
});
