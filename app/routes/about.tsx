import { Check } from "lucide-react";
import { Link } from "react-router";

import { yearsInWords } from "~/format/years";
import { measure } from "~/format/units";
import { ButtonLink } from "~/components/button-link";
import { PageIntro } from "~/components/page-intro";
import { Picture } from "~/components/picture";
import { aboutHeritage, aboutInstallation, aboutWorkshop } from "~/images/library";
import { SectionHeading } from "~/components/section-heading";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/about";
import { fillFigures, pageWords } from "~/seo/page-words";
import { site } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/about";

/** The figures the page's words name in braces. */
const figures = {
  foundingYear: site.foundingYear,
  yearsMaking: yearsInWords(site.foundingYear),
  benchTemperature: measure(80, "°C"),
  officeCities: site.officeCities,
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.about,
  });

export default function About() {
  return (
    <>
      <PageIntro eyebrow="About us" title={fill(sections.heading)}>
        {sections.intro.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </PageIntro>

      <section aria-labelledby="story-heading" className="container-content pb-24 lg:pb-36">
        <div className="grid items-start gap-12 lg:grid-cols-12">
          <Picture
            image={aboutWorkshop}
            alt="Our joinery workshop: sauna boards stacked on a rack and a hand plane on the workbench, in light from a high window"
            sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
            priority
            className="aspect-4/5 w-full rounded-sm object-cover lg:col-span-5"
          />
          <div className="lg:col-span-6 lg:col-start-7">
            <h2 id="story-heading" className="text-3xl sm:text-4xl">
              Our story
            </h2>
            <div className="mt-6 space-y-5 text-lg/8 text-muted">
              {sections.story.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
            </div>
            <ol className="mt-12 border-t border-birch">
              {sections.milestones.map((milestone) => (
                <li
                  key={milestone.when}
                  className="grid gap-2 border-b border-birch py-6 sm:grid-cols-[8rem_1fr]"
                >
                  <span className="font-display text-2xl text-cedar">{fill(milestone.when)}</span>
                  <span className="text-muted">{fill(milestone.text)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="service-heading" className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading
              id="service-heading"
              eyebrow="Service and maintenance"
              title={fill(sections.serviceHeading)}
            >
              {sections.serviceIntro.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
              <p>
                Read{" "}
                <Link to={paths.guideInstallation} className="link-underline">
                  how installation works
                </Link>
                , or{" "}
                <Link to={paths.guideWarranty} className="link-underline">
                  what the warranty covers and how to care for your room
                </Link>
                .
              </p>
            </SectionHeading>
            <Picture
              image={aboutInstallation}
              alt="A sauna being installed in a home: wall panels half fitted, a stack of boards, a toolbox and a spirit level"
              sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
              className="mt-12 aspect-3/2 w-full rounded-sm object-cover"
            />
          </div>
          <ul className="space-y-5 lg:col-span-6 lg:col-start-7">
            {sections.services.map((service) => (
              <li key={service} className="flex gap-4 border-b border-birch pb-5">
                <Check aria-hidden size={20} className="mt-1 shrink-0 text-cedar" />
                <span>{fill(service)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="reach-heading" className="container-content section-y">
        <div className="grid items-center gap-12 lg:grid-cols-12">
          <div className="lg:col-span-6">
            <SectionHeading
              id="reach-heading"
              eyebrow="Global reach"
              title={fill(sections.reachHeading)}
            >
              {sections.reachText.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
            </SectionHeading>
            <div className="mt-10">
              <ButtonLink to={paths.contact()}>Contact Us</ButtonLink>
            </div>
          </div>
          <div className="lg:col-span-5 lg:col-start-8">
            <Picture
              image={aboutHeritage}
              alt="An original drawing of a sauna cabin: front elevation and plan in fine lines, dimensioned in millimetres"
              sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
              className="aspect-3/2 w-full rounded-sm object-cover shadow-panel"
            />
          </div>
        </div>
      </section>
    </>
  );
}
