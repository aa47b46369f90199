/**
 * Numbers with their units, written so that a line never ends between them: "2400 mm", "16 °C",
 * "2060 × 2000 × 2400 mm", "220–240 V". Copy we write uses the builders (`measure`, `size`, `span`,
 * `unbroken`); text we do not write, the blog's posts, goes through `keepUnitsTogether`. The
 * catalogue check (validate.ts) refuses copy that `keepUnitsTogether` would still change.
 *
 * Neither font has a glyph for the non-breaking hyphen (U+2011): the browser would draw it from
 * another typeface. A hyphen or dash is held to what follows by an invisible word joiner instead.
 */
import type { Dimensions } from "../catalogue/range";

/** No-break space: between a number and its unit. */
export const NO_BREAK_SPACE = "\u00A0";
/** Narrow no-break space: either side of the × of a size, which reads better tight. */
export const NARROW_NO_BREAK_SPACE = "\u202F";
/** Word joiner: forbids the line break a browser allows after a hyphen or dash; draws nothing. */
export const WORD_JOINER = "\u2060";

const TIMES = `${NARROW_NO_BREAK_SPACE}×${NARROW_NO_BREAK_SPACE}`;

/** A whole number with its thousands apart by a non-breaking space, as en-ZA writes it: "4 620". */
export function groupDigits(count: number | string): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
}

/** "2400 mm", "3.5 A", "100 % RH". */
export function measure(value: number | string, unit: string): string {
  return `${value}${NO_BREAK_SPACE}${unit.replaceAll(" ", NO_BREAK_SPACE)}`;
}

/** "2060 × 2000 × 2400 mm"; "W × D × H" without a unit. */
export function size(parts: readonly (number | string)[], unit?: string): string {
  const joined = parts.join(TIMES);
  return unit ? measure(joined, unit) : joined;
}

/** "4.5", "4.5 or 6", "4.5, 6 or 8": alternatives as a sentence lists them, the unit added after. */
export function listOf(values: readonly (number | string)[]): string {
  const words = values.map(String);
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** "220–240 V"; "1–2" without a unit. */
export function span(from: number | string, to: number | string, unit?: string): string {
  const joined = `${from}–${WORD_JOINER}${to}`;
  return unit ? measure(joined, unit) : joined;
}

/** "Commercial-grade": words that must stay on one line, as in a short heading. */
export function unbroken(words: string): string {
  return words.replaceAll(" ", NO_BREAK_SPACE).replace(/[-–](?!\u2060)/g, `$&${WORD_JOINER}`);
}

/** "2060 × 2000 × 2400 mm": an outside size, width × depth × height. */
export function sizeText({ width, depth, height }: Dimensions): string {
  return size([width, depth, height], "mm");
}

/** "1400 × 1400 mm": a footprint, width × depth. */
export function footprintText({ width, depth }: Pick<Dimensions, "width" | "depth">): string {
  return size([width, depth], "mm");
}

/** "1800 mm wide and 2100 mm deep": a footprint in a sentence, as in a plan's alt text. */
export function footprintInWords({ width, depth }: Pick<Dimensions, "width" | "depth">): string {
  return `${measure(width, "mm")} wide and ${measure(depth, "mm")} deep`;
}

/** Units that follow a number in our copy and in the blog; longer symbols before their prefixes. */
const UNITS = ["mm", "cm", "km", "m²", "m³", "m", "kg", "kW", "W", "V", "A", "L", "°C", "%"];

/** A breakable space between a number and its unit: "2400 mm". */
const SPACE_BEFORE_UNIT = new RegExp(
  `(\\d)[ \\t\\r\\n]+(?=(?:${UNITS.join("|")})(?![\\p{L}\\p{N}]))`,
  "gu",
);
/** The × of a size and any spaces around it: "2.0 m × 2.0 m". */
const TIMES_SIGN = /[ \t\r\n\u00A0\u202F]*×[ \t\r\n\u00A0\u202F]*/gu;
/** A dash a browser may break after: in a range ("220–240") or a compound ("16-amp"). */
const BREAKABLE_DASH = /(\d–)(?=[\p{L}\p{N}])|(\d-)(?=\p{L})/gu;

/**
 * `text` with every number joined to its unit, every size held together at its ×, and every
 * numeric range or compound held together at its dash. Joined text comes back unchanged.
 */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(SPACE_BEFORE_UNIT, `$1${NO_BREAK_SPACE}`)
    .replace(TIMES_SIGN, TIMES)
    .replace(BREAKABLE_DASH, `$&${WORD_JOINER}`);
}

/** Where `text` could part a number from its unit (a few characters around it), or undefined. */
export function partedUnit(text: string): string | undefined {
  const joined = keepUnitsTogether(text);
  if (joined === text) return undefined;
  let at = 0;
  while (text[at] === joined[at]) at++;
  return text.slice(Math.max(0, at - 12), at + 12);
}

/** `text` with its joining spaces as plain spaces and its word joiners gone, as an e-mail reads best. */
export function plainText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "");
}
