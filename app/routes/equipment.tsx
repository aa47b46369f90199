import { ExternalLink } from "lucide-react";
import { Link } from "react-router";

import { heaterBrand, heaters } from "~/catalogue/heaters";
import { ButtonLink } from "~/components/button-link";
import { HeaterSpecs } from "~/components/heater-specs";
import { RangePage, rangeJsonLd } from "~/components/range-page";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/equipment";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/equipment";

const LIST = "Sauna heaters";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, { heaterBrand: heaterBrand.name }),
    path: paths.equipment,
    keywords: ["sauna heater", heaterBrand.name, "wood burning sauna stove", ...OFFICE_CITIES],
    jsonLd: [
      breadcrumbJsonLd([crumb("home"), crumb("products"), crumb("equipment")]),
      rangeJsonLd({ name: LIST, path: paths.equipment, items: heaters, brand: heaterBrand.name }),
    ],
  });

export default function Equipment() {
  return (
    <RangePage
      kind="heater"
      intro={{
        eyebrow: "Customisation",
        title: "Heaters",
        lead: (
          <p>
            The heater is the heart of the sauna. We size it to the cabin&apos;s volume and to how
            you like your heat, and install it with its controls and safety guard.
          </p>
        ),
        actions: (
          <>
            <ButtonLink to={paths.contact("heater")}>Request a Quote</ButtonLink>
            <Link
              to={paths.sizing}
              className="inline-flex min-h-12 items-center text-sm font-medium link-underline"
            >
              Size the heater for your room
            </Link>
            <a
              href={heaterBrand.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center gap-2 text-sm font-medium link-underline"
            >
              Visit the {heaterBrand.name} website
              <ExternalLink aria-hidden size={15} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        ),
      }}
      items={heaters}
      list={{ label: LIST, heading: "The heaters" }}
      layout="detailed"
      details={(heater) => <HeaterSpecs spec={heater.spec} />}
      notes={
        <>
          <p>
            Circuits are a guide for planning: a registered electrician confirms the circuit your
            home needs and issues the Certificate of Compliance.
          </p>
          <p>
            The pictures are our own renders of each type of heater, not {heaterBrand.name}&apos;s
            photographs: the model we install may differ in its details.
          </p>
        </>
      }
      closing={{
        id: "heaters-cta",
        eyebrow: "Which heater?",
        title: "Let us size it for you",
        to: paths.contact("heater"),
        action: "Ask About Heaters",
        also: { to: paths.book, action: "Book a Visit" },
        children: (
          <p>
            Send us the size of your cabin and how you use it; we will suggest the right heater.
          </p>
        ),
      }}
    />
  );
}
