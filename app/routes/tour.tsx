/**
 * `/tours/{tourId}`: one 360° tour, alone in the window (no site header or footer), for the tour
 * viewer to frame: the panorama (`components/panorama.tsx`), or a short "Tour not found".
 */
import { tourById } from "~/catalogue/tours";
import { Panorama } from "~/components/panorama";
import type { RouteHandle } from "~/route-handle";
import { seo } from "~/seo/meta";
import { site } from "~/site";
import { paths } from "~/paths";

import type { Route } from "./+types/tour";

export const handle: RouteHandle = { bare: true };

export const meta: Route.MetaFunction = ({ params, location }) => {
  const tour = tourById(params.tourId);
  return seo({
    title: tour ? `${tour.name} 360° tour` : "Tour not found",
    description: tour?.description ?? "This 360° tour does not exist, or it has moved.",
    path: location.pathname,
    noindex: true,
  });
};

export default function TourPage({ params }: Route.ComponentProps) {
  const tour = tourById(params.tourId);
  return tour ? <Panorama tour={tour} /> : <TourNotFound />;
}

function TourNotFound() {
  return (
    <div className="grid min-h-dvh place-items-center bg-ink px-6 text-center text-stone">
      <div>
        <p className="eyebrow text-birch">360° tour</p>
        <h1 className="mt-4 text-4xl">Tour not found</h1>
        <p className="mt-4 text-stone/80">This tour does not exist, or it has moved.</p>
        {/* Out of any frame it is shown in, to the site itself. */}
        <a
          href={paths.home}
          target="_top"
          className="mt-8 inline-block underline decoration-birch underline-offset-4 hover:text-ember-glow"
        >
          Visit the {site.name} website
        </a>
      </div>
    </div>
  );
}
