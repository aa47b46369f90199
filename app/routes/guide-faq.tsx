import { CallToAction } from "~/components/call-to-action";
import { ChevronDownIcon } from "~/components/icons";
import { faqEntries, faqGroups, faqPage } from "~/guides/faq";
import { GuideIntro } from "~/guides/guide-intro";
import { faqPageJsonLd } from "~/guides/json-ld";
import { RichParagraphs, RichText } from "~/guides/rich-text";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/guideFaq";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/guide-faq";

const trail = [crumb("home"), crumb("guides"), crumb("guideFaq")];

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words),
    path: paths.guideFaq,
    jsonLd: [faqPageJsonLd(paths.guideFaq, faqEntries), breadcrumbJsonLd(trail)],
  });

export default function GuideFaq() {
  return (
    <>
      <GuideIntro trail={trail} eyebrow="Questions and answers" title={faqPage.heading}>
        <RichParagraphs paragraphs={faqPage.intro} />
      </GuideIntro>

      <nav aria-label="Topics" className="container-content pb-16 lg:pb-24">
        <ul className="flex flex-wrap gap-x-8 gap-y-3 border-y border-birch py-5 text-sm">
          {faqGroups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="link-underline">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container-content space-y-20 pb-24 lg:space-y-28 lg:pb-36">
        {faqGroups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className="grid gap-8 lg:grid-cols-12"
          >
            <h2 id={`${group.id}-heading`} className="text-3xl sm:text-4xl lg:col-span-4">
              {group.title}
            </h2>
            <div className="border-t border-birch lg:col-span-8">
              {group.entries.map((entry) => (
                <details
                  key={entry.id}
                  id={entry.id}
                  className="group/groups border-b border-birch"
                >
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-6 font-display text-xl transition-colors hover:text-ember-deep sm:text-2xl [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDownIcon
                      aria-hidden
                      size={22}
                      className="mt-1 shrink-0 text-cedar transition-transform duration-200 group-open/groups:rotate-180"
                    />
                  </summary>
                  <div className="max-w-prose space-y-4 pb-8 text-lg/8 text-muted">
                    {entry.answer.map((paragraph, i) => (
                      <p key={i}>
                        <RichText rich={paragraph} />
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <CallToAction
        id="faq-cta"
        eyebrow="Not answered here?"
        title={faqPage.callHeading}
        to={paths.contact()}
        action="Contact Us"
      >
        <RichParagraphs paragraphs={faqPage.callText} />
      </CallToAction>
    </>
  );
}
