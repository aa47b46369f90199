/**
 * The four icons every page draws (header menu, dropdown chevron, close, card arrow), inlined as
 * plain SVG. Path data from Lucide (ISC licence), the set the rest of the site uses; drawn here
 * without lucide-react so that the shell every page loads does not carry its icon factory. Other
 * icons, on pages that need them, still come from lucide-react.
 */
import type { SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

function icon(name: string, paths: string[]) {
  function Icon({ size = 24, className = "", ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name} ${className}`.trim()}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return Icon;
}

export const ChevronDownIcon = icon("chevron-down", ["m6 9 6 6 6-6"]);
export const MenuIcon = icon("menu", ["M4 5h16", "M4 12h16", "M4 19h16"]);
export const CloseIcon = icon("x", ["M18 6 6 18", "m6 6 12 12"]);
export const ArrowRightIcon = icon("arrow-right", ["M5 12h14", "m12 5 7 7-7 7"]);
