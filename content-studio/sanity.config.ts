/**
 * The Studio in which the business edits its site's content: prices and photographs, the
 * gallery's photographs, its customers and its clients' words, its showrooms and contact details,
 * and the blog. Set SANITY_STUDIO_PROJECT_ID (and, if it is not "production",
 * SANITY_STUDIO_DATASET) to the project the site's SANITY_PROJECT_ID names.
 */
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";

import { schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

const SINGLETONS = ["siteSettings", "guideFigures", "priceTerms", "configuratorPricing"];

export default defineConfig({
  name: "vaja",
  title: "Vaja: site content",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // The contact details, the guide figures and the price terms are one document each, opened
    // from the desk: never a second one.
    templates: (templates) =>
      templates.filter((template) => !SINGLETONS.includes(template.schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETONS.includes(schemaType)
        ? actions.filter(
            (action) => !["duplicate", "delete", "unpublish"].includes(action.action ?? ""),
          )
        : actions,
  },
});
