/**
 * The questions and answers page's own words as the business keeps them in the Studio:
 * "Questions and answers' words", one document. It gives the page's heading, introduction and
 * closing invitation, each group's title, and each of the site's own questions with its answer.
 * The groups and the questions are the site's (the page's anchors and the figures an answer may
 * give are keyed on them), so the document lists every group once, and in each group every one of
 * its questions once and no other; the owner words them and puts them in the order they like. A
 * question of the owner's own is a "Your questions and answers" document (faqQuestion), which the
 * page shows after its group's. Words state no figure themselves: an answer names the figures the
 * site works out for it in braces, `{kitForTwo}`, `{sessionCostSmall}`, and the page fills them
 * in; an answer naming a figure still to confirm is flagged for the launch check. A link is
 * written `[its words](/path)`, to one of the pages listed here. The Studio's fields and the
 * site's content step take the words by these same functions. Plain data and functions, importing
 * only the Studio's other rules: the Studio's dev server serves only its own folder.
 */
import { FIGURE_WRITTEN, GUIDE_LINKS, guideListProblem, guideParagraphs } from "./guides";
import { FIGURE_IN_WORDS } from "./words";

/** The document: its id, as the Studio's desk opens it, and its title. */
export const FAQ_WORDS = { id: "faq-words", title: "Questions and answers' words" } as const;

/** A figure an answer may name, with an example of what fills it (for measuring length). */
export interface FaqFigure {
  about: string;
  example: string;
}

/** Every figure the answers may name; each question lists those its answer may use. */
export const FAQ_FIGURES = {
  kitForTwo: { about: "the smallest kit that seats two", example: "Vakio Two" },
  kitFootprint: { about: "that kit's footprint", example: "1800 × 1400 mm" },
  kitHeight: { about: "a kit's height", example: "2100 mm" },
  cabinForTwo: {
    about: "the smallest collection built to order that seats two",
    example: "Kaelis",
  },
  cabinForTwoSize: { about: "that collection's outside size", example: "1800 × 2100 × 2400 mm" },
  outdoorCabins: {
    about: "the collections clad in thermally modified timber, as a list",
    example: "Aurora, Loyly and Elysium",
  },
  insideTimbers: {
    about: "the timbers inside our collections, as a list",
    example: "western red cedar, obeche, pine and thermo pine",
  },
  outsideTimbers: {
    about: "the thermally modified timbers for outside, as a list",
    example: "Lunawood and thermo pine",
  },
  waterRange: { about: "the ice bath's water temperatures", example: "16 °C down to 0.5 °C" },
  chillerSocket: {
    about: "the socket the ice bath's chiller plugs into",
    example: "a 16 A wall socket of its own, protected by an earth-leakage switch",
  },
  installationDays: { about: "the installation days on site (Guide figures)", example: "1–3 days" },
  journey: {
    about: "the whole journey, survey to first heat (Guide figures)",
    example: "4–9 weeks",
  },
  smallestOutput: { about: "the smallest heater's output", example: "4.5 kW" },
  smallestSinglePhase: {
    about: "the circuit the smallest heater needs on a single phase",
    example: "a dedicated 20 A circuit",
  },
  largestOutput: { about: "the largest heater's output", example: "11 kW" },
  largestSinglePhase: {
    about: "the circuit the largest heater needs on a single phase",
    example: "a dedicated 50 A circuit",
  },
  largestThreePhase: {
    about: "the circuit the largest heater needs on three-phase",
    example: "a dedicated 3 × 16 A circuit",
  },
  sessionMinutes: { about: "the sizing calculator's session", example: "60 minutes" },
  sessionCostSmall: {
    about: "a session's cost in our smallest collection the calculator sizes",
    example: "R 19.27",
  },
  heaterSmall: { about: "that collection's heater", example: "4.5 kW" },
  collectionSmall: { about: "that collection", example: "Vakio" },
  sessionCostLarge: {
    about: "a session's cost in our largest collection the calculator sizes",
    example: "R 53.91",
  },
  heaterLarge: { about: "that collection's heater", example: "11 kW" },
  collectionLarge: { about: "that collection", example: "Elysium" },
  tariff: { about: "the calculator's electricity price per kWh", example: "R 3.38" },
  heatUp: {
    about: "how long a cabin takes to heat, quickest to slowest",
    example: "30–60 minutes",
  },
  airFrom: { about: "the coolest air most people like", example: "70" },
  airTo: { about: "the hottest air most people like", example: "90 °C" },
  roundLength: { about: "how long to stay in a round", example: "10–15 minutes" },
  heaterWarranty: {
    about: "the heater maker's guarantee in a family's own sauna",
    example: "2 years",
  },
  officeCities: {
    about: "the cities of our offices, as a list",
    example: "Johannesburg and Cape Town",
  },
  servedCities: {
    about: "the cities we serve, as a list",
    example: "Johannesburg, Cape Town and Pretoria",
  },
  startingPrice: {
    about: 'where our saunas start: "from" the lowest price, or "at a price on request"',
    example: "from R 65 000",
  },
} as const satisfies Record<string, FaqFigure>;

