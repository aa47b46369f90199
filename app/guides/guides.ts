/**
 * The three guides, as the guides index lists them; each one's summary is the business's, from the
 * guides page's words in the Studio (Pages' words, Guides), by the guide's id.
 */
import { sections } from "../content/generated/pages/guides";
import { pageLabels } from "../routing/breadcrumbs";
import { paths } from "../routing/paths";

import type { GuideSummary } from "./schema";

export const guides: GuideSummary[] = [
  {
    id: "installation",
    title: pageLabels.guideInstallation,
    summary: sections.guideSummaries.installation,
    path: paths.guideInstallation,
  },
  {
    id: "warranty-and-care",
    title: pageLabels.guideWarranty,
    summary: sections.guideSummaries["warranty-and-care"],
    path: paths.guideWarranty,
  },
  {
    id: "faq",
    title: pageLabels.guideFaq,
    summary: sections.guideSummaries.faq,
    path: paths.guideFaq,
  },
];
