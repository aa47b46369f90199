import { Link } from "react-router";

import { ContactDetails } from "~/components/contact-details";
import { EnquiryForm } from "~/contact/enquiry-form";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/contact";
import { pageWords } from "~/seo/page-words";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, {
      officeCities: site.officeCities,
      replyTime: site.replyTime,
    }),
    path: paths.contact(),
  });

export default function Contact() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Tell us about your room">
        <p>
          A few lines are enough to begin: the space you have, the heat you love, where you live. We
          reply within {site.replyTime} with ideas, a first price and the next step.
        </p>
        <p>
          Rather meet first?{" "}
          <Link to={paths.book} className="link-underline">
            Book a showroom visit, a site survey or a video call
          </Link>
          .
        </p>
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
