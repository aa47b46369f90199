import type { ReactNode } from "react";

import { Breadcrumbs, type Crumb } from "../components/breadcrumbs";
import { SectionHeading } from "../components/section-heading";

/** The opening of a guide: where it sits, its eyebrow, its title and a lead paragraph. */
export function GuideIntro({
  trail,
  eyebrow,
  title,
  children,
}: {
  trail: readonly Crumb[];
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
      <Breadcrumbs trail={trail} />
      <div className="mt-12 lg:mt-16">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title}>
          {children}
        </SectionHeading>
      </div>
    </section>
  );
}

/** "01", "02": a step's or an item's number as the guides set it in the display face. */
export function ordinal(index: number): string {
  return String(index + 1).padStart(2, "0");
}
