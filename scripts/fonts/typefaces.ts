/**
 * The site's two typefaces and the subsets the font step (build-fonts.ts) cuts from them. Shared
 * by that step, the build's coverage check (coverage.ts) and their tests.
 *
 * Each typeface becomes two files, both from the Latin file of its @fontsource-variable package:
 * - `{id}-latin.woff2`, preloaded by every page: the characters in `PRELOADED_TEXT`, which the
 *   build checks covers every character of every page;
 * - `{id}-latin-rest.woff2`: the rest of that Latin file (other accented letters and symbols),
 *   which a browser fetches only for a page that uses one of them (CSS `unicode-range`).
 */

/** Printable ASCII: every page needs it. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index));

/**
 * What the site's copy uses beyond ASCII, and the house typography it is moving to: no-break
 * spaces, the narrow no-break space (U+202F, "10 °C", "R 45 000") and the non-breaking hyphen
 * (U+2011), en and em dashes, curly quotes and apostrophes, the ellipsis, the middle dot, the
 * multiplication sign (dimensions), degrees, squared and cubed (m², m³), the copyright sign,
 * "ö" (löyly, the steam of a Finnish sauna), and the bullet: a `list-style: disc` marker is drawn
 * without it, but Chromium fetches the face that has it all the same.
 */
const HOUSE_TEXT = "\u00a0\u202f\u2011–—‘’“”…·×°²³©ö•";

export const PRELOADED_TEXT = [...ASCII, ...HOUSE_TEXT].join("");

/**
 * Characters the typefaces lack, drawn with a glyph they have: the non-breaking hyphen is a hyphen,
 * the narrow no-break space a thin space where there is one, else a no-break space. Each alias maps
 * to the first of its sources the font has.
 */
export const ALIASES: Record<number, readonly number[]> = {
  0x2011: [0x2010, 0x002d],
  0x202f: [0x2009, 0x00a0],
};

/** Layout features browsers apply by default; the rest (fractions, figure styles) go unused. */
export const LAYOUT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
];

export interface Typeface {
  /** File names start with it. */
  id: string;
  /** The CSS family name (`--font-display`, `--font-sans` in app.css). */
  family: string;
  /** The source file, in node_modules. */
  source: string;
  /**
   * The weight axis kept: one weight (a static font, a third of the variable file) or a range. The
   * CSS `font-weight` of the face matches it; a weight outside the range is drawn at the nearest end.
   */
  weight: number | { min: number; max: number; default: number };
}

export const TYPEFACES: Typeface[] = [
  {
    // Headings, the wordmark and the customer names: regular (400) only, italic synthesised as before.
    id: "fraunces",
    family: "Fraunces",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weight: 400,
  },
  {
    // Text: light (300, the "sans-light" customer names), regular, medium (500, labels, links,
    // buttons) and semibold (600, bold text in blog posts).
    id: "inter",
    family: "Inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weight: { min: 300, max: 600, default: 400 },
  },
];

export const cssWeight = ({ weight }: Typeface) =>
  typeof weight === "number" ? String(weight) : `${weight.min} ${weight.max}`;

/** One generated file: its typeface, name, whether pages preload it, and what it covers. */
export interface FontFile {
  family: string;
  file: string;
  preload: boolean;
  codePoints: number[];
}

/** What the font step writes next to the fonts, for the build's coverage check. */
export interface FontManifest {
  files: FontFile[];
}
