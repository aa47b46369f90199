import type { ComponentProps } from "react";
import { Link } from "react-router";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xs px-7 text-sm font-medium tracking-wide transition-colors duration-200 ease-calm";

export const buttonVariants = {
  /** Solid ink: the page's main action on light backgrounds. */
  primary: `${base} bg-ink text-stone hover:bg-ember-deep`,
  /** Thin outline: the secondary action on light backgrounds. */
  secondary: `${base} border border-ink/70 text-ink hover:border-ember-deep hover:text-ember-deep`,
  /** Solid stone: the main action on dark backgrounds. */
  light: `${base} bg-stone text-ink hover:bg-birch`,
  /** Thin outline on dark backgrounds. */
  "outline-light": `${base} border border-stone/60 text-stone hover:border-stone hover:bg-stone/10`,
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link styled as a button: every call to action on the site navigates somewhere. */
export function ButtonLink({ variant = "primary", className, ...props }: ButtonLinkProps) {
  return <Link className={`${buttonVariants[variant]} ${className ?? ""}`} {...props} />;
}
