import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { paths } from "~/routing/paths";

import { ButtonLink } from "./button-link";
import { SectionHeading } from "./section-heading";

/** The way back to the gallery's overview, from one of its categories or rooms. */
export function BackToGallery() {
  return (
    <Link
      to={paths.gallery}
      className="inline-flex items-center gap-2 text-sm font-medium text-muted transition-colors hover:text-ember-deep"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Gallery
    </Link>
  );
}

/**
 * What a gallery address that names nothing shows ("Category Not Found"): `what` there is none
 * of, and the way back.
 */
export function GalleryNotFound({ title, what }: { title: string; what: string }) {
  return (
    <section className="container-content pt-36 pb-24 lg:pt-48 lg:pb-36">
      <SectionHeading as="h1" eyebrow="Gallery" title={title}>
        <p>
          There is no {what} at this address. It may have been renamed, or the link may be mistyped.
        </p>
      </SectionHeading>
      <div className="mt-10">
        <ButtonLink to={paths.gallery}>Back to Gallery</ButtonLink>
      </div>
    </section>
  );
}
