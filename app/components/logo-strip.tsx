/**
 * An endless strip of customer wordmarks: one pass every 30 s, at an even speed, for ever. The
 * list is rendered twice so the loop is seamless; the copy is hidden from assistive technology.
 * With reduced motion the strip stands still and wraps.
 */
import { customers, type Customer } from "~/catalogue/customers";

const wordmarkClass: Record<Customer["style"], string> = {
  serif: "font-display text-2xl",
  "serif-italic": "font-display text-2xl italic",
  "sans-caps": "text-sm font-semibold tracking-eyebrow uppercase",
  "sans-light": "text-xl font-light tracking-wide",
  mono: "font-mono text-base tracking-widest uppercase",
};

export function LogoStrip({ title, id }: { title: string; id: string }) {
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
            {customers.map((customer) => (
              <li
                key={customer.name}
                data-logo
                className={`whitespace-nowrap text-ink/70 ${wordmarkClass[customer.style]}`}
              >
                {customer.name}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
