/**
 * The privacy page's words as the business keeps them in the Studio: "Privacy policy's words", one
 * document. Its sections are the site's (the forms, the services a build uses, the rights and the
 * keys the site keeps in a visitor's browser: the page's anchors and the end-to-end tests key on
 * them), so the document gives the words of each once and of no other; the lines "In short" and
 * each form's details are the owner's to add to and take from. Words state no figure the site
 * works out: how long an enquiry is kept, the day the notice last changed, the business's name and
 * the services a build names are written in braces, `{retention}`, and the page fills them in. The
 * Studio's fields and the site's content step take the words by these same functions. Plain data
 * and functions, importing only the other rules: the Studio's dev server serves only its own folder.
 */
import { guideListProblem } from "./guides";

/** The document: its id, as the Studio's desk opens it, its type and its title. */
export const PRIVACY_WORDS = {
  id: "privacy-words",
  type: "privacyWords",
  title: "Privacy policy's words",
} as const;

/** A figure the words may name, with an example of what fills it (for measuring length). */
export interface PrivacyFigure {
  about: string;
  example: string;
}

/** Every figure the page fills in, by the name the words give it in braces. */
export const PRIVACY_FIGURES = {
  retention: {
    about: "how long an enquiry is kept (Contact details, Privacy notice)",
    example: "2 years",
  },
  updated: { about: "the day the notice last changed", example: "24 November 2026" },
  businessName: { about: "the business's name", example: "Vaja" },
  emailService: { about: "the e-mail delivery service the forms send through", example: "EmailJS" },
  reviewsService: { about: "the service that shows the reviews", example: "Elfsight" },
  articlesService: { about: "the content service the articles come from", example: "Sanity" },
} as const satisfies Record<string, PrivacyFigure>;

export type PrivacyFigureName = keyof typeof PRIVACY_FIGURES;

/** A section's entry the site knows: its id (the page's anchor), its name in the Studio. */
export interface PrivacyEntry {
  id: string;
  name: string;
  /** The figures its words may name beside `{businessName}`. */
  figures?: readonly PrivacyFigureName[];
}

/** The forms whose details the page explains, each once (anchored `#enquiry-form`...). */
export const PRIVACY_FORMS = [
  { id: "enquiry-form", name: "The enquiry form" },
  { id: "booking-form", name: "The consultation booking form" },
] as const satisfies readonly PrivacyEntry[];

/**
 * Who receives a visitor's details: each of the site's cases once. A build shows the cases its
 * configuration makes true (the page's anchor is the id before any "-none"); the rest wait in the
 * document for the day the configuration changes.
 */
export const PRIVACY_RECIPIENTS = [
  {
    id: "emailjs",
    name: "Your enquiry, when the forms send through EmailJS",
    figures: ["emailService"],
  },
  { id: "own-server", name: "Your enquiry, when the site's own server receives it" },
  { id: "alternatives", name: "If sending fails (always shown)" },
  {
    id: "reviews",
    name: "Reviews, when the home page shows them from Elfsight",
    figures: ["reviewsService"],
  },
  { id: "reviews-none", name: "Reviews, when no reviews service is set up" },
  { id: "blog", name: "Articles, when they come from Sanity", figures: ["articlesService"] },
  { id: "blog-none", name: "Articles, when the site's own server serves them" },
] as const satisfies readonly PrivacyEntry[];

/** The visitor's rights under POPIA, each once (anchored `#right-access`...). */
export const PRIVACY_RIGHTS = [
  { id: "access", name: "To know what we hold" },
  { id: "correction", name: "To correct it" },
  { id: "deletion", name: "To have it deleted" },
  { id: "objection", name: "To object" },
  { id: "complaint", name: "To complain" },
] as const satisfies readonly PrivacyEntry[];

/**
 * Every key the site keeps in a tab's session storage, each described once: the site's own list
 * (`app/privacy/storage.ts`, to which a test holds this one). A developer who adds a key adds it
 * to both; the build then stops until the business has described it.
 */
export const PRIVACY_STORAGE = [
  { id: "react-router-scroll-positions", name: "Scroll positions" },
  { id: "vaja:enquiry-draft", name: "The enquiry's draft" },
  { id: "vaja:booking-draft", name: "The booking's draft" },
  { id: "vaja:enquiry-sent", name: "When an enquiry was last sent" },
] as const satisfies readonly PrivacyEntry[];

