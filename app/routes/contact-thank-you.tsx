import { ButtonLink } from "~/components/button-link";
import { LogoStrip } from "~/components/logo-strip";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/seo/meta";

import type { Route } from "./+types/contact-thank-you";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Thank You",
    description:
      "Thank you for your enquiry. We have it, and we will reply within 24 hours with ideas, a first price and the next step.",
    path: "/contact/thank-you",
    // Reached only after sending an enquiry: no page for search results.
    noindex: true,
  });

export default function ContactThankYou() {
  return (
    <>
      <PageIntro eyebrow="Message received" title="Thank you for your enquiry">
        <p>
          Your message is with our team. We will reply within 24 hours, usually sooner on a working
          day, with ideas for your room and the next step.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/gallery" variant="secondary">
            Explore Gallery
          </ButtonLink>
        </div>
      </PageIntro>

      <div className="pb-24 lg:pb-36">
        <LogoStrip title="Trusted by Industry Leaders" id="thank-you-logos" />
      </div>
    </>
  );
}
