import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { CabinElevationArt } from "~/components/artwork/cabin-elevation";
import { SaunaInteriorArt } from "~/components/artwork/sauna-interior";
import { SteamRoomArt } from "~/components/artwork/steam-room";
import { ButtonLink } from "~/components/button-link";
import { LogoStrip } from "~/components/logo-strip";
import { ReviewsWidget } from "~/components/reviews-widget";
import { SectionHeading } from "~/components/section-heading";
import type { RouteHandle } from "~/route-handle";
import { seo } from "~/seo/meta";
import { site } from "~/site";

import type { Route } from "./+types/home";

export const handle: RouteHandle = { hero: "dark" };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Luxury Home Saunas, Steam Rooms and Ice Baths",
    description: `Saunas, steam rooms and ice baths designed, built and installed in South African homes since ${site.foundingYear}. Offices in Johannesburg and Cape Town.`,
    path: "/",
  });

const productTiles = [
  {
    title: "Our Saunas",
    text: "Five cabins in Nordic timber, from the compact Vakio to the generous Elysium, each made to measure for your home.",
    art: (
      <CabinElevationArt
        title="Line drawing of a sauna cabin's front elevation, 2060 mm wide and 2400 mm high"
        className="size-full"
      />
    ),
  },
  {
    title: "Our Steam Rooms",
    text: "Tiled rooms of soft, enveloping heat, built around a commercial-grade steam generator.",
    art: (
      <SteamRoomArt
        title="Illustration of a tiled steam room with vapour rising over a bench"
        className="size-full"
      />
    ),
  },
];

const promises = [
  {
    title: `Since ${site.foundingYear}`,
    text: "More than half a century of building saunas, and the patience that comes with it.",
  },
  {
    title: "Made to measure",
    text: "Every room is drawn for its space, from a spare bedroom to a garden pavilion.",
  },
  {
    title: "Installed by our own team",
    text: "Our craftsmen deliver, build and commission every room, then look after it.",
  },
  {
    title: "Two offices",
    text: "Johannesburg and Cape Town, with teams that travel to homes across both regions.",
  },
];

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-stone">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-radial-[at_75%_60%] from-ember/25 to-transparent to-60%"
        />
        <div className="relative container-content grid min-h-svh items-center gap-12 pt-32 pb-20 lg:grid-cols-12 lg:pt-36 lg:pb-24">
          <div className="animate-fade-up lg:col-span-6">
            <p className="eyebrow text-birch">
              Since {site.foundingYear} · Johannesburg &amp; Cape Town
            </p>
            <h1 className="mt-6 text-5xl leading-display text-stone sm:text-6xl xl:text-7xl">
              The quiet luxury of heat, at home
            </h1>
            <p className="mt-8 max-w-lg text-lg/8 text-stone/80">
              We design, build and install saunas, steam rooms and ice baths for South African
              homes: crafted rooms for warmth, stillness and the cold plunge after.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink to="/products" variant="light">
                Explore our saunas
              </ButtonLink>
              <ButtonLink to="/contact" variant="outline-light">
                Request a quote
              </ButtonLink>
            </div>
          </div>
          <div className="lg:col-span-5 lg:col-start-8">
            <SaunaInteriorArt className="aspect-4/5 w-full max-w-md rounded-sm shadow-panel lg:ml-auto lg:max-w-none" />
          </div>
        </div>
      </section>

      <section aria-labelledby="products-heading" className="container-content py-24 lg:py-36">
        <SectionHeading
          id="products-heading"
          eyebrow="What we make"
          title="Rooms for warmth and stillness"
        >
          <p>
            Every room starts with a conversation about how you want to use it. We then draw, build
            and install it, in timber chosen for the heat it will hold.
          </p>
        </SectionHeading>
        <ul className="mt-16 grid gap-10 md:grid-cols-2 lg:gap-14">
          {productTiles.map((tile) => (
            <li key={tile.title}>
              <Link to="/products" className="group block">
                <div className="aspect-3/2 overflow-hidden rounded-sm bg-linen">
                  <div className="size-full transition-transform duration-700 ease-calm group-hover:scale-103">
                    {tile.art}
                  </div>
                </div>
                <h3 className="mt-8 flex items-center gap-3 text-3xl transition-colors group-hover:text-ember-deep">
                  {tile.title}
                  <ArrowRight
                    aria-hidden
                    size={22}
                    className="transition-transform duration-300 group-hover:translate-x-1"
                  />
                </h3>
                <p className="mt-3 max-w-md text-muted">{tile.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-heading" className="bg-linen">
        <div className="container-content grid gap-12 py-24 lg:grid-cols-12 lg:py-32">
          <div className="lg:col-span-4">
            <SectionHeading
              id="promise-heading"
              eyebrow="Why us"
              title="Made slowly, built to last"
            />
          </div>
          <dl className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:col-span-7 lg:col-start-6">
            {promises.map((promise) => (
              <div key={promise.title} className="border-t border-birch pt-6">
                <dt className="font-display text-2xl">{promise.title}</dt>
                <dd className="mt-3 text-muted">{promise.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <LogoStrip id="clients-heading" title="Trusted by homes, lodges and spas" />

      <ReviewsWidget />

      <section className="bg-soot text-stone">
        <div className="container-content flex flex-col items-start gap-10 py-24 lg:flex-row lg:items-end lg:justify-between lg:py-28">
          <SectionHeading eyebrow="Begin" title="Plan your room with us" tone="dark">
            <p>Tell us about your space. We reply within 24 hours with ideas and a quote.</p>
          </SectionHeading>
          <ButtonLink to="/contact" variant="light">
            Start an enquiry
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
