/**
 * The Studio in which the business edits its site's content: prices and photographs, the
 * gallery's photographs, its customers and its clients' words, its showrooms and contact details,
 * and the blog. Set SANITY_STUDIO_PROJECT_ID (and, if it is not "production",
 * SANITY_STUDIO_DATASET) to the project the site's SANITY_PROJECT_ID names, and
 * SANITY_STUDIO_PREVIEW_URL to the address of the site's preview of drafts, if it has one: each
 * document's menu then opens its page there ("Open preview").
 */
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";

import { studioProject } from "./project";
import { ADDED_KINDS } from "./rules/range";
import { schemaTypes } from "./schemaTypes";
import { KIND_TITLES } from "./schemaTypes/range-item";
import { structure } from "./structure";

// Each variable read by its full name: the Studio's bundler writes into the bundle only the
// SANITY_STUDIO_ variables read one by one; the environment handed on whole reaches it empty.
const { projectId, dataset } = studioProject({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
});

const SINGLETONS = [
  "siteSettings",
  "guideFigures",
  "priceTerms",
  "configuratorPricing",
  "siteBuild",
  "installationGuideWords",
  "warrantyGuideWords",
  "privacyWords",
  "faqWords",
  "timberWords",
  "tourWords",
  // One per page, each opened from Pages' words by the page's name: never one for no page.
  "pageWords",
];

/** Written by the site's builds only: an editor reads it and has nothing to do to it. */
const BUILD_WRITTEN = ["siteBuild"];

/** The site's preview of drafts (the site's docs/content.md, "A preview of drafts"), without a final slash. */
const previewSite = process.env.SANITY_STUDIO_PREVIEW_URL?.trim().replace(/\/+$/, "");

/**
 * Where a document shows on the site: a post and a room we built have a page of their own (the
 * site's addresses, `/blog/{slug}` and `/gallery/project/{slug}`); anything else opens the home
 * page, from which every page it appears on is a click away.
 */
function pageOf(document: { _type: string; slug?: unknown }): string {
  const slug = (document.slug as { current?: string } | undefined)?.current;
  if (slug && document._type === "post") return `/blog/${encodeURIComponent(slug)}`;
  if (slug && document._type === "project") return `/gallery/project/${encodeURIComponent(slug)}`;
  return "/";
}

export default defineConfig({
  name: "vaja",
  title: "Vaja: site content",
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // The contact details, the guide figures and the price terms are one document each, opened
    // from the desk: never a second one.
    // A sauna collection, a heater, an accessory or an aroma is added from its group on the desk,
    // its kind set: "New sauna collection", "New heater".
    templates: (templates) => [
      ...templates.filter((template) => !SINGLETONS.includes(template.schemaType)),
      ...ADDED_KINDS.map((kind) => ({
        id: `rangeItem-${kind}`,
        title: `New ${KIND_TITLES[kind].toLowerCase()}`,
        schemaType: "rangeItem",
        value: { kind },
      })),
    ],
  },
  document: {
    actions: (actions, { schemaType }) =>
      BUILD_WRITTEN.includes(schemaType)
        ? []
        : SINGLETONS.includes(schemaType)
          ? actions.filter(
              (action) => !["duplicate", "delete", "unpublish"].includes(action.action ?? ""),
            )
          : actions,
    productionUrl: async (previous, { document }) =>
      previewSite ? `${previewSite}${pageOf(document)}` : previous,
  },
});
