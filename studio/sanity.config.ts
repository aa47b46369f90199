/**
 * The Studio editors write the blog in. Set SANITY_STUDIO_PROJECT_ID (and, if it is not
 * "production", SANITY_STUDIO_DATASET) to the project the site's SANITY_PROJECT_ID names.
 */
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";

import { schemaTypes } from "./schemaTypes";

export default defineConfig({
  name: "vaja-blog",
  title: "Vaja: Sauna Insights",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});
