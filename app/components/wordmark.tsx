import { site } from "~/content/site";

/**
 * The site's name set in the display face, with a small mark of three rising heat lines; `small`
 * where it sits in a slim bar.
 */
export function Wordmark({
  className = "",
  small = false,
}: {
  className?: string;
  small?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-7" fill="none">
        <rect x="1" y="1" width="30" height="30" rx="2" stroke="currentColor" strokeWidth="1.25" />
        <path
          d="M10 24c0-4 3-5 3-9s-2-5-2-7M16 24c0-4 3-5 3-9s-2-5-2-7M22 24c0-4 3-5 3-9s-2-5-2-7"
          stroke="currentColor"
          strokeWidth="1.25"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`font-display tracking-wordmark uppercase ${small ? "text-xl" : "text-2xl"}`}
      >
        {site.name}
      </span>
      <span className="sr-only">, home</span>
    </span>
  );
}
