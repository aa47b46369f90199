import { Link } from "react-router";

import { CallToAction } from "~/components/call-to-action";
import { ArrowRightIcon } from "~/components/icons";
import { GuideIntro, ordinal } from "~/guides/guide-intro";
import { guides } from "~/guides/guides";
import { validateGuides } from "~/guides/validate";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/guides";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/guides";

const trail = [crumb("home"), crumb("guides")];

// Runs when the page is prerendered: invalid guides fail the build, as an invalid catalogue does.
export function loader() {
  validateGuides();
  return null;
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words),
    path: paths.guides,
    jsonLd: [breadcrumbJsonLd(trail)],
  });

export default function Guides() {
  return (
    <>
      <GuideIntro trail={trail} eyebrow="Guides" title="Before, during and after">
        <p>
          What to expect when a sauna, a steam room or an ice bath comes into your home, written by
          the people who build and install them.
        </p>
      </GuideIntro>

      <section aria-labelledby="guides-heading" className="container-content pb-24 lg:pb-36">
        <h2 id="guides-heading" className="sr-only">
          The guides
        </h2>
        <ol className="border-t border-birch">
          {guides.map((guide, i) => (
            <li key={guide.id} className="border-b border-birch">
              <Link
                to={guide.path}
                className="group grid gap-x-10 gap-y-3 py-10 sm:grid-cols-[8rem_1fr]"
              >
                <span aria-hidden className="font-display text-2xl text-cedar">
                  {ordinal(i)}
                </span>
                <div>
                  <h3 className="flex items-center gap-3 text-3xl leading-display transition-colors group-hover:text-ember-deep sm:text-4xl">
                    {guide.title}
                    <ArrowRightIcon
                      aria-hidden
                      size={22}
                      className="shrink-0 transition-transform duration-300 group-hover:translate-x-1"
                    />
                  </h3>
                  <p className="mt-4 max-w-prose text-lg/8 text-muted">{guide.summary}</p>
                </div>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <CallToAction
        id="guides-cta"
        eyebrow="A question of your own?"
        title="Ask the people who build them"
        to={paths.contact()}
        action="Contact Us"
      >
        <p>Tell us about your room and how you would like to use it; we will answer in person.</p>
      </CallToAction>
    </>
  );
}
