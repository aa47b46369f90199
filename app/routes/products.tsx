import { ArrowRight, Download } from "lucide-react";
import { Link } from "react-router";

import { availabilityLabel, indicativeNote, priceLine } from "~/catalogue/price";
import { includesLine } from "~/catalogue/price-terms";
import { healthBenefits } from "~/catalogue/health-benefits";
import { saunas } from "~/catalogue/saunas";
import { saunaWords } from "~/catalogue/sauna-words";
import { countWord } from "~/format/count-word";
import { measure, size, sizeText } from "~/format/units";
import { timbers } from "~/catalogue/woods";
import { CallToAction } from "~/components/call-to-action";
import { FeatureList } from "~/components/feature-list";
import { ItemGrid } from "~/components/item-grid";
import { Picture } from "~/components/picture";
import { ProductSectionsNav } from "~/components/product-tabs-nav";
import { SectionHeading } from "~/components/section-heading";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/products";
import { fillFigures, pageWords } from "~/seo/page-words";
import { crumb } from "~/routing/breadcrumbs";
import { servedCities, servedPlaces } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/products";

/** The figures the page's words name in braces. */
const figures = {
  servedCities,
  collectionCount: countWord(saunas.length),
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.products,
    keywords: [
      "home sauna",
      "sauna cabin",
      "sauna kit",
      ...servedPlaces.map((place) => place.city),
    ],
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("products")])],
  });

export default function Products() {
  return (
    <>
      <section className="container-content pt-36 pb-16 lg:pt-48 lg:pb-24">
        <ProductSectionsNav />
        <div className="mt-12">
          <SectionHeading as="h1" eyebrow="Sauna collections" title={fill(sections.heading)}>
            {sections.intro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
          <a
            href={paths.brochure}
            download
            type="application/pdf"
            className="mt-8 inline-flex min-h-12 items-center gap-2 text-sm font-medium link-underline"
          >
            <Download aria-hidden size={16} />
            Download the brochure (PDF)
          </a>
        </div>
      </section>

      <section aria-labelledby="collections-heading" className="container-content pb-16 lg:pb-24">
        <h2 id="collections-heading" className="sr-only">
          The collections
        </h2>
        <ol className="space-y-20 lg:space-y-32">
          {saunas.map((sauna, i) => (
            <li
              key={sauna.slug}
              className="group relative grid items-center gap-8 lg:grid-cols-12 lg:gap-12"
            >
              <div
                className={`overflow-hidden rounded-sm lg:col-span-7 ${i % 2 ? "lg:order-last lg:col-start-6" : ""}`}
              >
                <Picture
                  image={sauna.image.image}
                  alt={sauna.image.alt}
                  sizes="(min-width: 80rem) 44rem, (min-width: 64rem) 58vw, 92vw"
                  priority={i === 0}
                  className="aspect-3/2 w-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103"
                />
              </div>
              <div className={`lg:col-span-5 ${i % 2 ? "lg:col-start-1 lg:row-start-1" : ""}`}>
                <p className="eyebrow">{sauna.productTitle}</p>
                <h3 className="mt-3 text-4xl transition-colors group-hover:text-ember-deep sm:text-5xl">
                  {sauna.name}
                </h3>
                <p className="mt-5 text-lg/8 text-muted">{saunaWords(sauna.slug)}</p>
                <dl className="mt-8 grid grid-cols-2 gap-6 border-t border-birch pt-6 text-sm">
                  <div>
                    <dt className="text-muted">Size ({size(["W", "D", "H"])})</dt>
                    <dd className="mt-1 text-ink">{sizeText(sauna.dimensions)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{availabilityLabel[sauna.price.availability]}</dt>
                    <dd className="mt-1 text-ink">{priceLine(sauna.price)}</dd>
                    <dd data-price-terms className="mt-1 text-xs/5 text-muted">
                      {includesLine(sauna.kits ? "diy-kit" : "sauna")}
                    </dd>
                  </div>
                </dl>
                {/* Its ::after stretches over the card, so the picture and the name lead to the
                    product too, with one tab stop per card. */}
                <Link
                  to={paths.sauna(sauna.slug)}
                  className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xs bg-ink px-7 text-sm font-medium tracking-wide text-stone transition duration-300 ease-calm after:absolute after:inset-0 hover:bg-ember-deep focus-visible:opacity-100 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100"
                >
                  See More
                  <span className="sr-only"> about the {sauna.name}</span>
                  <ArrowRight aria-hidden size={16} />
                </Link>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-16 flex flex-wrap items-center gap-4 border-t border-birch pt-8">
          <span className="text-muted">Weighing two of them?</span>
          <Link to={paths.compare} className="font-medium link-underline">
            Compare the collections
          </Link>
        </p>
        <p className="mt-6 text-sm/6 text-muted">{indicativeNote("several")}</p>
      </section>

      <section aria-labelledby="timbers-heading" className="bg-linen">
        <div className="container-content section-y">
          <SectionHeading
            id="timbers-heading"
            eyebrow="Materials"
            title="Six timbers, chosen for the heat"
          >
            <p>
              Each wood behaves differently at {measure(80, "°C")}: how warm it feels, how it
              smells, how it ages. We help you choose for the room, not for the brochure.
            </p>
          </SectionHeading>
          <ItemGrid items={timbers} aspect="aspect-3/2" priority={false} className="mt-14" />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="container-content section-y">
        <SectionHeading
          id="benefits-heading"
          eyebrow="Why a sauna"
          title="What regular heat does for you"
        />
        <FeatureList items={healthBenefits} layout="above" columns={4} className="mt-14" />
      </section>

      <CallToAction
        id="custom-heading"
        eyebrow="Made to measure"
        title="A size of your own"
        to={paths.contact()}
        action="Get a Custom Quote"
      >
        <p>
          Every collection, and our DIY kits, can be made to a custom size: for an attic, a narrow
          bathroom or a long garden wall. Tell us the space and we will draw it.
        </p>
      </CallToAction>
    </>
  );
}
