/**
 * The guides' structured data: the installation journey as a `HowTo`, the warranty guide as an
 * `Article` published by the business, and the questions as a `FAQPage` whose answers are the
 * plain text of those on the page. Kept beside the guides, so the site's shell does not carry them.
 */
import { absoluteUrl, businessId, type JsonLdNode, shareImage } from "../seo/structured-data";
import { site } from "../content/site";

import type { FaqEntry, InstallationStep } from "./schema";
import { plainText } from "../format/text";

export function howToJsonLd({
  name,
  description,
  path,
  steps,
}: {
  name: string;
  description: string;
  path: string;
  steps: readonly InstallationStep[];
}): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@type": "HowTo",
    "@id": `${url}#how-to`,
    name,
    description,
    url,
    inLanguage: site.locale,
    publisher: { "@id": businessId },
    step: steps.map((step, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: step.title,
      text: step.what.join(" "),
      url: `${url}#${step.id}`,
    })),
  };
}

export function articleJsonLd({
  headline,
  description,
  path,
}: {
  headline: string;
  description: string;
  path: string;
}): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline,
    description,
    url,
    mainEntityOfPage: url,
    inLanguage: site.locale,
    image: absoluteUrl(shareImage.path),
    author: { "@id": businessId },
    publisher: { "@id": businessId },
  };
}

/** The questions of the page, each with the plain text of its answer. */
export function faqPageJsonLd(path: string, entries: readonly FaqEntry[]): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: site.locale,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(entry.answer) },
    })),
  };
}
