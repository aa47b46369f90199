import { Download, MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, replace } from "react-router";

import { availabilityLabel, indicativeNote, priceLine } from "~/catalogue/price";
import { saunaItem } from "~/catalogue/range-cabins";
import { type SaunaSlug, saunaSlugs } from "~/content/range-core";
import { findSauna, type Sauna } from "~/catalogue/saunas";
import { measure, sizeText } from "~/format/units";
import { timberName, timbersByIds } from "~/catalogue/woods";
import { standardDesign } from "~/catalogue/configure";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import { FeatureList } from "~/components/feature-list";
import { GalleryGrid } from "~/components/gallery-grid";
import { Picture } from "~/components/picture";
import { ProductGallery } from "~/components/product-gallery";
import { type Tab, Tabs } from "~/components/tabs";
import { designLink, SaunaScene } from "~/components/sauna-scene";
import { seo } from "~/seo/meta";
import { productJsonLd } from "~/seo/products";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { servedPlaces, site } from "~/content/site";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/product";

/** Where the saunas are sold and installed: the 'Available in South Africa' list. */
const availableIn = servedPlaces;

/**
 * A tour provider's share link is framed instead of the model, as the gallery frames its tours;
 * its viewer loads with it, so pages without one never carry it.
 */
const TourViewer = lazy(() =>
  import("~/components/tour-viewer").then((module) => ({ default: module.TourViewer })),
);

/** The sauna's 360° tour, when it is a tour provider's share link rather than the site's own. */
function providerTour(sauna: Sauna): string | undefined {
  return sauna.embed?.startsWith("https://") ? sauna.embed : undefined;
}

const MATERIAL_DISCLAIMER =
  "Materials may change if the price or availability of raw materials changes significantly while a quotation is valid. Any substitute is of at least the same quality as the original.";

/**
 * What the standard cabin comes to (price, heater, supply, the enquiry's note), for the
 * configurator: worked out once, so the page does not carry the arithmetic until a visitor
 * changes the design.
 */
async function standardFigures(slug: SaunaSlug) {
  const { designFigures } = await import("~/catalogue/design-figures");
  const sauna = saunaItem(slug);
  return designFigures(sauna, standardDesign(sauna), timberName, designLink(sauna, ""));
}

/**
 * What the price includes and how soon the cabin is ready, in the site's one wording (a kit
 * collection's as its kits'): worked out with the page's data, so its JavaScript does not carry the
 * rule for every kind of item.
 */
async function terms(sauna: Sauna): Promise<string> {
  const { termsText } = await import("~/catalogue/price-terms");
  return termsText(sauna.kits ? "diy-kit" : "sauna");
}

/**
 * What the page says of the sauna, as the business keeps it in the content studio: loaded with
 * the page's data, so its JavaScript carries no collection's words.
 */
async function description(sauna: Sauna): Promise<string> {
  const { saunaWords } = await import("~/catalogue/sauna-words");
  return saunaWords(sauna.slug);
}

// Prerendered for every sauna at build time; an unknown slug never reaches this loader.
export async function loader({ params }: Route.LoaderArgs) {
  const sauna = findSauna(params.productSlug);
  if (!sauna) throw new Response("Not found", { status: 404 });
  return {
    slug: sauna.slug,
    description: await description(sauna),
    figures: await standardFigures(sauna.slug),
    terms: await terms(sauna),
  };
}

// In the browser, after navigating from another page (the prerendered page carries the
// loader's data), or for slugs that were not prerendered: back to the collections, replacing
// the bad address in the history.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const sauna = findSauna(params.productSlug);
  if (!sauna) throw replace(paths.products);
  return {
    slug: sauna.slug,
    description: await description(sauna),
    figures: await standardFigures(sauna.slug),
    terms: await terms(sauna),
  };
}

export function HydrateFallback() {
  return <div className="min-h-svh" aria-busy="true" />;
}

/** The collection a sauna is first compared with: the next in the range (the one before for the last). */
function compareAlongside(slug: string): string {
  const at = saunaSlugs.findIndex((candidate) => candidate === slug);
  return saunaSlugs[at + 1] ?? saunaSlugs[at - 1] ?? slug;
}

function trail(sauna: Sauna) {
  return [crumb("home"), crumb("products"), { name: sauna.name, path: paths.sauna(sauna.slug) }];
}

export const meta: Route.MetaFunction = ({ data }) => {
  const sauna = findSauna(data?.slug);
  if (!sauna) return [{ title: `Saunas | ${site.name}` }];
  const path = paths.sauna(sauna.slug);
  return seo({
    title: `${sauna.name} Sauna`,
    description: `${data!.description} ${priceLine(sauna.price)}.`,
    path,
    image: shareCard(sauna.image.image, sauna.image.alt),
    keywords: [`${sauna.name} sauna`, "home sauna", ...servedPlaces.map((place) => place.city)],
    jsonLd: [
      productJsonLd({
        name: `${sauna.name} Sauna`,
        description: data!.description,
        path,
        image: sauna.image.image,
        price: sauna.price,
      }),
      breadcrumbJsonLd(trail(sauna)),
    ],
  });
};

