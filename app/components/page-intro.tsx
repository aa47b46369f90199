import type { ReactNode } from "react";

import { SectionHeading } from "./section-heading";

/** The opening of a page with a light background: room for the fixed header, eyebrow, h1, lead. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="container-content pt-36 pb-16 lg:pt-48 lg:pb-24">
      <SectionHeading as="h1" eyebrow={eyebrow} title={title}>
        {children}
      </SectionHeading>
    </section>
  );
}
