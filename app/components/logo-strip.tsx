/**
 * An endless strip of customers: one pass every 30 s, at an even speed, for ever. A customer with
 * a logo file shows it (its name as the alt text, its size reserved so nothing shifts); one without
 * is set as a wordmark. The list is rendered twice so the loop is seamless; the copy is hidden from
 * assistive technology. With reduced motion the strip stands still and wraps.
 *
 * Invented names (`placeholder: true`) stand in for the business's clients in a preview, marked as
 * examples; a production build shows real customers only, and no strip while there are none.
 */
import { customers, type Customer } from "~/catalogue/customers";
import { isProduction, publishable } from "~/config/examples";
import { paths } from "~/paths";

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
    <section aria-labelledby={id} className="overflow-hidden border-y border-birch/70 py-14">
      <h2 id={id} className="text-center eyebrow">
        {title}
      </h2>
      {invented ? (
        <p data-example-note className="mt-3 text-center text-sm text-muted">
          Example names, shown in this preview until our clients&rsquo; own logos are added.
        </p>
      ) : null}
      <div className="group mt-10 flex motion-reduce:justify-center">
        {[false, true].map((copy) => (
          <ul
            key={String(copy)}
            aria-hidden={copy || undefined}
            data-logo-list={copy ? "copy" : "original"}
            className="flex shrink-0 items-center gap-16 pr-16 group-hover:[animation-play-state:paused] motion-safe:animate-drift motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:data-[logo-list=copy]:hidden"
          >
            {shown.map(({ name, style, logo }) => (
              <li
                key={name}
                data-logo
                className={`whitespace-nowrap text-ink/70 ${logo ? "" : wordmarkClass[style]}`}
              >
                {logo ? (
                  <img
                    src={paths.logo(logo.file)}
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
    </section>
  );
}