/** The most characters each kind of text may have, a figure counted at its example's length. */
export const PRIVACY_LIMITS = {
  heading: 80,
  title: 60,
  headline: 80,
  paragraph: 600,
  line: 160,
  summary: 200,
  label: 60,
  why: 240,
  holds: 240,
  cleared: 80,
} as const;

export type PrivacyText = keyof typeof PRIVACY_LIMITS;

/**
 * The document's own texts (its lists' are in `PRIVACY_ENTRY_TEXTS`), in the page's order: each
 * field's title in the Studio, its kind, whether it holds paragraphs, the figures it may name
 * beside `{businessName}`, and those it must name (the notice states its period and its date).
 */
export const PRIVACY_TEXTS = {
  heading: { title: "Main heading", kind: "heading" },
  intro: { title: "Introduction", kind: "paragraph", paragraphs: true },
  collectHeading: { title: "What we collect: heading", kind: "heading" },
  collectIntro: { title: "What we collect: introduction", kind: "paragraph", paragraphs: true },
  collectUse: { title: "What we collect: what we use it for", kind: "paragraph", paragraphs: true },
  whereHeading: { title: "Where it goes: heading", kind: "heading" },
  whereIntro: { title: "Where it goes: introduction", kind: "paragraph", paragraphs: true },
  keepHeading: { title: "How long: heading", kind: "heading" },
  keepHeadline: {
    title: "How long: the period in large type",
    kind: "headline",
    figures: ["retention"],
  },
  keepText: {
    title: "How long: words",
    kind: "paragraph",
    paragraphs: true,
    figures: ["retention"],
    required: ["retention"],
  },
  browserHeading: { title: "Your browser: heading", kind: "heading" },
  browserIntro: { title: "Your browser: introduction", kind: "paragraph", paragraphs: true },
  rightsHeading: { title: "Your rights: heading", kind: "heading" },
  rightsIntro: { title: "Your rights: introduction", kind: "paragraph", paragraphs: true },
  officerHeading: { title: "Who to write to: heading", kind: "heading" },
  officerIntro: { title: "Who to write to: introduction", kind: "paragraph", paragraphs: true },
  updatedText: {
    title: "Who to write to: when the notice changed",
    kind: "paragraph",
    figures: ["updated"],
    required: ["updated"],
  },
} as const satisfies Record<
  string,
  {
    title: string;
    kind: PrivacyText;
    paragraphs?: boolean;
    figures?: readonly PrivacyFigureName[];
    required?: readonly PrivacyFigureName[];
  }
>;

export type PrivacyTextField = keyof typeof PRIVACY_TEXTS;

/** The texts of each list's entries: their field, title and kind. */
export const PRIVACY_ENTRY_TEXTS = {
  inShort: { line: "line" },
  forms: { title: "title", summary: "summary" },
  fields: { label: "label", why: "why" },
  recipients: { title: "title", text: "paragraph" },
  rights: { title: "title", text: "paragraph" },
  storage: { holds: "holds", cleared: "cleared" },
} as const satisfies Record<string, Record<string, PrivacyText>>;

/** How many lines "In short" and how many details a form may give. */
export const PRIVACY_LIST_SIZES = { inShort: [1, 6], fields: [1, 12] } as const;

/** A duration, a date or an e-mail address written out, in digits or in words. */
const FIGURE_WRITTEN = [
  /(?:\d+|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|sixty)\b)[\s-]*(?:hours?|days?|weeks?|months?|years?)\b/i,
  /\b\d{4}-\d{2}-\d{2}\b/,
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b/i,
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
];

/** The services a build names, and the storage keys, are the site's: never typed out. */
const NAMES_WRITTEN = [
  ...(["emailService", "reviewsService", "articlesService"] as const).map(
    (name) => [PRIVACY_FIGURES[name].example, `{${name}}`] as const,
  ),
  ...PRIVACY_STORAGE.map((item) => [item.id, "the list below it, which the site writes"] as const),
];

const NAMED = /\{([A-Za-z]+)\}/g;

/** The paragraphs of a text, as editors type them: split at empty lines. */
export function privacyParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replaceAll(/\s+/g, " ").trim())
    .filter(Boolean);
}

const offered = (names: readonly PrivacyFigureName[]) =>
  names.map((name) => `{${name}} (${PRIVACY_FIGURES[name].about})`).join(", ");

