import { ButtonLink } from "~/components/button-link";
import { LogoStrip } from "~/components/logo-strip";
import { PageIntro } from "~/components/page-intro";
import { listed, site } from "~/content/site";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/thankYou";
import { pageWords } from "~/seo/page-words";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/contact-thank-you";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, {
      officeCities: listed(site.offices.map((office) => office.city)),
      replyTime: site.replyTime,
    }),
    path: paths.thankYou,
    // Reached only after sending an enquiry: no page for search results.
    noindex: true,
  });

const nextSteps = [
  {
    title: "Your enquiry reaches us",
    text: "It goes straight to our design team in Johannesburg and Cape Town.",
  },
  {
    title: `We reply within ${site.replyTime}`,
    text: "By e-mail or phone, with first ideas and a few questions about your space.",
  },
  {
    title: "We visit and draw",
    text: "If you wish, we measure the room, then send drawings, a 3D preview and a quote.",
  },
];

export default function ContactThankYou() {
  return (
    <>
      <PageIntro eyebrow="Message received" title="Thank you for your enquiry">
        <p>
          Your message is with our team. We will reply within {site.replyTime}, usually sooner on a
          working day, with ideas for your room and the next step.
        </p>
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
          {nextSteps.map((step, index) => (
            <li key={step.title} className="border-t border-birch pt-6">
              <span aria-hidden className="font-display text-2xl text-cedar">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="pb-16 lg:pb-24">
        <LogoStrip title="Trusted by Industry Leaders" id="thank-you-logos" />
      </div>
    </>
  );
}
