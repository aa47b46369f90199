import { ContactDetails } from "~/components/contact-details";
import { EnquiryForm } from "~/contact/enquiry-form";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/contact";
import { fillFigures, pageWords } from "~/seo/page-words";
import { RichParagraphs } from "~/guides/rich-text";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/contact";

/** The figures the page's words name in braces. */
const figures = {
  officeCities: site.officeCities,
  replyTime: site.replyTime,
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.contact(),
  });

/** The introduction's paragraphs, figures filled in; a link's words too. */
const intro = sections.intro.map((paragraph) =>
  paragraph.map((part) =>
    typeof part === "string" ? fill(part) : { ...part, text: fill(part.text) },
  ),
);

export default function Contact() {
  return (
    <>
      <PageIntro eyebrow="Contact" title={fill(sections.heading)}>
        <RichParagraphs paragraphs={intro} />
      </PageIntro>

      <div className="container-content grid items-start gap-16 pb-24 lg:grid-cols-12 lg:gap-10 lg:pb-36">
        <section aria-labelledby="enquiry-heading" className="lg:col-span-7">
          <h2 id="enquiry-heading" className="sr-only">
            Send an enquiry
          </h2>
          <EnquiryForm />
        </section>
        <div className="lg:col-span-4 lg:col-start-9">
          <ContactDetails headingId="contact-details-heading" />
        </div>
      </div>
    </>
  );
}
