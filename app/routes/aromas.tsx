import { aromas, aromaUse } from "~/catalogue/aromas";
import { CallToAction } from "~/components/call-to-action";
import { ItemGrid } from "~/components/item-grid";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/breadcrumbs";
import { paths } from "~/paths";

import type { Route } from "./+types/aromas";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sauna Aroma Concentrates",
    description:
      "Seven sauna aroma concentrates: Pine Needle, Eucalyptus, Sandalwood, Peppermint, Green Apple, Blood Orange and Rose. A few drops in the bucket scent the steam.",
    path: paths.aromas,
    keywords: ["sauna aroma", "sauna scent", "eucalyptus", "pine", "Johannesburg", "Cape Town"],
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("products"), crumb("aromas")])],
  });

export default function Aromas() {
  return (
    <>
      <PageIntro eyebrow="Customisation" title="Aroma concentrates">
        <p>Seven scents for the steam, from the forest to the orchard. {aromaUse}</p>
      </PageIntro>
      <section aria-labelledby="aromas-heading" className="container-content pb-24 lg:pb-36">
        <h2 id="aromas-heading" className="sr-only">
          The fragrances
        </h2>
        <ItemGrid items={aromas} label="Fragrances" />
      </section>
      <CallToAction
        id="aromas-cta"
        eyebrow="Order"
        title="Choose your scents"
        to={paths.contact("accessories")}
        action="Get in Touch"
      >
        <p>
          Tell us which fragrances you would like and how many; we will confirm prices and delivery.
        </p>
      </CallToAction>
    </>
  );
}
