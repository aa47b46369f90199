/**
 * The guides' words as the business keeps them in the Studio: "Installation guide's words" and
 * "Warranty guide's words", one document each. The steps of an installation, the kinds of room a
 * warranty covers and the kinds of care are the site's own (a step's duration, the FAQ and a
 * period's years are keyed on them), so each document lists every one of them once and no other;
 * the site's checklist and the exclusions are the owner's to add to and take from. Words state no
 * figure themselves: where they need one the site works out (a heater's output, its circuit), they
 * name it in braces, `{smallestOutput}`, and the page fills it in. A link is written as
 * `[its words](/path)`, to one of the pages listed here. The Studio's fields and the site's content
 * step take the words by these same functions. Plain data and functions, no imports: the Studio's
 * dev server serves only its own folder.
 */

/** The documents, by guide: their ids, as the Studio's desk opens them, and their titles. */
export const GUIDE_WORDS = {
  installation: { id: "guide-words-installation", title: "Installation guide's words" },
  warranty: { id: "guide-words-warranty", title: "Warranty guide's words" },
} as const;

export type Guide = keyof typeof GUIDE_WORDS;

/** The installation's steps, in the journey's order: each step's words are given once. */
export const INSTALLATION_STEPS = [
  { id: "site-survey", name: "Site survey" },
  { id: "design-and-plans", name: "Design and plans" },
  { id: "workshop", name: "Built in the workshop" },
  { id: "delivery", name: "Delivery" },
  { id: "installation", name: "Installation days" },
  { id: "handover", name: "Handover" },
] as const;

/** The kinds of room a warranty covers, each with its periods: the words of each are given once. */
export const WARRANTY_KINDS = [
  {
    id: "cabins",
    name: "Sauna cabins",
    periods: [
      { id: "workmanship", name: "Workmanship" },
      { id: "timber", name: "Timber" },
    ],
  },
  {
    id: "heaters",
    name: "Heaters",
    periods: [
      { id: "family-sauna", name: "In a family's own sauna" },
      { id: "residents-sauna", name: "In a sauna shared by residents" },
    ],
  },
  {
    id: "steam-generators",
    name: "Steam generators",
    periods: [{ id: "steam-generator", name: "The generator" }],
  },
  { id: "ice-bath", name: "The ice bath", periods: [{ id: "ice-bath", name: "The ice bath" }] },
] as const;

/**
 * The kinds of room whose care the guide gives. The ice bath's routines after its first are its
 * page's (its Range item), which the guide adds after the ones given here.
 */
export const CARE_KINDS = [
  { id: "sauna", name: "The sauna cabin" },
  { id: "heater", name: "The heater" },
  { id: "steam-room", name: "The steam room" },
  { id: "ice-bath", name: "The ice bath" },
] as const;

/** A figure a guide's words may name, with an example of what fills it (for measuring length). */
export interface GuideFigure {
  name: string;
  about: string;
  example: string;
}

/** The figures each guide's words may name. */
export const GUIDE_FIGURES: Readonly<Record<Guide, readonly GuideFigure[]>> = {
  installation: [
    { name: "smallestOutput", about: "the smallest heater's output", example: "4.5 kW" },
    {
      name: "smallestCircuit",
      about: "the circuit the smallest heater needs on a single phase",
      example: "a dedicated 25 A circuit",
    },
    { name: "largestOutput", about: "the largest heater's output", example: "11 kW" },
    {
      name: "largestCircuit",
      about: "the circuit the largest heater needs on three-phase",
      example: "a dedicated 3 × 16 A circuit",
    },
  ],
  warranty: [],
};

/** The pages a guide's words may link to, by path, as the site spells them (a test holds them). */
export const GUIDE_LINKS = [
  { path: "/products", name: "Sauna collections" },
  { path: "/products/equipment", name: "Heaters" },
  { path: "/products/sizing", name: "Sauna and heater sizing" },
  { path: "/products/diy-sauna-kits", name: "DIY sauna kits" },
  { path: "/products/accessories", name: "Accessories" },
  { path: "/steam-rooms", name: "Steam rooms" },
  { path: "/guides", name: "Guides" },
  { path: "/guides/installation", name: "Guide: installation" },
  { path: "/guides/warranty-and-care", name: "Guide: warranty and care" },
  { path: "/guides/faq", name: "Questions and answers" },
  { path: "/contact", name: "Contact us" },
  { path: "/contact/book", name: "Book a visit" },
] as const;

/** The most characters each kind of text may have, a figure counted at its example's length. */
export const GUIDE_LIMITS = {
  title: 60,
  heading: 80,
  paragraph: 600,
  who: 120,
  summary: 300,
  covers: 80,
  detail: 600,
  appliesTo: 40,
  cadence: 40,
  careStep: 400,
} as const;

