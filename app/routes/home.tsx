import { ButtonLink } from "~/components/button-link";
import { CallToAction } from "~/components/call-to-action";
import { Card } from "~/components/card";
import { LogoStrip } from "~/components/logo-strip";
import { Picture } from "~/components/picture";
import { ReviewsWidget } from "~/components/reviews-widget";
import { SectionHeading } from "~/components/section-heading";
import {
  homeHero,
  homeHeroPortrait,
  saunasAuroraMain,
  steamRoomsTiledBench,
} from "~/images/library";
import type { RouteHandle } from "~/routing/route-handle";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/home";
import { fillFigures, pageWords } from "~/seo/page-words";
import { OFFICE_CITIES } from "~/config/offices";
import { servedCities, site } from "~/content/site";
import { saunaSlugs } from "~/content/range-core";
import { countWord } from "~/format/count-word";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/home";

export const handle: RouteHandle = { hero: "dark" };

/** "Johannesburg & Cape Town", "Johannesburg, Durban & Cape Town": names for a short line. */
function joinedWithAmpersand(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} & ${names.at(-1)}`;
}

/** The figures the page's words name in braces. */
const figures = {
  foundingYear: site.foundingYear,
  servedCities,
  collectionCount: countWord(saunaSlugs.length),
  officeCount: countWord(site.offices.length),
  officeCities: site.officeCities,
  officeCitiesShort: joinedWithAmpersand(OFFICE_CITIES),
  replyTime: site.replyTime,
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.home,
  });

/** The cards of what we make: each card's words are the page's (Pages' words, Home page). */
const productTiles = [
  {
    title: "Our Saunas",
    text: fill(sections.productCards.saunas),
    image: saunasAuroraMain,
    // Described as the cabin it shows, not by name: the business may change a collection's cabin.
    alt: "A sauna cabin in caramel thermo-pine, its glass front showing pale benches and a heater inside",
  },
  {
    title: "Our Steam Rooms",
    text: fill(sections.productCards.steamRooms),
    image: steamRoomsTiledBench,
    alt: "A steam room in pale marble-look tiles with an L-shaped bench, lit warmly from beneath",
  },
];

const promises = sections.promises.map(({ title, text }) => ({
  title: fill(title),
  text: fill(text),
}));

export default function Home() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-stone">
        <Picture
          image={homeHero}
          alt="Inside a sauna in the evening: slatted upper and lower benches, warm light under the upper bench, and the heater's stones behind a timber guard in the corner"
          sizes="max(100vw, 160vh)"
          // The portrait picture is 2:3 and covers the screen: it is drawn two thirds of the
          // screen's height wide (66.6vh rounds that down by a hair, so that a phone at 1.75× is
          // sent the 960 px picture it shows at 960 px, not the 1200 px one).
          portrait={{ image: homeHeroPortrait, sizes: "max(100vw, 66.6vh)" }}
          priority
          renderMarkAt="bottom-right"
          className="absolute inset-0 -z-10 size-full object-cover object-[60%_50%] portrait:object-center"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink/90 via-ink/45 to-ink/30 lg:bg-linear-to-r lg:from-ink/90 lg:via-ink/55 lg:to-ink/5"
        />
        <div className="container-content flex min-h-svh flex-col justify-end pt-32 pb-16 sm:pb-20 lg:justify-center lg:pt-36 lg:pb-24">
          <div className="max-w-xl animate-fade-up">
            <p className="eyebrow text-birch">{fill(sections.eyebrow)}</p>
            <h1 className="mt-6 text-5xl leading-display text-stone sm:text-6xl xl:text-7xl">
              {fill(sections.heading)}
            </h1>
            {sections.intro.map((paragraph) => (
              <p key={paragraph} className="mt-8 max-w-lg text-lg/8 text-stone/85">
                {fill(paragraph)}
              </p>
            ))}
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink to={paths.products} variant="light">
                Explore our saunas
              </ButtonLink>
              <ButtonLink to={paths.contact()} variant="outline-light">
                Request a quote
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="products-heading" className="container-content section-y">
        <SectionHeading
          id="products-heading"
          eyebrow="What we make"
          title={fill(sections.productsHeading)}
        >
          {sections.productsIntro.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </SectionHeading>
        <ul className="mt-16 grid gap-10 md:grid-cols-2 lg:gap-14">
          {productTiles.map((tile) => (
            <li key={tile.title}>
              <Card
                to={paths.products}
                image={tile.image}
                alt={tile.alt}
                sizes="(min-width: 80rem) 37rem, (min-width: 48rem) 46vw, 92vw"
                title={tile.title}
              >
                <p>{tile.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-heading" className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="promise-heading"
              eyebrow="Why us"
              title={fill(sections.promisesHeading)}
            />
          </div>
          <dl className="grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-10 sm:gap-y-12 lg:col-span-7 lg:col-start-6">
            {promises.map((promise) => (
              <div key={promise.title} className="border-t border-birch pt-6">
                <dt className="font-display text-xl sm:text-2xl">{promise.title}</dt>
                <dd className="mt-3 text-sm/6 text-muted sm:text-base/7">{promise.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <LogoStrip id="clients-heading" title={fill(sections.clientsHeading)} />

      <ReviewsWidget />

      <CallToAction
        id="begin-heading"
        eyebrow="Begin"
        title={fill(sections.inviteHeading)}
        to={paths.contact()}
        action="Start an enquiry"
      >
        {sections.inviteText.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </CallToAction>
    </>
  );
}
