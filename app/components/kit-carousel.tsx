import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { type DiyKit, kitFootprint } from "~/catalogue/diy-kits";
import { priceLine } from "~/catalogue/price";
import { includesLine } from "~/catalogue/price-terms";
import { useHydrated } from "~/hydration/use-hydrated";

import { Picture } from "./picture";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * The carousel loops and starts at the first kit. The business asked for Embla's `speed` 10, an
 * Embla 7 option (its default); Embla 8 replaced it with `duration`, whose default 25 feels the
 * same.
 * Slides align to the start (Embla centres them by default): the selected kit is the first in view.
 */
export const KIT_CAROUSEL_OPTIONS = {
  loop: true,
  startIndex: 0,
  duration: 25,
  align: "start",
} as const satisfies Parameters<typeof useEmblaCarousel>[0];

/** Previous or Next, or an indicator's kit. */
type Move = { step: -1 | 1 } | { to: number };

function perform(api: EmblaApi, asked: Move) {
  if ("to" in asked) api.scrollTo(asked.to, jump());
  else if (asked.step > 0) api.scrollNext(jump());
  else api.scrollPrev(jump());
}

/**
 * Visitors who ask for less motion get each step at once instead of a glide; a drag still
 * follows the pointer, which they move themselves.
 */
function jump() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The DIY kits as a looping carousel: one slide per view on phones, two from the
 * small breakpoint, three from the medium one. Previous/next buttons, one indicator per kit, a
 * drag (Embla's own pointer handling) and the Left/Right arrow keys anywhere inside it move the
 * selection, which is the kit at the start of the view.
 *
 * Every slide is in the prerendered HTML. Until Embla takes over (no JavaScript yet, or none at
 * all), the row is a plain horizontal scroller with snap points and each indicator is a link to
 * its kit, so no kit is out of reach. A press of Previous or Next in that moment is kept and
 * carried out when Embla is ready, which also starts from the kit the row was scrolled to. With
 * JavaScript off, Previous and Next are not shown.
 */
export function KitCarousel({ kits, label }: { kits: readonly DiyKit[]; label: string }) {
  const [viewportRef, api] = useEmblaCarousel(KIT_CAROUSEL_OPTIONS);
  const region = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number>(KIT_CAROUSEL_OPTIONS.startIndex);
  // Announce the selection only once the visitor has moved it, not on load.
  const [moved, setMoved] = useState(false);
  // A move asked for before Embla was ready: done once it is.
  const pending = useRef<Move>(undefined);

  const move = (asked: Move) => {
    if (api) perform(api, asked);
    else pending.current = asked;
  };

  useEffect(() => {
    if (!api) return;
    const onSelect = (embla: EmblaApi) => {
      setSelected(embla.selectedScrollSnap());
      setMoved(true);
    };
    const follow = (embla: EmblaApi) => setSelected(embla.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", follow);
    // The fallback's native scroll (a swipe, an indicator link) may have moved the row before
    // Embla took over: Embla starts from that kit instead, at once.
    const root = api.rootNode();
    const slideWidth = api.slideNodes()[0]?.offsetWidth ?? 0;
    const inView = slideWidth > 0 ? Math.round(root.scrollLeft / slideWidth) : 0;
    root.scrollLeft = 0;
    if (inView > 0) api.scrollTo(Math.min(inView, kits.length - 1), true);
    if (pending.current) perform(api, pending.current);
    pending.current = undefined;
    // A press played back between Embla's start and this effect moved it unheard: catch up.
    follow(api);
    return () => {
      api.off("select", onSelect).off("reInit", follow);
    };
  }, [api, kits.length]);

  // Arrow keys from wherever focus is inside the carousel (its buttons) move it as Previous and
  // Next do. Listened to natively on the region: a key handler on a <section> would make
  // a landmark look interactive. Modified arrows (Alt+Left is "back") are left to the browser.
  useEffect(() => {
    const element = region.current;
    if (!api || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === "ArrowLeft") api.scrollPrev(jump());
      else if (event.key === "ArrowRight") api.scrollNext(jump());
      else return;
      event.preventDefault();
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [api]);

  const current = kits[selected];

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={api ? "ready" : "static"}
    >
      <div
        ref={viewportRef}
        // The fallback scroller must be reachable from the keyboard; Embla's buttons replace it.
        tabIndex={api ? undefined : 0}
        className={
          api ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto"
        }
      >
        {/* The gap is each slide's left padding (Embla measures slides, not CSS gaps). */}
        <div className="-ml-6 flex touch-pan-y touch-pinch-zoom">
          {kits.map((kit, index) => (
            <div
              key={kit.id}
              id={kit.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${kits.length}`}
              // Three per view are rounded up to whole pixels: Embla measures slides in whole
              // pixels, and only loops four slides when three of them fill the view completely.
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-6 sm:basis-1/2 md:basis-[round(up,100%/3,1px)]"
            >
              {/* The kit carousel is 400 px high; the picture takes what the caption leaves. */}
              <div data-kit={kit.id} className="flex h-100 flex-col">
                <div className="min-h-0 flex-1 overflow-hidden rounded-sm bg-linen">
                  <Picture
                    image={kit.image.image}
                    alt={kit.image.alt}
                    sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 30vw, (min-width: 40rem) 45vw, 90vw"
                    priority={index === 0}
                    className="size-full object-cover"
                  />
                </div>
                <div className="mt-5 flex items-end justify-between gap-4">
                  <div>
                    <p className="eyebrow">{kit.capacity}</p>
                    <h3 className="mt-2 text-3xl">{kit.name}</h3>
                    <p className="mt-1 text-sm tracking-wide">{priceLine(kit.price)}</p>
                    <p data-price-terms className="mt-1 text-xs/5 text-muted">
                      {includesLine("diy-kit")}
                    </p>
                  </div>
                  <dl className="text-right text-sm">
                    <dt className="text-muted">Footprint (W × D)</dt>
                    <dd className="mt-1 text-ink">{kitFootprint(kit)}</dd>
                  </dl>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-between gap-6">
        <div role="group" aria-label="Choose a kit" className="flex items-center gap-1">
          {kits.map((kit, index) => {
            const active = index === selected;
            return (
              // A link to its kit in the prerendered HTML; hydrated, a toggle button.
              <a
                key={kit.id}
                href={`#${kit.id}`}
                role={hydrated ? "button" : undefined}
                aria-label={`Show ${kit.name}`}
                aria-pressed={hydrated ? active : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  move({ to: index });
                }}
                onKeyDown={(event) => {
                  if (event.key !== " ") return;
                  event.preventDefault();
                  move({ to: index });
                }}
                className="group flex h-11 w-10 items-center justify-center"
              >
                <span
                  aria-hidden
                  className={`block h-0.5 rounded-full transition-all duration-300 ease-calm ${
                    active ? "w-8 bg-ember" : "w-5 bg-muted/70 group-hover:bg-ink"
                  }`}
                />
              </a>
            );
          })}
        </div>
        <div className="flex gap-3 [@media(scripting:none)]:hidden">
          <CarouselButton label="Previous kit" onClick={() => move({ step: -1 })}>
            <ArrowLeft aria-hidden size={18} strokeWidth={1.5} />
          </CarouselButton>
          <CarouselButton label="Next kit" onClick={() => move({ step: 1 })}>
            <ArrowRight aria-hidden size={18} strokeWidth={1.5} />
          </CarouselButton>
        </div>
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {moved && current ? `${current.name}, ${selected + 1} of ${kits.length}` : ""}
      </p>
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-12 items-center justify-center rounded-xs border border-ink/70 text-ink transition-colors duration-200 ease-calm hover:border-ember-deep hover:text-ember-deep"
    >
      {children}
    </button>
  );
}
