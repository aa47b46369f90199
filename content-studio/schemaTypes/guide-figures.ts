/**
 * The figures the guides give that are the business's to decide: how long each step of an
 * installation takes (the installation guide, and a built sauna's lead time, which is their sum)
 * and how long our own warranties last (the warranty guide). One document. The words round them,
 * and the makers' own warranties, stay with the guides.
 */
import { defineField, defineType } from "@sanity/types";

/**
 * The installation's steps whose length is set here, in order, as the guide names them. The site
 * survey's length is the booking's own visit, so it is not set here.
 */
export const installationSteps = [
  { name: "designAndPlans", id: "design-and-plans", title: "Design and plans" },
  { name: "workshop", id: "workshop", title: "Built in the workshop" },
  { name: "delivery", id: "delivery", title: "Delivery" },
  { name: "installation", id: "installation", title: "Installation days" },
  { name: "handover", id: "handover", title: "Handover" },
] as const;

/** Our own warranty periods, as the guide names them. */
export const warrantyPeriods = [
  { name: "cabinWorkmanship", id: "cabins/workmanship", title: "Sauna cabins: workmanship" },
  { name: "cabinTimber", id: "cabins/timber", title: "Sauna cabins: timber" },
  { name: "steamGenerator", id: "steam-generators/steam-generator", title: "Steam generators" },
] as const;

/**
 * Whether a figure is checked. Its help is the group's (below), not its own: in a row of columns
 * a help text wraps one word to a line and pushes the row's other fields down.
 */
const confirmed = defineField({
  name: "confirmed",
  type: "boolean",
  initialValue: false,
});

/** What "Confirmed" means, said once above each group of figures. */
const CONFIRMED_HELP =
  'Leave "Confirmed" off while a figure is typical, still to be checked: the launch check lists it until it is on.';

const whole = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "number",
    validation: (rule) => rule.required().integer().min(1).max(52),
  });

export const guideFigures = defineType({
  name: "guideFigures",
  title: "Guide figures",
  type: "document",
  fields: [
    defineField({
      name: "installation",
      title: "How long each step takes",
      description: `From the first visit to the first heat. A built sauna's lead time is the sum of these, so it follows. ${CONFIRMED_HELP}`,
      type: "object",
      fields: installationSteps.map(({ name, title }) =>
        defineField({
          name,
          title,
          type: "object",
          options: { columns: 4 },
          validation: (rule) =>
            rule.custom((value: { from?: number; to?: number } | undefined) =>
              !value || !value.from || !value.to || value.from <= value.to
                ? true
                : "From must not be more than To",
            ),
          fields: [
            whole("from", "From"),
            whole("to", "To"),
            defineField({
              name: "unit",
              type: "string",
              options: {
                list: [
                  { title: "hours", value: "hour" },
                  { title: "days", value: "day" },
                  { title: "weeks", value: "week" },
                ],
              },
              validation: (rule) => rule.required(),
            }),
            confirmed,
          ],
        }),
      ),
    }),
    defineField({
      name: "warranty",
      title: "Our warranty periods",
      description: CONFIRMED_HELP,
      type: "object",
      fields: warrantyPeriods.map(({ name, title }) =>
        defineField({
          name,
          title,
          type: "object",
          options: { columns: 2 },
          fields: [whole("years", "Years"), confirmed],
        }),
      ),
    }),
  ],
  preview: { prepare: () => ({ title: "Guide figures" }) },
});
