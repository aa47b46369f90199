import { replace } from "react-router";

import { findIceBath, type IceBath } from "~/catalogue/ice-baths";
import { availabilityLabel, indicativeNote, priceLine } from "~/catalogue/price";
import { termsText } from "~/catalogue/price-terms";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import { FeatureIcon } from "~/components/feature-icon";
import { FeatureList } from "~/components/feature-list";
import { ProductGallery } from "~/components/product-gallery";
import { type Tab, Tabs } from "~/components/tabs";
import { seo } from "~/seo/meta";
import { productJsonLd } from "~/seo/products";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { servedPlaces, site } from "~/content/site";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/ice-bath";

// Prerendered for every ice bath at build time; an unknown slug never reaches this loader.
export function loader({ params }: Route.LoaderArgs) {
  const bath = findIceBath(params.productSlug);
  if (!bath) throw new Response("Not found", { status: 404 });
  return { slug: bath.slug };
}

// In the browser, for slugs that were not prerendered: back to the products, replacing history.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const bath = findIceBath(params.productSlug);
  if (!bath) throw replace(paths.products);
  return { slug: bath.slug };
}

export function HydrateFallback() {
  return <div className="min-h-svh" aria-busy="true" />;
}

function trail(bath: IceBath) {
  return [crumb("home"), crumb("products"), { name: bath.name, path: paths.iceBath(bath.slug) }];
}

export const meta: Route.MetaFunction = ({ data }) => {
  const bath = findIceBath(data?.slug);
  if (!bath) return [{ title: `Ice Baths | ${site.name}` }];
  const path = paths.iceBath(bath.slug);
  const [main] = bath.images;
  return seo({
    title: bath.name,
    description: `${bath.productTitle}. ${bath.description[0]} ${priceLine(bath.price)}.`,
    path,
    image: shareCard(main!.image, main!.alt),
    keywords: ["ice bath", "cold plunge", "chiller", ...servedPlaces.map((place) => place.city)],
    jsonLd: [
      productJsonLd({
        name: bath.name,
        description: bath.description[0]!,
        path,
        image: main!.image,
        price: bath.price,
      }),
      breadcrumbJsonLd(trail(bath)),
    ],
  });
};

function iceBathTabs(bath: IceBath): Tab[] {
  return [
    {
      id: "features",
      label: "Features",
      content: <FeatureList items={bath.features} iconClassName="text-glacier-deep" />,
    },
    {
      id: "technical",
      label: "Technical",
      content: (
        <dl className="max-w-3xl divide-y divide-birch border-y border-birch">
          {bath.technical.map(({ label, value }) => (
            <div key={label} className="grid gap-1 py-4 sm:grid-cols-3">
              <dt className="text-muted">{label}</dt>
              <dd className="sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: "maintenance",
      label: "Maintenance",
      content: (
        <ol className="grid gap-10 lg:grid-cols-3">
          {bath.maintenance.map((task) => (
            <li key={task.title} className="border-t border-birch pt-6">
              <FeatureIcon name={task.icon} className="text-glacier-deep" />
              <h3 className="mt-4 text-xl">{task.title}</h3>
              <p className="mt-2 text-muted">{task.description}</p>
              {task.steps && (
                <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm/6 marker:text-muted">
                  {task.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      ),
    },
    {
      id: "considerations",
      label: "Considerations",
      content: (
        <ul className="grid gap-10 lg:grid-cols-3">
          {bath.considerations.map((item) => (
            <li key={item.title} className="border-t border-birch pt-6">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

export default function IceBathPage({ loaderData }: Route.ComponentProps) {
  const bath = findIceBath(loaderData.slug)!;
  return (
    <>
      <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
        <Breadcrumbs trail={trail(bath)} />
        <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-7">
            <ProductGallery name={bath.name} pictures={bath.images} />
          </div>
          <div className="lg:col-span-5">
            <p className="eyebrow text-glacier-deep">Ice bath</p>
            <h1 className="mt-3 text-5xl leading-display sm:text-6xl">{bath.name}</h1>
            <p className="mt-4 font-display text-2xl text-muted">{bath.productTitle}</p>
            <div className="mt-6 space-y-4 text-lg/8 text-muted">
              {bath.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="mt-8 font-display text-3xl">{priceLine(bath.price)}</p>
            <p data-price-terms className="mt-2 text-sm/6 text-ink">
              {termsText("ice-bath")}
            </p>
            <p className="mt-1 text-sm/6 text-muted">
              {availabilityLabel[bath.price.availability]}. {indicativeNote("one")}
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to={paths.contact("ice-bath")}>Request Quote</ButtonLink>
              <ButtonLink to={paths.book} variant="secondary">
                Book a Visit
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="details-heading" className="container-content section-y pt-0">
        <h2 id="details-heading" className="sr-only">
          Details of the {bath.name}
        </h2>
        <Tabs label={`About the ${bath.name}`} tabs={iceBathTabs(bath)} />
      </section>
    </>
  );
}
