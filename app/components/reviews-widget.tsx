/**
 * 'What Our Clients Say': the clients' own words, as editors keep them in the content studio
 * (content/proof.ts), when there are any, and the third-party reviews widget when it is configured, loaded only when the section
 * comes near the viewport. With neither (no quotes, and the widget unset, blocked or offline) the
 * section does not head nothing with that title: it becomes a calm invitation to ask for a
 * reference. Nothing invented is shown as a client, and a production build leaves out any quote
 * marked as a stand-in.
 */
import { useEffect, useRef, useState } from "react";

import { testimonials as clientTestimonials } from "~/content/generated/proof";
import type { Testimonial } from "~/content/proof";

import {
  loadReviewsScript,
  reviewsWidgetId,
  waitForRender,
  widgetContainerClass,
} from "~/reviews/provider";
import { isProduction, publishable } from "~/config/examples";
import { servedCities, site } from "~/content/site";
import { paths } from "~/routing/paths";

import { ButtonLink } from "./button-link";
import { ContentPicture } from "./content-picture";
import { SectionHeading } from "./section-heading";

type WidgetState = "waiting" | "loading" | "ready" | "unavailable";

/** Start loading this far before the section scrolls into view. */
const LOAD_MARGIN = "600px 0px";

export function ReviewsWidget({
  testimonials: all = clientTestimonials,
  production = isProduction,
}: {
  testimonials?: readonly Testimonial[];
  /** Whether this is a production build, which shows real quotes only. */
  production?: boolean;
}) {
  const testimonials = publishable(all, production);
  const widgetId = reviewsWidgetId();
  const [state, setState] = useState<WidgetState>(widgetId ? "waiting" : "unavailable");
  const section = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== "waiting" || !section.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState("loading");
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(section.current);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    if (state !== "loading") return;
    let cancelled = false;
    (async () => {
      const loaded = await loadReviewsScript();
      const rendered =
        loaded.ok && container.current ? await waitForRender(container.current) : loaded;
      if (cancelled) return;
      if (!rendered.ok) console.warn(`Reviews widget unavailable: ${rendered.error}`);
      setState(rendered.ok ? "ready" : "unavailable");
    })();
    return () => {
      cancelled = true;
    };
  }, [state]);

  // Whether the section has clients' words to show, or may yet have (the widget is loading).
  const reviews = testimonials.length > 0 || (widgetId !== undefined && state !== "unavailable");
  return (
    <section
      ref={section}
      aria-labelledby="reviews-heading"
      data-reviews-state={state}
      className="container-content section-y"
    >
      {reviews ? (
        <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What Our Clients Say" />
      ) : (
        <SectionHeading id="reviews-heading" eyebrow="References" title="Hear it from an owner" />
      )}
      <div className="mt-12 space-y-16">
        {testimonials.length > 0 ? <Testimonials list={testimonials} /> : null}
        {widgetId && state !== "unavailable" ? (
          <div aria-busy={state !== "ready"}>
            {state === "ready" ? null : (
              <p
                role="status"
                className="animate-pulse border border-birch/70 bg-linen/60 p-10 text-muted"
              >
                Loading reviews…
              </p>
            )}
            <div
              ref={container}
              className={widgetContainerClass(widgetId)}
              data-elfsight-app-lazy
            />
          </div>
        ) : testimonials.length > 0 ? null : (
          <ReviewsFallback />
        )}
      </div>
    </section>
  );
}

function Testimonials({ list }: { list: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-14 md:grid-cols-2 lg:grid-cols-3">
      {list.map(({ name, suburb, project, quote, photo, date }, index) => (
        // Nothing makes a quote unique (a client may be quoted twice): its place in the list is.
        <li key={index} className="border-t border-birch pt-8">
          <figure>
            {photo ? (
              <ContentPicture
                picture={photo}
                sizes="(min-width: 48rem) 33vw, 100vw"
                className="mb-8 aspect-4/3 object-cover"
              />
            ) : null}
            <blockquote className="font-display text-2xl/snug">&ldquo;{quote}&rdquo;</blockquote>
            <figcaption className="mt-6 text-sm text-muted">
              <b className="block text-ink">{name}</b>
              {suburb} · {project} · <time dateTime={date}>{date.slice(0, 4)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function ReviewsFallback() {
  return (
    <div className="grid gap-10 border-t border-birch pt-10 md:grid-cols-12">
      <p className="font-display text-3xl/snug text-ink sm:text-4xl/snug md:col-span-7">
        The best reference for a sauna is the person who sits in one every evening.
      </p>
      <div className="text-muted md:col-span-5">
        <p>
          We would rather you heard it from them. Since {site.foundingYear} we have installed rooms
          in and around {servedCities}, and we are glad to put you in touch with an owner near you:
          ask for a reference when you enquire.
        </p>
        <div className="mt-8">
          <ButtonLink to={paths.contact()} variant="secondary">
            Ask for a reference
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
