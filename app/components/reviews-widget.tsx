/**
 * 'What Our Clients Say': the third-party reviews widget, loaded only when the section comes near
 * the viewport, with a calm fallback when it is not configured, blocked or offline.
 */
import { useEffect, useRef, useState } from "react";

import {
  loadReviewsScript,
  reviewsWidgetId,
  waitForRender,
  widgetContainerClass,
} from "~/reviews/provider";
import { site } from "~/site";
import { paths } from "~/paths";

import { ButtonLink } from "./button-link";
import { SectionHeading } from "./section-heading";

type WidgetState = "waiting" | "loading" | "ready" | "unavailable";

/** Start loading this far before the section scrolls into view. */
const LOAD_MARGIN = "600px 0px";

export function ReviewsWidget() {
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

  return (
    <section
      ref={section}
      aria-labelledby="reviews-heading"
      data-reviews-state={state}
      className="container-content section-y"
    >
      <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What Our Clients Say" />
      <div className="mt-12">
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
        ) : (
          <ReviewsFallback />
        )}
      </div>
    </section>
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
          across Johannesburg, Cape Town and Gauteng, and we are glad to put you in touch with an
          owner near you: ask for a reference when you enquire.
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
