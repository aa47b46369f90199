/**
 * The guides' figures and words as the business keeps them in the content studio. "Guide figures"
 * (one document): how long each step of an installation takes and how long our own warranties
 * last, each with whether it is confirmed; `npm run content` reads them with `GUIDES_QUERY`,
 * checks them and writes `generated/guides.ts`, which the installation and warranty guides read,
 * and from which a built sauna's lead time is worked out (the sum of the steps), so the three
 * always agree. "Installation guide's words" and "Warranty guide's words" (one document each):
 * every word the two guides give, checked by the Studio's own rules
 * (content-studio/rules/guides.ts) and written to `generated/guide-words.ts`, which only the two
 * guides and the questions load.
 */
import { z } from "zod";

import {
  CARE_KINDS,
  type Guide,
  GUIDE_WORDS,
  guideEntriesProblem,
  guideListProblem,
  guideParagraphs,
  guideTextProblem,
  type GuideText,
  INSTALLATION_STEPS,
  WARRANTY_KINDS,
} from "../../content-studio/rules/guides";
import { totalWeeks } from "../format/text";
import type { Rich } from "../guides/schema";
import { checkEach, type ContentQuery, failIfAny, fixedDocument, theOne } from "./check";
import { published } from "../dataset/groq";

/**
 * The installation's steps whose length the business sets, by the document's field and the guide's
 * id. The site survey is not among them: the guide gives it the length of the visit a buyer books.
 */
export const STEP_FIELDS = {
  designAndPlans: "design-and-plans",
  workshop: "workshop",
  delivery: "delivery",
  installation: "installation",
  handover: "handover",
} as const;

/** Our own warranty periods, by the document's field and the guide's kind and period ids. */
export const WARRANTY_FIELDS = {
  cabinWorkmanship: "cabins/workmanship",
  cabinTimber: "cabins/timber",
  steamGenerator: "steam-generators/steam-generator",
} as const;

export interface GuideFigures {
  /** Each step's duration by its id, with whether the business has confirmed it. */
  durations: Record<
    string,
    { from: number; to: number; unit: "hour" | "day" | "week"; placeholder: boolean }
  >;
  /** Each period's years by `kind/period`, with whether the business has confirmed it. */
  warranty: Record<string, { years: number; placeholder: boolean }>;
  /** The steps' sum in weeks: a built sauna's lead time. */
  journeyWeeks: readonly [number, number];
}

export const GUIDES_QUERY = `*[_type == "guideFigures" && ${published}] | order(_id asc) {
  _id,
  installation,
  warranty
}`;

const whole = z.number().int("a whole number").min(1, "at least 1").max(52, "at most 52");

const duration = z
  .object({
    from: whole,
    to: whole,
    unit: z.enum(["hour", "day", "week"], "hours, days or weeks"),
    confirmed: z.boolean().nullish(),
  })
  .refine((value) => value.from <= value.to, { message: "From is more than To", path: ["to"] })
  .transform(({ from, to, unit, confirmed }) => ({ from, to, unit, placeholder: !confirmed }));

const period = z
  .object({ years: whole, confirmed: z.boolean().nullish() })
  .transform(({ years, confirmed }) => ({ years, placeholder: !confirmed }));

export const guidesDocument = z
  .object({
    _id: z.string(),
    installation: z.object(
      Object.fromEntries(Object.keys(STEP_FIELDS).map((field) => [field, duration])) as Record<
        keyof typeof STEP_FIELDS,
        typeof duration
      >,
    ),
    warranty: z.object(
      Object.fromEntries(Object.keys(WARRANTY_FIELDS).map((field) => [field, period])) as Record<
        keyof typeof WARRANTY_FIELDS,
        typeof period
      >,
    ),
  })
  .transform(({ installation, warranty }): GuideFigures => {
    const durations = Object.fromEntries(
      Object.entries(STEP_FIELDS).map(([field, id]) => [
        id,
        installation[field as keyof typeof STEP_FIELDS],
      ]),
    );
    const journey = totalWeeks(Object.values(durations));
    return {
      durations,
      warranty: Object.fromEntries(
        Object.entries(WARRANTY_FIELDS).map(([field, id]) => [
          id,
          warranty[field as keyof typeof WARRANTY_FIELDS],
        ]),
      ),
      journeyWeeks: [journey.from, journey.to],
    };
  });

