/** The three guides, as the guides index lists them. */
import { pageLabels } from "../routing/breadcrumbs";
import { paths } from "../routing/paths";

import type { GuideSummary } from "./schema";

export const guides: GuideSummary[] = [
  {
    id: "installation",
    title: pageLabels.guideInstallation,
    summary:
      "From the first visit to the first heat: each step of an installation, who does what, and how to prepare the site.",
    path: paths.guideInstallation,
  },
  {
    id: "warranty-and-care",
    title: pageLabels.guideWarranty,
    summary:
      "What each part of your room is guaranteed for, what is not covered, and the small habits that keep timber, heater and water at their best.",
    path: paths.guideWarranty,
  },
  {
    id: "faq",
    title: pageLabels.guideFaq,
    summary:
      "Straight answers to what buyers ask us most: space, timber, electrics, running costs, health, delivery and prices.",
    path: paths.guideFaq,
  },
];
