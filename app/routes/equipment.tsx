import { ExternalLink } from "lucide-react";
import { Link } from "react-router";

import { heaterBrand, heaters } from "~/catalogue/heaters";
import { CallToAction } from "~/components/call-to-action";
import { ItemGrid } from "~/components/item-grid";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/breadcrumbs";
import { paths } from "~/paths";

import type { Route } from "./+types/equipment";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sauna Heaters",
    description: `Six ${heaterBrand.name} heaters, from compact wall-mounted and classic electric heaters to stone towers and a wood-burning stove, chosen and installed for your cabin.`,
    path: paths.equipment,
    keywords: [
      "sauna heater",
      heaterBrand.name,
      "wood burning sauna stove",
      "Johannesburg",
      "Cape Town",
    ],
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("products"), crumb("equipment")])],
  });

export default function Equipment() {
  return (
    <>
      <PageIntro eyebrow="Customisation" title="Heaters">
        <p>
          The heater is the heart of the sauna. We size it to the cabin&apos;s volume and to how you
          like your heat, and install it with its controls and safety guard.
        </p>
        <p className="mt-6">
          <Link to={paths.sizing} className="link-underline">
            Size the heater for your room
          </Link>
        </p>
        <p className="mt-6">
          <a
            href={heaterBrand.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 link-underline"
          >
            Visit the {heaterBrand.name} website
            <ExternalLink aria-hidden size={16} />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </PageIntro>
      <section aria-labelledby="heaters-heading" className="container-content pb-24 lg:pb-36">
        <h2 id="heaters-heading" className="sr-only">
          The heaters
        </h2>
        <ItemGrid items={heaters} label="Sauna heaters" />
      </section>
      <CallToAction
        id="heaters-cta"
        eyebrow="Which heater?"
        title="Let us size it for you"
        to={paths.contact("heater")}
        action="Ask About Heaters"
      >
        <p>Send us the size of your cabin and how you use it; we will suggest the right heater.</p>
      </CallToAction>
    </>
  );
}
