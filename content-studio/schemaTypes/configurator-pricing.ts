/**
 * The rule the configurator prices a design by, from the collection's own "from" price at its
 * standard size: what a square metre of floor adds, what each timber adds over pine, what a wall
 * of glass adds over a door, and what prices are rounded to. One document. Which sizes, timbers
 * and fronts each collection can be made in is on its Range item ("Made to order in").
 */
import { defineField, defineType } from "@sanity/types";

import { TIMBERS } from "../rules/made-in";

/** The timbers a design may be clad or lined in, each with its field's name: `thermoPine`. */
export const pricedTimbers = TIMBERS.map(({ id, title }) => ({
  name: id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
  id,
  title,
}));

const rand = (name: string, title: string, description: string, max: number, least = 0) =>
  defineField({
    name,
    title,
    description,
    type: "number",
    validation: (rule) => rule.required().integer().min(least).max(max),
  });

export const configuratorPricing = defineType({
  name: "configuratorPricing",
  title: "Configurator pricing",
  type: "document",
  fields: [
    rand(
      "perFloorM2",
      "Per square metre of floor (R)",
      "Added for each m² a design is larger than the collection's standard cabin, and taken off for each m² smaller.",
      200_000,
      1,
    ),
    defineField({
      name: "timberPerM2",
      title: "What each timber adds (R per m²)",
      description:
        "Over pine, per m² it covers: the outside walls for the cladding, the walls and ceiling inside for the lining. Pine is the base, so it is usually 0.",
      type: "object",
      options: { columns: 2 },
      fields: pricedTimbers.map(({ name, title }) => rand(name, title, "", 20_000)),
    }),
    rand(
      "glassFront",
      "A wall of glass (R)",
      "What a full glass front adds over a glass door and window.",
      500_000,
    ),
    defineField({
      name: "roundTo",
      title: "Round prices to (R)",
      description: "The configurator's prices are indicative, so they are rounded.",
      type: "number",
      options: { list: [100, 500, 1000, 5000] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "confirmed",
      description:
        "Off while these figures are the site's estimate, still to be checked: the configurator says its prices are indicative either way, and the launch check lists the rule until this is on.",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: { prepare: () => ({ title: "Configurator pricing" }) },
});
