import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { paths } from "~/paths";

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
