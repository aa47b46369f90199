/**
 * An endless strip of customers: one pass every 30 s, at an even speed, for ever. A customer with
 * a logo file shows it (its name as the alt text, its size reserved so nothing shifts); one without
 * is set as a wordmark. The list is rendered twice so the loop is seamless; the copy is hidden from
 * assistive technology. With reduced motion the strip stands still and wraps.
 */
import { customers, type Customer } from "~/catalogue/customers";
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
}: {
  title: string;
  id: string;
  list?: readonly Customer[];
}) {
  return (
    <section aria-labelledby={id} className="overflow-hidden border-y border-birch/70 py-14">
      <h2 id={id} className="text-center eyebrow">
        {title}
      </h2>
      <div className="group mt-10 flex motion-reduce:justify-center">
        {[false, true].map((copy) => (
          <ul
            key={String(copy)}
            aria-hidden={copy || undefined}
            data-logo-list={copy ? "copy" : "original"}
            className="flex shrink-0 items-center gap-16 pr-16 group-hover:[animation-play-state:paused] motion-safe:animate-drift motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:data-[logo-list=copy]:hidden"
          >
            {list.map(({ name, style, logo }) => (
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
