/**
 * Book a consultation: a showroom visit, a site survey or a video call, with a few preferred
 * times (`MIN_CHOICES` to `MAX_CHOICES`) for the business to confirm one. The heading, the
 * introduction and the steps are the page's words (Pages' words, Book a visit). The form
 * (`~/contact/booking-form`) sends through the enquiry path; once sent, this same page shows the
 * confirmation, so the confirmation is never a page of its own for search engines to find.
 */
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactDetails } from "~/components/contact-details";
import { SectionHeading } from "~/components/section-heading";
import { BookingForm } from "~/contact/booking-form";
import { MAX_CHOICES, MIN_CHOICES } from "~/contact/booking";
import { countInWords, countWord } from "~/format/count-word";
import { crumb } from "~/routing/breadcrumbs";
import { listed, site } from "~/content/site";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/book";
import { fillFigures, pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/contact-book";

const trail = [crumb("home"), crumb("contact"), crumb("book")];

/** The figures the page's words name in braces (each kind of visit's `{duration}` is its own). */
const figures = {
  replyTime: site.replyTime,
  fewestTimes: countWord(MIN_CHOICES),
  fewestTimesLower: countInWords(MIN_CHOICES),
  mostTimes: countInWords(MAX_CHOICES),
  officeCitiesOr: listed(OFFICE_CITIES, "or"),
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.book,
    jsonLd: [breadcrumbJsonLd(trail)],
  });

const steps = sections.bookingSteps.map(({ title, text }) => ({
  title: fill(title),
  text: fill(text),
}));

export default function ContactBook() {
  return (
    <>
      <section className="container-content pt-32 pb-12 lg:pt-40 lg:pb-16">
        <Breadcrumbs trail={trail} />
        <div className="mt-12 lg:mt-16">
          <SectionHeading as="h1" eyebrow="Book a visit" title={fill(sections.heading)}>
            {sections.intro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3 md:gap-10">
          {steps.map((step, index) => (
            <li key={step.title} className="border-t border-birch pt-5">
              <span aria-hidden className="font-display text-2xl text-cedar">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className="mt-2 text-xl">{step.title}</h2>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="container-content grid items-start gap-16 pb-24 lg:grid-cols-12 lg:gap-10 lg:pb-36">
        <section aria-labelledby="booking-heading" className="lg:col-span-7">
          <h2 id="booking-heading" className="sr-only">
            Request a visit
          </h2>
          <BookingForm />
        </section>
        <div className="lg:col-span-4 lg:col-start-9">
          <ContactDetails headingId="booking-details-heading" />
        </div>
      </div>
    </>
  );
}
