import { ButtonLink } from "~/components/button-link";
import { LogoStrip } from "~/components/logo-strip";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/thankYou";
import { fillFigures, pageWords } from "~/seo/page-words";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/contact-thank-you";

/** The figures the page's words name in braces. */
const figures = {
  officeCities: site.officeCities,
  replyTime: site.replyTime,
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.thankYou,
    // Reached only after sending an enquiry: no page for search results.
    noindex: true,
  });

export default function ContactThankYou() {
  return (
    <>
      <PageIntro eyebrow="Message received" title={fill(sections.heading)}>
        {sections.intro.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to={paths.home}>Back to Home</ButtonLink>
          <ButtonLink to={paths.gallery} variant="secondary">
            Explore Gallery
          </ButtonLink>
        </div>
      </PageIntro>

      <section aria-labelledby="next-steps-heading" className="container-content pb-16 lg:pb-24">
        <h2 id="next-steps-heading" className="eyebrow">
          What happens next
        </h2>
        <ol className="mt-8 grid gap-8 md:grid-cols-3 md:gap-10">
          {sections.nextSteps.map((step, index) => (
            <li key={step.title} className="border-t border-birch pt-6">
              <span aria-hidden className="font-display text-2xl text-cedar">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl">{fill(step.title)}</h3>
              <p className="mt-2 text-muted">{fill(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="pb-16 lg:pb-24">
        <LogoStrip title={fill(sections.clientsHeading)} id="thank-you-logos" />
      </div>
    </>
  );
}