export type GuideText = keyof typeof GUIDE_LIMITS;

/** A measurement, a price or a time written out, in digits or in words ("5 years", "two weeks"). */
export const FIGURE_WRITTEN =
  /\bR\s?\d|(?:\d+(?:[.,]\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred))[\s-]*(?:°|%|m²|m³|(?:mm|cm|m|metres?|kw|kilowatts?|w|watts?|kg|l|litres?|a|amps?|v|volts?|degrees|rand|hours?|minutes?|days?|weeks?|months?|years?|steps?)\b)/i;

const NAMED = /\{([A-Za-z]+)\}/g;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;

/** The paragraphs of a text, as editors type them: split at empty lines. */
export function guideParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replaceAll(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * What is wrong with one text of guide `guide`'s words (`kind`: which limit applies; `links`:
 * whether it may hold links), as one sentence for the editor, or undefined when nothing is: words
 * missing, a figure typed out or one the guide does not have, a brace without its pair, a link
 * to a page the guide may not open, or too many characters.
 */
export function guideTextProblem(
  guide: Guide,
  kind: GuideText,
  text: unknown,
  links = false,
): string | undefined {
  const trimmed = typeof text === "string" ? text.trim() : "";
  if (!trimmed) return "Required";
  const figures = GUIDE_FIGURES[guide];
  let plain = trimmed;
  if (links) {
    for (const [, words, path] of trimmed.matchAll(LINK)) {
      if (!words!.trim()) return "A link needs its words: [its words](/path)";
      if (!GUIDE_LINKS.some((link) => link.path === path)) {
        return `"${path}" is not a page the guides link to; they link to ${GUIDE_LINKS.map((link) => link.path).join(", ")}`;
      }
    }
    plain = trimmed.replaceAll(LINK, "$1");
  }
  if (/[[\]]/.test(plain)) {
    return links
      ? "A bracket is left without its link: write a link as [its words](/path)"
      : "No links here: write the words without brackets";
  }
  const unknown = [...plain.matchAll(NAMED)]
    .map((match) => match[1]!)
    .filter((name) => !figures.some((figure) => figure.name === name));
  if (unknown.length > 0) {
    const offered = figures.map((figure) => `{${figure.name}} (${figure.about})`);
    return `{${unknown[0]}} is not a figure this guide has; ${offered.length > 0 ? `it has ${offered.join(", ")}` : "it has none"}`;
  }
  const unnamed = plain.replaceAll(NAMED, "");
  if (/[{}]/.test(unnamed)) return "A brace is left without its pair: name a figure as {name}";
  if (FIGURE_WRITTEN.test(unnamed)) {
    return "No sizes, prices or times written out: the guide's figures are the site's (Guide figures, the range); name one in braces, such as {smallestOutput}";
  }
  const shown = plain.replace(
    NAMED,
    (whole, name: string) => figures.find((figure) => figure.name === name)?.example ?? whole,
  );
  const most = GUIDE_LIMITS[kind];
  if (shown.length > most) return `At most ${most} characters; it has ${shown.length}`;
  return undefined;
}

/**
 * What is wrong with the ids a list gives (`known`: the site's, in order; `what`: "step", "kind of
 * room"), as one sentence, or undefined: none given, one the site does not know, one given twice,
 * or one left out.
 */
export function guideListProblem(
  known: readonly { id: string; name: string }[],
  given: readonly unknown[] | undefined,
  what: string,
): string | undefined {
  if (!given || given.length === 0) return `Required: ${known.map((each) => each.name).join(", ")}`;
  const seen = new Set<unknown>();
  for (const id of given) {
    if (!known.some((each) => each.id === id)) {
      return `"${String(id)}" is not a ${what} the site knows; it knows ${known.map((each) => `${each.name} (${each.id})`).join(", ")}`;
    }
    if (seen.has(id)) return `${known.find((each) => each.id === id)!.name} is given twice`;
    seen.add(id);
  }
  const missing = known.filter((each) => !seen.has(each.id));
  if (missing.length > 0) {
    return `${missing.map((each) => each.name).join(", ")} ${missing.length > 1 ? "are" : "is"} missing: every ${what} the site has needs its words`;
  }
  return undefined;
}

/** What is wrong with a list the owner keeps (the checklist, the exclusions, a routine's steps). */
export function guideEntriesProblem(given: readonly unknown[] | undefined): string | undefined {
  return !given || given.length === 0 ? "Required: at least one" : undefined;
}
