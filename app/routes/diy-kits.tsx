import { Link } from "react-router";

import { diyKits, kitFootprint, kitInclusions } from "~/catalogue/diy-kits";
import { indicativeNote } from "~/catalogue/price";
import { termsText } from "~/catalogue/price-terms";
import { measure } from "~/format/units";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CallToAction } from "~/components/call-to-action";
import { FeatureList } from "~/components/feature-list";
import { KitCarousel } from "~/components/kit-carousel";
import { SectionHeading } from "~/components/section-heading";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/diyKits";
import { pageWords } from "~/seo/page-words";
import { itemListJsonLd } from "~/seo/products";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { servedCities } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/diy-kits";

const trail = [crumb("home"), crumb("products"), crumb("diyKits")];

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, {
      smallestKit: kitFootprint(diyKits[0]!),
      largestKit: kitFootprint(diyKits[diyKits.length - 1]!),
      servedCities,
    }),
    path: paths.diyKits,
    image: shareCard(diyKits[2]!.image.image, diyKits[2]!.image.alt),
    keywords: [
      "DIY sauna kit",
      "sauna kit",
      "build your own sauna",
      "home sauna",
      ...OFFICE_CITIES,
      "Gauteng",
    ],
    jsonLd: [
      breadcrumbJsonLd(trail),
      itemListJsonLd({
        name: "DIY sauna kits",
        path: paths.diyKits,
        items: diyKits.map((kit) => ({
          id: kit.id,
          name: `${kit.name} DIY sauna kit`,
          description: `A pine sauna kit for ${kit.capacity}, ${kitFootprint(kit)} (W × D), with walls, roof, benches, floor and assembly instructions.`,
          image: kit.image.image,
          price: kit.price,
        })),
      }),
    ],
  });

export default function DiyKits() {
  return (
    <>
      <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
        <Breadcrumbs trail={trail} />
        <div className="mt-12">
          <SectionHeading as="h1" eyebrow="DIY sauna kits" title="A sauna you build yourself">
            <p>
              Four kits in pine, from a cabin for one to a room for six. Every board is cut, notched
              and numbered in our workshop; you bring a level floor, a free day and a friend.
            </p>
          </SectionHeading>
        </div>
      </section>

      <section aria-labelledby="kits-heading" className="container-content pb-16 lg:pb-24">
        <h2 id="kits-heading" className="sr-only">
          The four kits
        </h2>
        <KitCarousel kits={diyKits} label="DIY sauna kits" />
        <p className="mt-10 max-w-prose border-t border-birch pt-6 text-sm/6 text-muted">
          {termsText("diy-kit")} {indicativeNote("several")} The pictures are renders of each kit
          from our own models, not photographs of a customer&apos;s home; a heater seen inside is
          shown as an option, priced on its own.
        </p>
      </section>

      <section aria-labelledby="included-heading" className="bg-linen">
        <div className="container-content section-y">
          <SectionHeading
            id="included-heading"
            eyebrow="In the box"
            title="What every kit includes"
          >
            <p>
              Everything the cabin needs to stand, close and seat you. The heater is not in a
              kit&apos;s price: add one from our{" "}
              <Link to={paths.equipment} className="link-underline">
                equipment range
              </Link>
              , or ask us to fit one.
            </p>
          </SectionHeading>
          <FeatureList items={kitInclusions} layout="above" columns={3} className="mt-14" />
        </div>
      </section>

      <CallToAction
        id="quote-heading"
        eyebrow="Made to measure"
        title="A kit in your size"
        to={paths.contact("diy-kit")}
        action="Request Custom Quote"
        also={{ to: paths.book, action: "Book a Visit" }}
      >
        <p>
          A sloping attic, a narrow courtyard, a wall that is {measure(20, "cm")} too short: tell us
          the space and we will cut a kit to fit it.
        </p>
      </CallToAction>
    </>
  );
}
