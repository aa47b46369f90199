/**
 * An item's words ("What we say of it"): the Studio's field and the site's content check hold them
 * to these rules. They state no measurement, price or time themselves: where they need a figure
 * the range works out, they name it in braces, `{width}`, and the site fills it in, so the words
 * and the figures beside them never disagree.
 */
import { ADDED_FIGURES, fixedItem } from "./range";

/** A measurement, a price or a time written out in words. */
export const FIGURE_IN_WORDS =
  /\bR\s?\d|\d[\s-]*(?:°|%|m²|m³)|\d[\s-]*(?:mm|cm|m|m2|m3|sq|metres?|meters?|kw|kilowatts?|w|watts?|kg|l|litres?|liters?|amps?|v|volts?|degrees|rand|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?)\b/i;

/** `{name}` in words: a figure named for the site to fill in. */
export const NAMED_FIGURE = /\{([A-Za-z]+)\}/g;

/** The figures `words` name in braces. */
export function figureNames(words: string): string[] {
  return [...words.matchAll(NAMED_FIGURE)].map(([, name]) => name!);
}

/** The figures the item `slug`'s words may name. */
export function figuresOf(slug: string): string[] {
  return fixedItem({ slug })?.figures ?? ADDED_FIGURES[slug] ?? [];
}

/**
 * True, or what is wrong with `words` as the item `slug`'s, in an editor's words. `known` are the
 * figures it may name: the developer's item's, or for an item the business added, those its kind
 * and document give (`cabinFigures` for a collection).
 */
export function itemWords(slug: string, words: string, known = figuresOf(slug)): true | string {
  if (FIGURE_IN_WORDS.test(words.replaceAll(NAMED_FIGURE, "")))
    return "No sizes, prices or times written out: name a figure in braces, such as {width}, and the page fills it in from the range";
  const unknown = figureNames(words).filter((name) => !known.includes(name));
  if (unknown.length === 0) return true;
  return `{${unknown[0]}} is no figure of this item; ${known.length ? `it has ${known.map((name) => `{${name}}`).join(", ")}` : "it has none to name"}`;
}

/** The icons a feature may show: the site draws each (its components/feature-icon.tsx). */
export const FEATURE_ICONS = [
  { value: "flame", title: "Flame" },
  { value: "thermometer", title: "Thermometer" },
  { value: "droplets", title: "Droplets" },
  { value: "leaf", title: "Leaf" },
  { value: "ruler", title: "Ruler" },
  { value: "sparkles", title: "Sparkles" },
  { value: "shield", title: "Shield" },
  { value: "zap", title: "Lightning" },
  { value: "snowflake", title: "Snowflake" },
  { value: "wrench", title: "Wrench" },
  { value: "timer", title: "Timer" },
  { value: "lightbulb", title: "Light bulb" },
  { value: "wind", title: "Wind" },
  { value: "hammer", title: "Hammer" },
  { value: "heart", title: "Heart" },
  { value: "moon", title: "Moon" },
] as const;

/**
 * The kinds whose pages' words (headline, story and features) the business writes: each sauna
 * collection's page and the ice bath's.
 */
export const PAGED_KINDS: readonly string[] = ["sauna", "ice-bath"];

/** A collection page's words: its headline, its story in paragraphs, and its features. */
export const PAGE_LIMITS = {
  headline: [10, 90],
  paragraph: [40, 600],
  featureTitle: [3, 40],
  feature: [20, 300],
  features: [1, 6],
} as const;

/** The story's paragraphs, as editors type them: split at empty lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replaceAll(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** A figure words may name in braces: what it is, and an example of what fills it. */
export interface NamedFigure {
  about: string;
  example: string;
}

/** "it has {a} (…), {b} (…)", or "it has none to name": the figures a place offers, for a message. */
export function offeredFigures(
  names: readonly string[],
  figures: Readonly<Record<string, NamedFigure>>,
): string {
  return names.length
    ? `it has ${names.map((name) => `{${name}} (${figures[name]?.about ?? name})`).join(", ")}`
    : "it has none to name";
}

/**
 * What is wrong with `words` (spaces run together) that may name the figures `names` of `figures`:
 * a figure named that `whose` does not have, or a length outside `limits` once each figure is
 * filled in with its example; undefined when nothing is.
 */
export function namedFiguresProblem(
  words: string,
  names: readonly string[],
  figures: Readonly<Record<string, NamedFigure>>,
  [min, max]: readonly [number, number],
  whose: string,
): string | undefined {
  const unknown = figureNames(words).filter((name) => !names.includes(name));
  if (unknown.length > 0)
    return `{${unknown[0]}} is no figure of ${whose}; ${offeredFigures(names, figures)}`;
  const shown = words.replaceAll(NAMED_FIGURE, (_, name: string) => figures[name]!.example);
  if (shown.length < min) return `At least ${min} characters`;
  if (shown.length > max) return `At most ${max} characters: this is ${shown.length}`;
  return undefined;
}

/** A link in words: `[its words](/path)`. */
export const LINK_IN_WORDS = /\[([^\]]*)\]\(([^)]*)\)/g;

/** `words` with each link's brackets and path taken out, its words left. */
export const withoutLinks = (words: string) => words.replaceAll(LINK_IN_WORDS, "$1");

/**
 * What is wrong with the links in `words`, which may open the pages `paths` (none: the words may
 * hold no link), or undefined: a link without its words, one to a page not offered, a bracket
 * without its link, or, where no link is offered, a link at all.
 */
export function linksProblem(words: string, paths: readonly string[]): string | undefined {
  if (paths.length === 0) {
    return withoutLinks(words) !== words
      ? "No links here: write the words without brackets"
      : undefined;
  }
  for (const [, text, path] of words.matchAll(LINK_IN_WORDS)) {
    if (!text!.trim()) return "A link needs its words: [its words](/path)";
    if (!paths.includes(path!))
      return `"${path}" is not a page these words link to; they link to ${paths.join(", ")}`;
  }
  return /[[\]]/.test(withoutLinks(words))
    ? "A bracket is left without its link: write a link as [its words](/path)"
    : undefined;
}