export type FaqFigureName = keyof typeof FAQ_FIGURES;

/** One of the site's own questions: its anchor, its name in the Studio, the figures it may give. */
export interface FaqEntryRule {
  id: string;
  name: string;
  figures: readonly FaqFigureName[];
}

/** The page's groups, in the page's order, each with its own questions. */
export const FAQ_SITE_GROUPS = [
  {
    id: "choosing",
    name: "Choosing",
    entries: [
      {
        id: "space-for-two",
        name: "Space for two",
        figures: ["kitForTwo", "kitFootprint", "kitHeight", "cabinForTwo", "cabinForTwoSize"],
      },
      { id: "indoor-or-outdoor", name: "Indoors or outdoors", figures: ["outdoorCabins"] },
      {
        id: "which-timber",
        name: "Which timber",
        figures: ["insideTimbers", "outsideTimbers"],
      },
      {
        id: "ice-bath-chiller",
        name: "The ice bath's chiller",
        figures: ["waterRange", "chillerSocket"],
      },
    ],
  },
  {
    id: "installing",
    name: "Installing",
    entries: [
      {
        id: "installation-time",
        name: "How long installation takes",
        figures: ["installationDays", "journey"],
      },
      {
        id: "electrician",
        name: "An electrician, three-phase",
        figures: [
          "smallestOutput",
          "smallestSinglePhase",
          "largestOutput",
          "largestSinglePhase",
          "largestThreePhase",
          "chillerSocket",
        ],
      },
      { id: "build-it-myself", name: "Building it myself", figures: [] },
    ],
  },
  {
    id: "running",
    name: "Running costs and use",
    entries: [
      {
        id: "session-cost",
        name: "A session's cost",
        figures: [
          "sessionMinutes",
          "sessionCostSmall",
          "heaterSmall",
          "collectionSmall",
          "sessionCostLarge",
          "heaterLarge",
          "collectionLarge",
          "tariff",
        ],
      },
      {
        id: "how-hot-how-long",
        name: "How hot, how long",
        figures: ["heatUp", "airFrom", "airTo", "roundLength"],
      },
      { id: "every-day", name: "Every day", figures: ["heaterWarranty"] },
    ],
  },
  {
    id: "care",
    name: "Care and health",
    entries: [
      { id: "health-cautions", name: "Who should be careful", figures: [] },
      { id: "looking-after", name: "Looking after a sauna", figures: [] },
      { id: "stones-and-water", name: "What goes on the stones", figures: [] },
    ],
  },
  {
    id: "buying",
    name: "Buying",
    entries: [
      { id: "delivery-areas", name: "Where we deliver", figures: ["officeCities", "servedCities"] },
      { id: "prices-and-quotes", name: "Prices and quotations", figures: ["startingPrice"] },
    ],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  entries: readonly FaqEntryRule[];
}[];

export type FaqGroupId = (typeof FAQ_SITE_GROUPS)[number]["id"];

/** The pages the answers may link to: the guides' and the two product pages they name. */
export const FAQ_LINKS = [
  ...GUIDE_LINKS,
  { path: "/products/ice-bath/premium-ice-bath", name: "The ice bath" },
  { path: "/products/auroma-concentrates", name: "Aroma concentrates" },
] as const;

/** The most characters each kind of text may have, a figure counted at its example's length. */
export const FAQ_LIMITS = {
  heading: 80,
  title: 40,
  question: 160,
  paragraph: 700,
  answer: 1500,
  intro: 600,
} as const;

export type FaqText = keyof typeof FAQ_LIMITS;

const NAMED = /\{([A-Za-z]+)\}/g;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;

/** A site's question by its id, with its group, or undefined. */
export function faqEntryRule(id: unknown): FaqEntryRule | undefined {
  for (const group of FAQ_SITE_GROUPS) {
    const entry = (group.entries as readonly FaqEntryRule[]).find((each) => each.id === id);
    if (entry) return entry;
  }
  return undefined;
}

/** The figures named in braces in `text`. */
export function faqFiguresNamed(text: string): string[] {
  return [...text.matchAll(NAMED)].map((match) => match[1]!);
}

/**
 * What is wrong with one text of the page's words (`kind`: which limit applies; `figures`: those
 * it may name; `links`: whether it may hold links), as one sentence for the editor, or undefined:
 * words missing, a figure typed out or one it does not have, a brace without its pair, a link to
 * a page the answers may not open, or too many characters.
 */
export function faqTextProblem(
  kind: FaqText,
  text: unknown,
  figures: readonly string[] = [],
  links = false,
): string | undefined {
  const trimmed = typeof text === "string" ? text.replaceAll(/\s+/g, " ").trim() : "";
  if (!trimmed) return "Required";
  let plain = trimmed;
  if (links) {
    for (const [, words, path] of trimmed.matchAll(LINK)) {
      if (!words!.trim()) return "A link needs its words: [its words](/path)";
      if (!FAQ_LINKS.some((link) => link.path === path)) {
        return `"${path}" is not a page the answers link to; they link to ${FAQ_LINKS.map((link) => link.path).join(", ")}`;
      }
    }
    plain = trimmed.replaceAll(LINK, "$1");
  }
  if (/[[\]]/.test(plain)) {
    return links
      ? "A bracket is left without its link: write a link as [its words](/path)"
      : "No links here: write the words without brackets";
  }
  const unknown = faqFiguresNamed(plain).filter((name) => !figures.includes(name));
  if (unknown.length > 0) {
    const offered = figures.map(
      (name) => `{${name}} (${FAQ_FIGURES[name as FaqFigureName]?.about ?? name})`,
    );
    return `{${unknown[0]}} is not a figure this ${kind === "question" || kind === "paragraph" ? "question" : "text"} has; ${offered.length > 0 ? `it has ${offered.join(", ")}` : "it has none"}`;
  }
  const unnamed = plain.replaceAll(NAMED, "");
  if (/[{}]/.test(unnamed)) return "A brace is left without its pair: name a figure as {name}";
  if (FIGURE_WRITTEN.test(unnamed) || FIGURE_IN_WORDS.test(unnamed)) {
    return "No sizes, prices or times written out: the answers' figures are the site's (the range, the calculator, Guide figures); name one in braces, such as {sessionCostSmall}";
  }
  const most = FAQ_LIMITS[kind];
  const length = shownLength(plain);
  if (length > most) return `At most ${most} characters; it has ${length}`;
  return undefined;
}

/** A text's length as a reader sees it, each figure counted at its example's length. */
function shownLength(plain: string): number {
  return plain.replace(
    NAMED,
    (whole, name: string) => FAQ_FIGURES[name as FaqFigureName]?.example ?? whole,
  ).length;
}

/** What is wrong with the site's question `entry`'s question: as a text, or no question mark. */
export function faqQuestionProblem(entry: unknown, question: unknown): string | undefined {
  const problem = faqTextProblem("question", question, faqEntryRule(entry)?.figures ?? []);
  if (problem) return problem;
  return String(question).trim().endsWith("?") ? undefined : "A question ends with ?";
}

/**
 * What is wrong with the answer to the site's question `entry` (paragraphs, an empty line between
 * them, with links): a paragraph's problem, or the whole too long.
 */
export function faqAnswerProblem(entry: unknown, answer: unknown): string | undefined {
  const list = typeof answer === "string" ? guideParagraphs(answer) : [];
  if (list.length === 0) return "Required";
  const figures = faqEntryRule(entry)?.figures ?? [];
  for (const paragraph of list) {
    const problem = faqTextProblem("paragraph", paragraph, figures, true);
    if (problem) return problem;
  }
  const length = shownLength(list.join("\n\n").replaceAll(LINK, "$1"));
  return length > FAQ_LIMITS.answer
    ? `At most ${FAQ_LIMITS.answer} characters in all; it has ${length}`
    : undefined;
}

/** What is wrong with the groups the document gives: each of the page's once, no other. */
export function faqGroupsProblem(given: readonly unknown[] | undefined): string | undefined {
  return guideListProblem(FAQ_SITE_GROUPS, given, "group of questions");
}

/** What is wrong with the questions group `group` gives: each of its own once, no other. */
export function faqEntriesProblem(
  group: unknown,
  given: readonly unknown[] | undefined,
): string | undefined {
  const known = FAQ_SITE_GROUPS.find((each) => each.id === group);
  return known ? guideListProblem(known.entries, given, "question") : undefined;
}

/** Paragraphs as editors type them, split at empty lines (the guides' rule). */
export const faqParagraphs = guideParagraphs;
