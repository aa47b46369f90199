import { CallToAction } from "~/components/call-to-action";
import { SectionHeading } from "~/components/section-heading";
import { GuideIntro } from "~/guides/guide-intro";
import { articleJsonLd } from "~/guides/json-ld";
import { periodText } from "~/format/text";
import { careKinds, exclusions, warrantyKinds, warrantyPage } from "~/guides/warranty";
import { RichParagraphs } from "~/guides/rich-text";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/guideWarranty";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/guide-warranty";

const trail = [crumb("home"), crumb("guides"), crumb("guideWarranty")];

const title = warrantyPage.heading;
const search = pageWords(words);
const { description } = search;

export const meta: Route.MetaFunction = () =>
  seo({
    ...search,
    path: paths.guideWarranty,
    type: "article",
    jsonLd: [
      articleJsonLd({ headline: title, description, path: paths.guideWarranty }),
      breadcrumbJsonLd(trail),
    ],
  });

const giverLabel = { ours: "Our guarantee", maker: "The maker's guarantee" } as const;

export default function GuideWarranty() {
  return (
    <>
      <GuideIntro trail={trail} eyebrow="Warranty and care" title={title}>
        <RichParagraphs paragraphs={warrantyPage.intro} />
      </GuideIntro>

      <section aria-labelledby="covered-heading" className="container-content pb-24 lg:pb-36">
        <SectionHeading
          id="covered-heading"
          eyebrow="What is covered"
          title={warrantyPage.coveredHeading}
        >
          <RichParagraphs paragraphs={warrantyPage.coveredIntro} />
        </SectionHeading>
        <ul className="mt-14 grid gap-x-10 gap-y-4 md:grid-cols-2">
          {warrantyKinds.map((kind) => (
            <li key={kind.id} id={kind.id} className="border-t border-birch pt-8 pb-5">
              <h3 className="text-3xl">{kind.title}</h3>
              <p className="mt-3 max-w-prose text-muted">{kind.summary}</p>
              <dl className="mt-6 divide-y divide-birch border-y border-birch">
                {kind.periods.map((period) => (
                  <div key={period.id} className="flex items-start justify-between gap-6 py-4">
                    <dt>
                      {period.covers}
                      <span className="block text-sm text-muted">{giverLabel[period.giver]}</span>
                    </dt>
                    <dd className="shrink-0 font-display text-2xl">{periodText(period.years)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="excluded-heading" className="container-content pb-24 lg:pb-36">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="excluded-heading"
              eyebrow="What is not covered"
              title={warrantyPage.exclusionsHeading}
            >
              <RichParagraphs paragraphs={warrantyPage.exclusionsIntro} />
            </SectionHeading>
          </div>
          <ul className="border-t border-birch lg:col-span-7 lg:col-start-6">
            {exclusions.map((exclusion) => (
              <li key={exclusion.id} className="max-w-prose border-b border-birch py-6">
                <h3 className="text-2xl">{exclusion.title}</h3>
                <p className="mt-2 text-muted">{exclusion.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="care-heading" className="bg-linen">
        <div className="container-content section-y">
          <SectionHeading id="care-heading" eyebrow="After-care" title={warrantyPage.careHeading}>
            <RichParagraphs paragraphs={warrantyPage.careIntro} />
          </SectionHeading>
          <div className="mt-14 space-y-20">
            {careKinds.map((kind) => (
              <section
                key={kind.id}
                id={`care-${kind.id}`}
                aria-labelledby={`care-${kind.id}-heading`}
              >
                <h3 id={`care-${kind.id}-heading`} className="border-b border-birch pb-4 text-3xl">
                  {kind.title}
                </h3>
                <div className="mt-8 grid gap-10 md:grid-cols-2 lg:grid-cols-4">
                  {kind.routines.map((routine) => (
                    <div key={routine.cadence}>
                      <h4 className="eyebrow">{routine.cadence}</h4>
                      <ul className="mt-4 space-y-3 text-muted">
                        {routine.steps.map((step) => (
                          <li key={step} className="border-l border-birch pl-5">
                            {step}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </section>

      <CallToAction
        id="warranty-cta"
        eyebrow="Service and maintenance"
        title={warrantyPage.callHeading}
        to={paths.contact()}
        action="Contact Us"
      >
        <RichParagraphs paragraphs={warrantyPage.callText} />
      </CallToAction>
    </>
  );
}
