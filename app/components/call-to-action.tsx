import type { ReactNode } from "react";

import { ButtonLink } from "./button-link";
import { SectionHeading } from "./section-heading";

/**
 * The dark band that closes a page with one action (a quote, an enquiry). The footer follows in the
 * same colour: a fine rule, with as much space above it as the footer has below, marks where the
 * band ends, instead of one long dark gap. A second, quieter action (`also`) may sit beside it.
 */
export function CallToAction({
  id,
  eyebrow,
  title,
  to,
  action,
  also,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  to: string;
  action: string;
  also?: { to: string; action: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-soot text-stone">
      <div className="container-content">
        <div className="flex flex-col items-start gap-10 border-b border-stone/15 pt-16 pb-20 sm:pt-24 lg:flex-row lg:items-end lg:justify-between lg:pt-36 lg:pb-24">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} tone="dark">
            {children}
          </SectionHeading>
          <div className="flex shrink-0 flex-wrap gap-4">
            <ButtonLink to={to} variant="light">
              {action}
            </ButtonLink>
            {also ? (
              <ButtonLink to={also.to} variant="outline-light">
                {also.action}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
