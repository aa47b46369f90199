import { Link } from "react-router";

import { accessories } from "~/catalogue/accessories";
import { RangePage, rangeJsonLd } from "~/components/range-page";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/accessories";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/accessories";

const LIST = "Sauna accessories";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words),
    path: paths.accessories,
    keywords: [
      "sauna accessories",
      "sauna bucket",
      "sauna ladle",
      "sauna thermometer",
      "sand timer",
      ...OFFICE_CITIES,
    ],
    jsonLd: [
      breadcrumbJsonLd([crumb("home"), crumb("products"), crumb("accessories")]),
      rangeJsonLd({ name: LIST, path: paths.accessories, items: accessories }),
    ],
  });

export default function Accessories() {
  return (
    <RangePage
      kind="accessory"
      intro={{
        eyebrow: "Customisation",
        title: "Sauna accessories",
        lead: (
          <>
            <p>
              The bucket you reach for, the timer you turn, the dial you glance at: small things,
              made in the same timbers as our cabins, that make the ritual your own.
            </p>
            <p className="mt-6">
              For the water you ladle onto the stones, choose a scent from our{" "}
              <Link to={paths.aromas} className="link-underline">
                aroma concentrates
              </Link>
              .
            </p>
          </>
        ),
      }}
      items={accessories}
      list={{ label: LIST, heading: "The accessories" }}
      notes={
        <p>
          The pictures are renders of each piece from our own models, not photographs: the grain and
          tone of the timber vary from one piece to the next.
        </p>
      }
      closing={{
        id: "accessories-cta",
        eyebrow: "Order or ask",
        title: "Complete your sauna",
        to: paths.contact("accessories"),
        action: "Contact Us",
        also: { to: paths.book, action: "Book a Visit" },
        children: (
          <p>
            Tell us which pieces you would like, or ask us to match them to your cabin&apos;s
            timber.
          </p>
        ),
      }}
    />
  );
}
