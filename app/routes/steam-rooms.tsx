import { Link } from "react-router";

import { indicativeNote, priceLine } from "~/catalogue/price";
import { includesLine, termsText } from "~/catalogue/price-terms";
import {
  steamBenefits,
  steamFeatures,
  steamFigures,
  steamRoomCards,
} from "~/catalogue/steam-rooms";
import { CallToAction } from "~/components/call-to-action";
import { FeatureList } from "~/components/feature-list";
import { Picture } from "~/components/picture";
import { ProductSectionsNav } from "~/components/product-tabs-nav";
import { SectionHeading } from "~/components/section-heading";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/steamRooms";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { servedCities } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/steam-rooms";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, { ...steamFigures, servedCities }),
    path: paths.steamRooms,
    keywords: ["steam room", "steam shower", "steam generator", ...OFFICE_CITIES, "Gauteng"],
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("steamRooms")])],
  });

export default function SteamRooms() {
  return (
    <>
      <section className="container-content pt-36 pb-16 lg:pt-48 lg:pb-24">
        <ProductSectionsNav />
        <div className="mt-12">
          <SectionHeading as="h1" eyebrow="Steam rooms" title="Soft, enveloping heat">
            <p>
              We are the exclusive South African supplier of a respected range of commercial-grade
              steam generators, and we build the rooms around them: tiled, sealed and lit for
              stillness, from a full steam room to a steam shower in a bathroom.
            </p>
          </SectionHeading>
        </div>
      </section>

      <section aria-labelledby="steam-gallery-heading" className="container-content pb-16 lg:pb-24">
        <h2 id="steam-gallery-heading" className="sr-only">
          Three steam rooms
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {steamRoomCards.map((card, i) => (
            <li key={card.id} id={card.id}>
              <figure className="group relative overflow-hidden rounded-sm bg-ink">
                <Picture
                  image={card.image.image}
                  alt={card.image.alt}
                  sizes="(min-width: 80rem) 25rem, (min-width: 48rem) 31vw, 92vw"
                  priority={i === 0}
                  className="aspect-4/5 w-full object-cover transition duration-700 ease-calm pointer-fine:group-focus-within:opacity-60 pointer-fine:group-hover:scale-103 pointer-fine:group-hover:opacity-60"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/90 via-ink/60 to-transparent p-6 pt-16 text-stone">
                  <h3 className="text-2xl">{card.title}</h3>
                  <p className="mt-1 text-sm tracking-wide text-stone/90">
                    {priceLine(card.price)}
                  </p>
                  <p data-price-terms className="mt-1 text-xs/5 text-stone/80">
                    {includesLine("steam-room")}
                  </p>
                  <p className="mt-2 text-sm/6 text-stone/90 transition-all duration-300 ease-calm pointer-fine:max-h-0 pointer-fine:overflow-hidden pointer-fine:opacity-0 pointer-fine:group-focus-within:max-h-40 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:max-h-40 pointer-fine:group-hover:opacity-100">
                    {card.caption}{" "}
                    <Link
                      to={paths.contact("steam-room")}
                      className="text-stone underline decoration-stone/50 underline-offset-4"
                    >
                      Ask about this room<span className="sr-only">: {card.title}</span>
                    </Link>
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-prose border-t border-birch pt-6 text-sm/6 text-muted">
          Each room is built into its place: the figures above are for a room of ordinary size, and
          yours is priced from the survey. {termsText("steam-room")} {indicativeNote("several")}
        </p>
      </section>

      <section aria-labelledby="steam-features-heading" className="bg-linen">
        <div className="container-content grid gap-16 section-y lg:grid-cols-2">
          <div>
            <SectionHeading
              id="steam-features-heading"
              eyebrow="Key features"
              title="Built like a spa"
            />
            <FeatureList items={steamFeatures} ruled className="mt-12" />
          </div>
          <div>
            <SectionHeading eyebrow="Health benefits" title="Why steam" />
            <FeatureList items={steamBenefits} ruled className="mt-12" />
          </div>
        </div>
      </section>

      <CallToAction
        id="steam-cta"
        eyebrow="Begin"
        title="Plan your steam room"
        to={paths.contact("steam-room")}
        action="Contact Us Today"
        also={{ to: paths.book, action: "Book a Visit" }}
      >
        <p>Tell us about the space, whether a bathroom corner or a spa of its own.</p>
      </CallToAction>
    </>
  );
}