/**
 * What is wrong with one text of the privacy page's words (`kind`: which limit applies;
 * `figures`: those it may name beside `{businessName}`; `required`: those it must name once), as
 * one sentence for the editor, or undefined when nothing is: words missing, a figure typed out or
 * one the page does not have, a brace without its pair, or too many characters.
 */
export function privacyTextProblem(
  kind: PrivacyText,
  text: unknown,
  figures: readonly PrivacyFigureName[] = [],
  required: readonly PrivacyFigureName[] = [],
): string | undefined {
  const trimmed = typeof text === "string" ? text.replaceAll(/\s+/g, " ").trim() : "";
  if (!trimmed) return "Required";
  const allowed: PrivacyFigureName[] = ["businessName", ...figures];
  const named = [...trimmed.matchAll(NAMED)].map((match) => match[1]!);
  const unknown = named.find((name) => !allowed.includes(name as PrivacyFigureName));
  if (unknown) {
    return `{${unknown}} is not a figure the page gives here; it has ${offered(allowed)}`;
  }
  const missing = requiredOnce(trimmed, required);
  if (missing) return missing;
  const unnamed = trimmed.replaceAll(NAMED, "");
  if (/[{}]/.test(unnamed)) return "A brace is left without its pair: name a figure as {name}";
  if (FIGURE_WRITTEN.some((pattern) => pattern.test(unnamed))) {
    return `No periods, dates or addresses written out: they are the site's; name one in braces, as ${offered(allowed)}`;
  }
  const written = NAMES_WRITTEN.find(([name]) =>
    unnamed.toLowerCase().includes(name.toLowerCase()),
  );
  if (written) return `"${written[0]}" is the site's to name: write ${written[1]}`;
  const shown = trimmed.replace(
    NAMED,
    (whole, name: string) => PRIVACY_FIGURES[name as PrivacyFigureName]?.example ?? whole,
  );
  const most = PRIVACY_LIMITS[kind];
  if (shown.length > most) return `At most ${most} characters; it has ${shown.length}`;
  return undefined;
}

/** What is wrong with one of the document's own texts (`PRIVACY_TEXTS`), paragraphs and all. */
export function privacyFieldProblem(field: PrivacyTextField, value: unknown): string | undefined {
  const rule: {
    kind: PrivacyText;
    paragraphs?: boolean;
    figures?: readonly PrivacyFigureName[];
    required?: readonly PrivacyFigureName[];
  } = PRIVACY_TEXTS[field];
  if (!rule.paragraphs) return privacyTextProblem(rule.kind, value, rule.figures, rule.required);
  const list = typeof value === "string" ? privacyParagraphs(value) : [];
  if (list.length === 0) return "Required";
  for (const paragraph of list) {
    const problem = privacyTextProblem(rule.kind, paragraph, rule.figures);
    if (problem) return problem;
  }
  // A figure the notice must state is named once in all its paragraphs.
  return rule.required ? requiredOnce(list.join(" "), rule.required) : undefined;
}

/** Whether `text` names each of `required` exactly once, as a problem or undefined. */
function requiredOnce(text: string, required: readonly PrivacyFigureName[]): string | undefined {
  const named = [...text.matchAll(NAMED)].map((match) => match[1]!);
  for (const name of required) {
    const count = named.filter((each) => each === name).length;
    if (count === 0)
      return `Name {${name}} (${PRIVACY_FIGURES[name].about}): the notice must state it`;
    if (count > 1) return `Name {${name}} once; it is named ${count} times`;
  }
  return undefined;
}

/**
 * What is wrong with the ids a list gives (`known`: the site's, in order; `what`: "form",
 * "right"): the guides' rule for a list of the site's entries, each given once.
 */
export const privacyListProblem = guideListProblem;

/** What is wrong with the size of a list the owner keeps ("In short", a form's details). */
export function privacyEntriesProblem(
  list: keyof typeof PRIVACY_LIST_SIZES,
  given: readonly unknown[] | undefined,
): string | undefined {
  const [least, most] = PRIVACY_LIST_SIZES[list];
  const count = given?.length ?? 0;
  if (count < least) return `Required: at least ${least}`;
  if (count > most) return `At most ${most}; it has ${count}`;
  return undefined;
}

/** The figures an entry of `known` may name (beside `{businessName}`), by its id. */
export function entryFigures(
  known: readonly PrivacyEntry[],
  id: unknown,
): readonly PrivacyFigureName[] {
  return known.find((each) => each.id === id)?.figures ?? [];
}