const dimensionLabels = [
  ["width", "Width"],
  ["depth", "Depth"],
  ["height", "Height"],
] as const;

function productTabs(sauna: Sauna): Tab[] {
  const tabs: Tab[] = [
    {
      id: "features",
      label: "Features",
      content: <FeatureList items={sauna.features} />,
    },
    {
      id: "materials",
      label: "Materials",
      content: (
        <ul className="grid-balanced-2 gap-5 sm:grid-balanced-3 sm:gap-6 lg:grid-balanced-4">
          {timbersByIds(sauna.materials).map((timber) => (
            <li key={timber.id}>
              <Picture
                image={timber.image.image}
                alt={timber.image.alt}
                sizes="(min-width: 64rem) 14rem, (min-width: 40rem) 30vw, 45vw"
                className="aspect-square w-full rounded-sm object-cover"
              />
              <h3 className="mt-3 text-lg">{timber.name}</h3>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "gallery",
      label: "Gallery",
      content: (
        <GalleryGrid
          label={`Gallery of the ${sauna.name}`}
          pictures={sauna.gallery.map(({ image, alt }) => ({ id: image.path, src: image, alt }))}
          sizes="(min-width: 80rem) 24rem, (min-width: 64rem) 30vw, 45vw"
          className="grid-balanced-2 gap-4 lg:grid-balanced-3"
          captions={false}
        />
      ),
    },
    {
      id: "info",
      label: "Product Info",
      content: (
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="space-y-5 text-lg/8 text-muted lg:col-span-7">
            {sauna.productDescription.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {sauna.installation && <p className="text-ink">{sauna.installation}</p>}
          </div>
          <div className="lg:col-span-4 lg:col-start-9">
            {sauna.kits ? (
              <section aria-labelledby="kits-heading">
                <h3 id="kits-heading" className="text-2xl">
                  Available Kits
                </h3>
                <ul className="mt-5 grid grid-cols-2 gap-4">
                  {sauna.kits.map((kit) => (
                    <li key={kit.slug} className="rounded-sm border border-birch p-4">
                      <p className="font-display text-xl">{kit.name}</p>
                      <p className="mt-1 text-sm">{priceLine(kit.price)}</p>
                      <dl className="mt-3 space-y-1 border-t border-birch pt-3 text-sm text-muted">
                        <div className="flex justify-between gap-2">
                          <dt>Width</dt>
                          <dd className="text-ink">{measure(kit.width, "mm")}</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt>Depth</dt>
                          <dd className="text-ink">{measure(kit.depth, "mm")}</dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <section aria-labelledby="dimensions-heading">
                <h3 id="dimensions-heading" className="text-2xl">
                  Dimensions
                </h3>
                <dl className="mt-5 divide-y divide-birch border-y border-birch">
                  {dimensionLabels.map(([key, label]) => (
                    <div key={key} className="flex justify-between py-3">
                      <dt className="text-muted">{label}</dt>
                      <dd>{measure(sauna.dimensions[key], "mm")}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <p className="mt-8">
              <Link to={paths.sizingFor(sauna.slug)} className="link-underline">
                Size the heater for the {sauna.name}
              </Link>
            </p>
            <aside aria-labelledby="disclaimer-heading" className="mt-10 rounded-sm bg-linen p-5">
              <h3 id="disclaimer-heading" className="eyebrow">
                Material Disclaimer
              </h3>
              <p className="mt-2 text-sm/6 text-muted">{MATERIAL_DISCLAIMER}</p>
            </aside>
          </div>
        </div>
      ),
    },
  ];
  // Plans: not offered for Vakio, and hidden for a product named Standard.
  if (sauna.plan && sauna.name !== "Standard") {
    tabs.push({
      id: "plans",
      label: "Plans",
      content: (
        <div className="grid items-start gap-10 lg:grid-cols-12">
          <Picture
            image={sauna.plan.image.image}
            alt={sauna.plan.image.alt}
            sizes="(min-width: 80rem) 44rem, (min-width: 64rem) 58vw, 92vw"
            className="aspect-3/2 w-full rounded-sm border border-birch object-cover lg:col-span-7"
          />
          <div className="lg:col-span-4 lg:col-start-9">
            <h3 className="text-2xl">Plans of the {sauna.name}</h3>
            <p className="mt-3 text-muted">
              A true-to-scale floor plan and front elevation at 1:20 on an A3 page, with every
              dimension in millimetres: enough to check the cabin against your room before we visit.
            </p>
            <a
              href={sauna.plan.pdf}
              download
              type="application/pdf"
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xs bg-ink px-7 text-sm font-medium tracking-wide text-stone transition-colors hover:bg-ember-deep"
            >
              <Download aria-hidden size={16} />
              Download Plans
              <span className="sr-only"> of the {sauna.name} (PDF)</span>
            </a>
          </div>
        </div>
      ),
    });
  }
  return tabs;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const sauna = findSauna(loaderData.slug)!;
  return (
    <>
      <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
        <Breadcrumbs trail={trail(sauna)} />
        <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-7">
            <ProductGallery name={sauna.name} pictures={[sauna.image, ...sauna.gallery]} />
          </div>
          <div className="lg:col-span-5">
            <p className="eyebrow">{sauna.productTitle}</p>
            <h1 className="mt-3 text-5xl leading-display sm:text-6xl">{sauna.name}</h1>
            <p className="mt-6 text-lg/8 text-muted">{loaderData.description}</p>
            <p className="mt-8 font-display text-3xl">{priceLine(sauna.price)}</p>
            <p data-price-terms className="mt-2 text-sm/6 text-ink">
              {loaderData.terms}
            </p>
            <p className="mt-1 text-sm/6 text-muted">
              {availabilityLabel[sauna.price.availability]} · {sizeText(sauna.dimensions)} as
              standard. {indicativeNote(sauna.kits ? "several" : "one")}
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to={paths.contact(sauna.slug)}>Request Quote</ButtonLink>
              <ButtonLink to={paths.book} variant="secondary">
                Book a Visit
              </ButtonLink>
              <a
                href={paths.specSheet(sauna.slug)}
                download
                type="application/pdf"
                className="inline-flex min-h-12 items-center gap-2 px-2 text-sm font-medium link-underline"
              >
                <Download aria-hidden size={16} />
                Download the spec sheet (PDF)
              </a>
              <a
                href="#explore-3d"
                className="inline-flex min-h-12 items-center px-2 text-sm font-medium link-underline"
              >
                Explore in 3D
              </a>
              <Link
                to={paths.guideInstallation}
                className="inline-flex min-h-12 items-center text-sm font-medium link-underline"
              >
                How installation works
              </Link>
            </div>
            <p className="mt-3 text-sm">
              <Link
                to={paths.compareWith(sauna.slug, compareAlongside(sauna.slug))}
                className="inline-flex min-h-11 items-center link-underline"
              >
                Compare with the other collections
              </Link>
            </p>
            <section
              aria-labelledby="availability-heading"
              className="mt-10 border-t border-birch pt-6"
            >
              <h2 id="availability-heading" className="eyebrow">
                Available in South Africa
              </h2>
              <ul className="mt-4 space-y-2">
                {availableIn.map(({ city, province }) => (
                  <li key={city} className="flex items-center gap-3">
                    <MapPin aria-hidden size={16} className="text-cedar" />
                    <span>
                      {city} <span className="text-muted">({province})</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section id="explore-3d" aria-labelledby="tour-heading" className="bg-linen">
        <div className="container-content section-y">
          <h2 id="tour-heading" className="text-3xl sm:text-4xl">
            Explore in 3D
          </h2>
          {providerTour(sauna) ? (
            <>
              <p className="mt-4 max-w-2xl text-muted">
                Step inside the {sauna.name}: drag to look around the benches, the heater and the
                light, or open the tour full screen.
              </p>
              <div className="mt-10">
                <Suspense>
                  <TourViewer
                    tour={{
                      id: sauna.slug,
                      name: `The ${sauna.name}`,
                      embedUrl: providerTour(sauna)!,
                      poster: sauna.gallery[0]!.image,
                    }}
                  />
                </Suspense>
              </div>
            </>
          ) : (
            <>
              <p className="mt-4 max-w-2xl text-muted">
                Walk round the {sauna.name}, then step inside and take a seat on the bench: the
                model is drawn to the cabin&rsquo;s real measurements, in its own timbers. Change
                its size and timbers, and see the price and the heater it needs.
              </p>
              <div className="mt-10">
                <SaunaScene
                  sauna={saunaItem(sauna.slug)}
                  standardFigures={loaderData.figures}
                  poster={sauna.image}
                  planPdf={sauna.plan?.pdf}
                  tourUrl={sauna.embed}
                />
              </div>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="details-heading" className="container-content section-y">
        <h2 id="details-heading" className="sr-only">
          Details of the {sauna.name}
        </h2>
        <Tabs label={`About the ${sauna.name}`} tabs={productTabs(sauna)} />
      </section>
    </>
  );
}
