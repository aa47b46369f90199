import type { ReactNode } from "react";

import { ButtonLink } from "./button-link";
import { SectionHeading } from "./section-heading";

/** The dark band that closes a page with one action (a quote, an enquiry). */
export function CallToAction({
  id,
  eyebrow,
  title,
  to,
  action,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-soot text-stone">
      <div className="container-content flex flex-col items-start gap-10 section-y lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} tone="dark">
          {children}
        </SectionHeading>
        <ButtonLink to={to} variant="light" className="shrink-0">
          {action}
        </ButtonLink>
      </div>
    </section>
  );
}
