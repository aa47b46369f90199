import { aromas, aromaUse } from "~/catalogue/aromas";
import { RangePage, rangeJsonLd } from "~/components/range-page";
import { OFFICE_CITIES } from "~/config/offices";
import { listed } from "~/content/site";
import { countWord } from "~/format/count-word";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/aromas";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/aromas";

const LIST = "Fragrances";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, {
      aromaCount: countWord(aromas.length),
      aromaNames: listed(aromas.map(({ name }) => name)),
    }),
    path: paths.aromas,
    keywords: ["sauna aroma", "sauna scent", "eucalyptus", "pine", ...OFFICE_CITIES],
    jsonLd: [
      breadcrumbJsonLd([crumb("home"), crumb("products"), crumb("aromas")]),
      rangeJsonLd({ name: LIST, path: paths.aromas, items: aromas }),
    ],
  });

export default function Aromas() {
  return (
    <RangePage
      kind="aroma"
      intro={{
        eyebrow: "Customisation",
        title: "Aroma concentrates",
        lead: <p>Seven scents for the steam, from the forest to the orchard. {aromaUse}</p>,
      }}
      items={aromas}
      list={{ label: LIST, heading: "The fragrances" }}
      notes={
        <p>
          The pictures are renders from our own models, not photographs: the bottle and label you
          receive may look different.
        </p>
      }
      closing={{
        id: "aromas-cta",
        eyebrow: "Order",
        title: "Choose your scents",
        to: paths.contact("accessories"),
        action: "Get in Touch",
        also: { to: paths.book, action: "Book a Visit" },
        children: (
          <p>
            Tell us which fragrances you would like and how many; we will confirm prices and
            delivery.
          </p>
        ),
      }}
    />
  );
}
