/**
 * An endless strip of customers: one pass every 30 s, at an even speed, for ever. A customer with
 * a logo (an SVG or PNG from the content studio) shows it (its name as the alt text, its size reserved so nothing shifts); one without
 * is set as a wordmark. The list is rendered twice so the loop is seamless; the copy is hidden from
 * assistive technology. With reduced motion the strip stands still and wraps.
 *
 * Anything that moves for more than five seconds beside other content must be possible to stop
 * (WCAG 2.2.2): a pointer resting on the strip holds it, and "Pause the logos", a checkbox under
 * it, stops it for keyboard and touch alike. The checkbox works in CSS alone, so it stops the
 * strip before the page's script has arrived, and without it.
 *
 * Invented names (`placeholder: true`) stand in for the business's clients in a preview, marked as
 * examples; a production build shows real customers only, and no strip while there are none.
 */
import { customers } from "~/content/generated/proof";
import type { Customer } from "~/content/proof";
import { isProduction, publishable } from "~/config/examples";

const wordmarkClass: Record<Customer["style"], string> = {
  serif: "font-display text-2xl",
  "serif-italic": "font-display text-2xl italic",
  "sans-caps": "text-sm font-semibold tracking-eyebrow uppercase",
  "sans-light": "text-xl font-light tracking-wide",
  mono: "font-mono text-base tracking-widest uppercase",
};

export function LogoStrip({
  title,
  id,
  list = customers,
  production = isProduction,
}: {
  title: string;
  id: string;
  list?: readonly Customer[];
  /** Whether this is a production build, which shows real customers only. */
  production?: boolean;
}) {
  const shown = publishable(list, production);
  // With no real customer to show, the section is left out rather than headed over nothing.
  if (shown.length === 0) return null;
  const invented = shown.some((customer) => customer.placeholder);
  return (
    <section
      aria-labelledby={id}
      className="group/strip overflow-hidden border-y border-birch/70 py-14"
    >
      <h2 id={id} className="px-6 text-center eyebrow">
        {title}
      </h2>
      {invented ? (
        <p data-example-note className="mt-3 px-6 text-center text-sm text-muted">
          Example names, shown in this preview until our clients&rsquo; own logos are added.
        </p>
      ) : null}
      <div className="group mt-10 flex motion-reduce:justify-center">
        {[false, true].map((copy) => (
          <ul
            key={String(copy)}
            aria-hidden={copy || undefined}
            data-logo-list={copy ? "copy" : "original"}
            className="flex shrink-0 items-center gap-16 pr-16 group-hover:[animation-play-state:paused] group-has-[[data-logo-pause]:checked]/strip:[animation-play-state:paused] motion-safe:animate-drift motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:data-[logo-list=copy]:hidden"
          >
            {shown.map(({ name, style, logo }) => (
              <li
                key={name}
                data-logo
                className={`whitespace-nowrap text-ink/70 ${logo ? "" : wordmarkClass[style]}`}
              >
                {logo ? (
                  <img
                    src={logo.url}
                    alt={name}
                    width={logo.width}
                    height={logo.height}
                    className="h-10 w-auto"
                  />
                ) : (
                  name
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
      <p className="mt-8 flex justify-center motion-reduce:hidden">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm text-muted transition-colors hover:text-ink has-checked:text-ink">
          <input type="checkbox" data-logo-pause className="size-4 accent-ember-deep" />
          Pause the logos
        </label>
      </p>
    </section>
  );
}
