import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ImageSource } from "~/images/image-source";

import { ArrowRightIcon } from "./icons";
import { Picture } from "./picture";

export interface CardProps {
  to: string;
  image: ImageSource;
  alt: string;
  /** The `sizes` of the picture in this layout. */
  sizes: string;
  title: string;
  eyebrow?: string;
  /** Aspect ratio of the picture frame, as Tailwind's `aspect-*` value. */
  aspect?: "aspect-3/2" | "aspect-4/5" | "aspect-square";
  children?: ReactNode;
}

/**
 * A linked picture with a title and a few words: the site's one card. The whole card is the link
 * (one tab stop); the picture eases in a little on hover and the arrow moves, never more.
 */
export function Card({
  to,
  image,
  alt,
  sizes,
  title,
  eyebrow,
  aspect = "aspect-3/2",
  children,
}: CardProps) {
  return (
    <Link to={to} className="group block">
      <div className={`${aspect} overflow-hidden rounded-sm bg-linen`}>
        <Picture
          image={image}
          alt={alt}
          sizes={sizes}
          className="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103"
        />
      </div>
      {eyebrow && <p className="mt-6 eyebrow">{eyebrow}</p>}
      <h3
        className={`${eyebrow ? "mt-2" : "mt-8"} flex items-center gap-3 text-3xl transition-colors group-hover:text-ember-deep`}
      >
        {title}
        <ArrowRightIcon
          aria-hidden
          size={22}
          className="transition-transform duration-300 group-hover:translate-x-1"
        />
      </h3>
      {children && <div className="mt-3 max-w-md text-muted">{children}</div>}
    </Link>
  );
}