/** Reads and checks the guide figures; throws one error that names the field an editor must mend. */
export async function readGuides(query: ContentQuery): Promise<GuideFigures> {
  const found: string[] = [];
  const documents = checkEach("guide figures", await query(GUIDES_QUERY), guidesDocument, found);
  const document = theOne("guide figures", "Guide figures", documents, found);
  failIfAny(found);
  return document!;
}

/* The guides' words -------------------------------------------------------------------------- */

/** A text of a guide's words, checked by the Studio's rule and trimmed. */
const text = (guide: Guide, kind: GuideText) =>
  z
    .unknown()
    .superRefine((value, context) => {
      const problem = guideTextProblem(guide, kind, value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => String(value).replaceAll(/\s+/g, " ").trim());

/** A text in paragraphs (an empty line between them), each held to `kind`'s rule. */
const paragraphs = (guide: Guide, kind: GuideText) =>
  z
    .unknown()
    .superRefine((value, context) => {
      const list = typeof value === "string" ? guideParagraphs(value) : [];
      if (list.length === 0) context.addIssue({ code: "custom", message: "Required" });
      for (const paragraph of list) {
        const problem = guideTextProblem(guide, kind, paragraph);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    })
    .transform((value) => guideParagraphs(String(value)));

/** A paragraph's links, `[words](/path)`, as the guides' `Rich` text gives them. */
export function richOf(paragraph: string): Rich {
  const parts: Rich = [];
  let rest = paragraph;
  for (let match = /\[([^\]]*)\]\(([^)]*)\)/.exec(rest); match;) {
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    parts.push({ text: match[1]!.trim(), href: match[2]! });
    rest = rest.slice(match.index + match[0].length);
    match = /\[([^\]]*)\]\(([^)]*)\)/.exec(rest);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** An introduction in paragraphs that may hold links, each paragraph as `Rich` text. */
const richParagraphs = (guide: Guide) =>
  z
    .unknown()
    .superRefine((value, context) => {
      const list = typeof value === "string" ? guideParagraphs(value) : [];
      if (list.length === 0) context.addIssue({ code: "custom", message: "Required" });
      for (const paragraph of list) {
        const problem = guideTextProblem(guide, "paragraph", paragraph, true);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    })
    .transform((value) => guideParagraphs(String(value)).map(richOf));

/** A list whose ids (`idField`) must be the site's `known` ones, each once. */
const knownList = <T extends z.ZodType>(
  item: T,
  idField: string,
  known: readonly { id: string; name: string }[],
  what: string,
) =>
  z.array(item, "Required").superRefine((list, context) => {
    const problem = guideListProblem(
      known,
      list.map((each) => (each as Record<string, unknown>)[idField]),
      what,
    );
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** A list the owner keeps, of at least one entry. */
const ownList = <T extends z.ZodType>(item: T) =>
  z.array(item, "Required").superRefine((list, context) => {
    const problem = guideEntriesProblem(list);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** An entry's id: the Studio's key, which the dataset gives as a word ("level-base"). */
const entryId = z.string().transform((key) =>
  key
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-|-$/g, ""),
);

const installationWordsDocument = z.object({
  _id: z.string(),
  heading: text("installation", "heading"),
  intro: richParagraphs("installation"),
  journeyHeading: text("installation", "heading"),
  journeyIntro: richParagraphs("installation"),
  steps: knownList(
    z.object({
      step: z.string("Required"),
      title: text("installation", "title"),
      what: paragraphs("installation", "paragraph"),
      who: text("installation", "who"),
    }),
    "step",
    INSTALLATION_STEPS,
    "step",
  ),
  checklistHeading: text("installation", "heading"),
  checklistIntro: richParagraphs("installation"),
  checklist: ownList(
    z
      .object({
        _key: entryId,
        title: text("installation", "title"),
        detail: text("installation", "detail"),
        appliesTo: z
          .string()
          .nullish()
          .transform((value) => value?.trim() || undefined)
          .superRefine((value, context) => {
            const problem = value && guideTextProblem("installation", "appliesTo", value);
            if (problem) context.addIssue({ code: "custom", message: problem });
          }),
      })
      .transform(({ _key, appliesTo, ...item }) => ({
        id: _key,
        ...item,
        ...(appliesTo ? { appliesTo } : {}),
      })),
  ),
  callHeading: text("installation", "heading"),
  callText: richParagraphs("installation"),
});

const warrantyWordsDocument = z.object({
  _id: z.string(),
  heading: text("warranty", "heading"),
  intro: richParagraphs("warranty"),
  coveredHeading: text("warranty", "heading"),
  coveredIntro: richParagraphs("warranty"),
  kinds: knownList(
    z
      .object({
        kind: z.string("Required"),
        title: text("warranty", "title"),
        summary: text("warranty", "summary"),
        periods: z.array(
          z.object({ period: z.string("Required"), covers: text("warranty", "covers") }),
          "Required",
        ),
      })
      .superRefine((kind, context) => {
        const known = WARRANTY_KINDS.find((each) => each.id === kind.kind);
        const problem =
          known &&
          guideListProblem(
            known.periods,
            kind.periods.map((period) => period.period),
            "period",
          );
        if (problem) context.addIssue({ code: "custom", message: problem, path: ["periods"] });
      }),
    "kind",
    WARRANTY_KINDS,
    "kind of room",
  ),
  exclusionsHeading: text("warranty", "heading"),
  exclusionsIntro: richParagraphs("warranty"),
  exclusions: ownList(
    z
      .object({
        _key: entryId,
        title: text("warranty", "title"),
        detail: text("warranty", "detail"),
      })
      .transform(({ _key, ...item }) => ({ id: _key, ...item })),
  ),
  careHeading: text("warranty", "heading"),
  careIntro: richParagraphs("warranty"),
  care: knownList(
    z.object({
      kind: z.string("Required"),
      title: text("warranty", "title"),
      routines: ownList(
        z.object({
          cadence: text("warranty", "cadence"),
          steps: ownList(text("warranty", "careStep")),
        }),
      ),
    }),
    "kind",
    CARE_KINDS,
    "kind of care",
  ),
  callHeading: text("warranty", "heading"),
  callText: richParagraphs("warranty"),
});

/** The installation guide's words, checked: `{name}`s are filled in by the guide. */
export type InstallationWords = Omit<z.output<typeof installationWordsDocument>, "_id">;
/** The warranty guide's words, checked. */
export type WarrantyWords = Omit<z.output<typeof warrantyWordsDocument>, "_id">;

export interface GuideWords {
  installation: InstallationWords;
  warranty: WarrantyWords;
}

export const GUIDE_WORDS_QUERY = `*[_type in ["installationGuideWords", "warrantyGuideWords"] && ${published}] | order(_id asc) {
  _id,
  _type,
  heading,
  intro,
  journeyHeading,
  journeyIntro,
  steps[] { step, title, what, who },
  checklistHeading,
  checklistIntro,
  checklist[] { _key, title, detail, appliesTo },
  coveredHeading,
  coveredIntro,
  kinds[] { kind, title, summary, periods[] { period, covers } },
  exclusionsHeading,
  exclusionsIntro,
  exclusions[] { _key, title, detail },
  careHeading,
  careIntro,
  care[] { kind, title, routines[] { cadence, steps } },
  callHeading,
  callText
}`;

/** Reads and checks the guides' words; throws one error that names each field an editor must mend. */
export async function readGuideWords(query: ContentQuery): Promise<GuideWords> {
  const result = await query(GUIDE_WORDS_QUERY);
  const documents = (Array.isArray(result) ? result : []) as Record<string, unknown>[];
  const found: string[] = [];
  const installation = fixedDocument(
    { ...GUIDE_WORDS.installation, type: "installationGuideWords", under: "Guides" },
    documents,
    installationWordsDocument,
    found,
  );
  const warranty = fixedDocument(
    { ...GUIDE_WORDS.warranty, type: "warrantyGuideWords", under: "Guides" },
    documents,
    warrantyWordsDocument,
    found,
  );
  failIfAny(found);
  const { _id: _installation, ...installationWords } = installation!;
  const { _id: _warranty, ...warrantyWords } = warranty!;
  return { installation: installationWords, warranty: warrantyWords };
}
