/**
 * A span of years in words, for the about page's words: apart from the counts in words, which
 * every page's script carries, so that only the page that says it loads it.
 */
import { countInWords } from "./count-word";

/**
 * How long since `since` as a sentence says it, in whole decades: "more than fifty years" in
 * 2026 for 1970, "fifty years" in 2020, "nine years" before the first decade is out. The year
 * is the build's, as the prerendered page is written then.
 */
export function yearsInWords(since: number, now = new Date().getFullYear()): string {
  const years = now - since;
  if (years < 10) return `${countInWords(years)} ${years === 1 ? "year" : "years"}`;
  const decades = Math.floor(years / 10) * 10;
  return `${years > decades ? "more than " : ""}${countInWords(decades)} years`;
}
