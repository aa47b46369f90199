/**
 * `/tours/{tourId}`: one 360° tour filling the window, without the site's header and footer, for
 * the tour viewer to frame: the panorama (`components/panorama.tsx`), or a short "Tour not found".
 *
 * Opened on its own (a shared link, "Open the tour in a new tab"), the page would be a dead end,
 * so a slim bar across its top leads back into the site: the wordmark to the home page, the
 * collection or client rooms the tour belongs to, and an enquiry. In a frame the page around it
 * already offers all that, and the bar would only cover the tour.
 *
 * Whether the page is framed is known only in the browser. The bar is in the prerendered page, so
 * a visitor without JavaScript (who can only ever see the page on its own: the viewer frames it
 * from script) still has it. A one-line inline script just before it marks the document as framed
 * while it is parsed, so a frame hides the bar before its first paint, with no flash and no wait
 * for hydration; after hydration the page checks again and leaves the bar out of a frame.
 * A query parameter set by the embedding page was the alternative, but a prerendered file cannot
 * read it without waiting for hydration, and it would not cover a provider's link framed as is.
 */
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { type Tour, tourById, tourHome } from "~/catalogue/tours";
import { Panorama } from "~/components/panorama";
import { Wordmark } from "~/components/wordmark";
import { useHydrated } from "~/hydration/use-hydrated";
import type { RouteHandle } from "~/routing/route-handle";
import { seo } from "~/seo/meta";
import { site } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/tour";

export const handle: RouteHandle = { bare: true };

/** Marks the document (`data-framed` on `<html>`) when it is shown in a frame. */
export const FRAMED_FLAG_SCRIPT =
  'if(window.top!==window.self)document.documentElement.setAttribute("data-framed","")';

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
  const hydrated = useHydrated();
  if (!tour) return <TourNotFound />;
  const framed = hydrated && window.top !== window.self;
  return (
    <>
      {/* Its text is needed only in the prerendered page: the browser's bundle leaves it out. */}
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? FRAMED_FLAG_SCRIPT : "" }}
        suppressHydrationWarning
      />
      {framed ? null : <WayBack tour={tour} />}
      <Panorama tour={tour} below={!framed} />
    </>
  );
}

/** The bar across the top of a tour opened on its own: the way back into the site. */
function WayBack({ tour }: { tour: Tour }) {
  const home = tourHome(tour);
  return (
    <nav
      aria-label={site.name}
      data-tour-way-back
      className="fixed inset-x-0 top-0 z-10 flex h-14 items-center justify-between gap-4 border-b border-stone/15 bg-ink/75 px-4 text-stone backdrop-blur in-data-framed:hidden sm:px-6"
    >
      <Link to={paths.home} className="-m-2 flex items-center p-2">
        <Wordmark small />
      </Link>
      <div className="flex items-center gap-3 sm:gap-6">
        {home ? (
          <Link
            to={home.href}
            aria-label={home.label}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium tracking-wide text-stone/90 transition-colors hover:text-stone"
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span className="sm:hidden">{home.short}</span>
            <span className="hidden sm:inline">{home.label}</span>
          </Link>
        ) : null}
        <Link
          to={paths.contact(home?.topic)}
          className="inline-flex min-h-11 items-center rounded-xs bg-stone px-4 text-sm font-medium tracking-wide text-ink transition-colors duration-200 ease-calm hover:bg-birch sm:px-6"
        >
          Enquire
        </Link>
      </div>
    </nav>
  );
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
