import { coverOf, findGalleryCategory, type GalleryCategory } from "~/catalogue/gallery";
import { type Tour, tourById } from "~/catalogue/tours";
import { BackToGallery, GalleryNotFound } from "~/components/gallery-navigation";
import { CallToAction } from "~/components/call-to-action";
import { GalleryGrid } from "~/components/gallery-grid";
import { SectionHeading } from "~/components/section-heading";
import { SceneViewer } from "~/components/scene-viewer";
import { TourViewer } from "~/components/tour-viewer";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/gallery-category";

// Prerendered for every category at build time; an unknown slug never reaches this loader.
export function loader({ params }: Route.LoaderArgs) {
  const category = findGalleryCategory(params.categorySlug);
  if (!category) throw new Response("Not found", { status: 404 });
  return { slug: category.slug as string | null };
}

// In the browser, for slugs that were not prerendered (`npm start` answers them with HTTP 404 and
// the SPA fallback): the page then says 'Category Not Found'.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: findGalleryCategory(params.categorySlug)?.slug ?? null };
}

export function HydrateFallback() {
  return <div className="min-h-svh" aria-busy="true" />;
}

function trail(category: GalleryCategory) {
  return [
    crumb("home"),
    crumb("gallery"),
    { name: category.title, path: `/gallery/${category.route}` },
  ];
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const category = findGalleryCategory(data?.slug ?? undefined);
  if (!category) {
    return seo({
      title: "Category Not Found",
      description:
        "There is no gallery category at this address. Browse every category of our gallery instead.",
      path: location.pathname,
      noindex: true,
    });
  }
  const cover = coverOf(category);
  return seo({
    title: `${category.title} Gallery`,
    description: category.description,
    path: `/gallery/${category.route}`,
    image: shareCard(cover.src, cover.alt),
    jsonLd: [breadcrumbJsonLd(trail(category))],
  });
};

export default function GalleryCategoryPage({ loaderData }: Route.ComponentProps) {
  const category = findGalleryCategory(loaderData.slug ?? undefined);
  return category ? (
    <CategoryView category={category} />
  ) : (
    <GalleryNotFound title="Category Not Found" what="gallery category" />
  );
}

/**
 * A room of our own with a model is shown as the 3D model, its 360° tour framed in its place where
 * the model cannot be drawn; a tour provider's share link is framed as it is.
 */
const isProviderLink = (url: string) => url.startsWith("https://");

function tourFrame(tour: Tour) {
  return { id: tour.id, name: tour.name, embedUrl: tour.embedUrl, poster: tour.faces.front };
}

function CategoryView({ category }: { category: GalleryCategory }) {
  const tours = (category.tours ?? []).flatMap((id) => tourById(id) ?? []);
  return (
    <>
      <section className="container-content pt-32 pb-12 lg:pt-40 lg:pb-16">
        <BackToGallery />
        <div className="mt-10">
          <SectionHeading as="h1" eyebrow="Gallery" title={category.title}>
            <p>{category.description}</p>
          </SectionHeading>
        </div>
      </section>

      {tours.length > 0 && (
        <section aria-labelledby="tours-heading" className="container-content pb-16 lg:pb-24">
          <h2 id="tours-heading" className="sr-only">
            Example rooms in 3D
          </h2>
          <ol className="space-y-20 lg:space-y-28">
            {tours.map((tour, i) => (
              <li key={tour.id}>
                <div className="mb-6 grid gap-3 border-t border-birch pt-6 lg:grid-cols-12 lg:gap-10">
                  <p className="eyebrow lg:col-span-2">Room {i + 1}</p>
                  <div className="lg:col-span-8">
                    <h3 id={`tour-${tour.id}`} className="text-2xl sm:text-3xl">
                      {tour.name}
                    </h3>
                    <p className="mt-3 text-muted">{tour.description}</p>
                  </div>
                </div>
                {tour.model && !isProviderLink(tour.embedUrl) ? (
                  <SceneViewer
                    model={tour.model}
                    name={tour.name.toLowerCase()}
                    poster={{ image: tour.poster ?? tour.faces.front, alt: tour.description }}
                    tour={<TourViewer tour={tourFrame(tour)} />}
                    priority={i === 0}
                  />
                ) : (
                  <TourViewer tour={tourFrame(tour)} priority={i === 0} />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section
        aria-labelledby="pictures-heading"
        className={tours.length > 0 ? "bg-linen" : undefined}
      >
        <div
          className={
            tours.length > 0 ? "container-content section-y" : "container-content pb-16 lg:pb-24"
          }
        >
          <h2
            id="pictures-heading"
            className={tours.length > 0 ? "mb-10 text-3xl sm:text-4xl" : "sr-only"}
          >
            {tours.length > 0 ? "Renderings" : `Pictures of ${category.title}`}
          </h2>
          <GalleryGrid
            label={`${category.title}: pictures`}
            pictures={category.images}
            sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 92vw"
            priority={tours.length === 0}
          />
          <div className="mt-14">
            <BackToGallery />
          </div>
        </div>
      </section>

      <CallToAction
        id="category-cta-heading"
        eyebrow="Made to measure"
        title="A room like this, drawn for yours"
        to={paths.contact()}
        action="Request a Quote"
      >
        <p>
          Every room we build begins with a conversation. Tell us about your space and we will draw
          one for it.
        </p>
      </CallToAction>
    </>
  );
}
