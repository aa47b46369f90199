/**
 * What a showroom has on show and how a visit there goes, as the Studio and the site's content
 * check both judge it: the collections on show are items of the range a visitor can sit in or
 * step into (a sauna collection or the ice bath), each named once; the visit's words (parking,
 * step-free access, finding the door) are short paragraphs. Dependency-free but for the range as
 * the Studio knows it.
 */
import { STUDIO_RANGE, type StudioRangeItem } from "./range";

/** The kinds of item a showroom can have on show: the cabins and the ice bath. */
export const ON_SHOW_KINDS: readonly StudioRangeItem["kind"][] = ["sauna", "ice-bath"];

/** The items a showroom can have on show, in the range's order. */
export const SHOWABLE_ITEMS: readonly StudioRangeItem[] = STUDIO_RANGE.filter((item) =>
  ON_SHOW_KINDS.includes(item.kind),
);

/** The most items one showroom lists. */
export const MAX_ON_SHOW = 6;

/** What is wrong with a showroom's list of items on show, or undefined when it is right. */
export function onShowProblem(slugs: readonly unknown[] | undefined): string | undefined {
  if (!slugs || slugs.length === 0) return "at least one collection on show";
  if (slugs.length > MAX_ON_SHOW) return `at most ${MAX_ON_SHOW} collections`;
  const known = new Set(SHOWABLE_ITEMS.map((item) => item.slug));
  const unknown = slugs.find((slug) => typeof slug !== "string" || !known.has(slug));
  if (unknown !== undefined)
    return `"${String(unknown)}" is not a collection of the range (one of ${[...known].join(", ")})`;
  const twice = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
  if (twice !== undefined) return `"${String(twice)}" is listed twice`;
  return undefined;
}

/** The longest paragraph of a visit's words (parking, access, finding the door). */
export const VISIT_TEXT_MAX = 320;

/** What is wrong with one of a visit's paragraphs, or undefined when it is right. */
export function visitTextProblem(text: unknown): string | undefined {
  if (typeof text !== "string" || text.trim().length < 20) return "a sentence or two";
  if (text.length > VISIT_TEXT_MAX) return `at most ${VISIT_TEXT_MAX} characters`;
  return undefined;
}
