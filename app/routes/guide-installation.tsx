import { Check } from "lucide-react";

import { CallToAction } from "~/components/call-to-action";
import { SectionHeading } from "~/components/section-heading";
import { GuideIntro, ordinal } from "~/guides/guide-intro";
import { installationPage, installationSteps, siteChecklist } from "~/guides/installation";
import { RichParagraphs } from "~/guides/rich-text";
import { howToJsonLd } from "~/guides/json-ld";
import { durationText } from "~/format/text";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/guideInstallation";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/guide-installation";

const trail = [crumb("home"), crumb("guides"), crumb("guideInstallation")];

const title = installationPage.heading;
const search = pageWords(words, { stepCount: installationSteps.length });
const { description } = search;

export const meta: Route.MetaFunction = () =>
  seo({
    ...search,
    path: paths.guideInstallation,
    type: "article",
    jsonLd: [
      howToJsonLd({
        name: title,
        description,
        path: paths.guideInstallation,
        steps: installationSteps,
      }),
      breadcrumbJsonLd(trail),
    ],
  });

export default function GuideInstallation() {
  return (
    <>
      <GuideIntro trail={trail} eyebrow="Installation guide" title={title}>
        <RichParagraphs paragraphs={installationPage.intro} />
      </GuideIntro>

      <section aria-labelledby="journey-heading" className="container-content pb-24 lg:pb-36">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <div>
              <SectionHeading
                id="journey-heading"
                eyebrow="The journey"
                title={installationPage.journeyHeading}
              >
                <RichParagraphs paragraphs={installationPage.journeyIntro} />
              </SectionHeading>
            </div>
          </div>
          <ol className="border-t border-birch lg:col-span-7 lg:col-start-6">
            {installationSteps.map((step, i) => (
              <li
                key={step.id}
                id={step.id}
                className="grid gap-x-8 gap-y-4 border-b border-birch py-10 sm:grid-cols-[8rem_1fr]"
              >
                <span aria-hidden className="font-display text-3xl text-cedar">
                  {ordinal(i)}
                </span>
                <div className="max-w-prose">
                  <h3 className="text-3xl">{step.title}</h3>
                  <div className="mt-4 space-y-4 text-lg/8 text-muted">
                    {step.what.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="eyebrow">Who</dt>
                      <dd className="mt-1">{step.who}</dd>
                    </div>
                    <div>
                      <dt className="eyebrow">Typical time</dt>
                      <dd className="mt-1">{durationText(step.duration)}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="checklist-heading" className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="checklist-heading"
              eyebrow="Before we arrive"
              title={installationPage.checklistHeading}
            >
              <RichParagraphs paragraphs={installationPage.checklistIntro} />
            </SectionHeading>
          </div>
          <ul aria-label="Site preparation checklist" className="lg:col-span-7 lg:col-start-6">
            {siteChecklist.map((item) => (
              <li key={item.id} className="flex gap-5 border-b border-birch py-6">
                <Check aria-hidden size={22} className="mt-1 shrink-0 text-cedar" />
                <div className="max-w-prose">
                  {item.appliesTo && <p className="mb-1 eyebrow">{item.appliesTo}</p>}
                  <h3 className="text-2xl">{item.title}</h3>
                  <p className="mt-2 text-muted">{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        id="installation-cta"
        eyebrow="The first step"
        title={installationPage.callHeading}
        to={paths.contact()}
        action="Contact Us"
      >
        <RichParagraphs paragraphs={installationPage.callText} />
      </CallToAction>
    </>
  );
}
