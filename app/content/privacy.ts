/**
 * The privacy notice as the business keeps it in the content studio. Its two figures (Contact
 * details → Privacy notice): how long an enquiry or a booking is kept when it leads to no work, and
 * the date the business approved the notice; `npm run content` reads them with `PRIVACY_QUERY`,
 * checks them and writes `generated/privacy.ts`, which `privacy/policy.ts` reads. Until an editor
 * sets them, the site's proposed period stands, unconfirmed. Its words ("Privacy policy's words",
 * one document): every heading, paragraph and list of the page, checked by the Studio's own rules
 * (content-studio/rules/privacy.ts) and written to `generated/privacy-words.ts`, which only the
 * privacy page loads.
 */
import { z } from "zod";

import {
  entryFigures,
  PRIVACY_ENTRY_TEXTS,
  PRIVACY_FORMS,
  PRIVACY_RECIPIENTS,
  PRIVACY_RIGHTS,
  PRIVACY_STORAGE,
  PRIVACY_TEXTS,
  PRIVACY_WORDS,
  type PrivacyEntry,
  privacyEntriesProblem,
  privacyFieldProblem,
  type PrivacyFigureName,
  privacyListProblem,
  privacyParagraphs,
  type PrivacyText,
  privacyTextProblem,
  type PrivacyTextField,
} from "../../content-studio/rules/privacy";
import { type ContentQuery, contactDetailsPart, readFixedDocument } from "./check";
import { published } from "../dataset/groq";

export interface PrivacyFigures {
  /** How long an enquiry is kept, and whether the business has confirmed it. */
  retention: { months: number; placeholder: boolean };
  /** When the business approved the notice (YYYY-MM-DD), once it has. */
  approved?: string;
}

/** The period the site proposes until the business sets its own. */
export const PROPOSED_PRIVACY: PrivacyFigures = { retention: { months: 24, placeholder: true } };

export const PRIVACY_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  privacyNotice
}`;

export const privacyDocument = z
  .object({
    _id: z.string(),
    privacyNotice: z
      .object({
        retentionMonths: z
          .number()
          .int("whole months")
          .min(1, "at least 1 month")
          .max(120, "at most 120 months"),
        retentionConfirmed: z.boolean().nullish(),
        approved: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-12-01")
          .nullish(),
      })
      .nullish(),
  })
  .transform(({ privacyNotice }): PrivacyFigures | undefined =>
    privacyNotice
      ? {
          retention: {
            months: privacyNotice.retentionMonths,
            placeholder: !privacyNotice.retentionConfirmed,
          },
          ...(privacyNotice.approved ? { approved: privacyNotice.approved } : {}),
        }
      : undefined,
  );

/** Reads and checks the privacy notice's figures; the proposed ones when no editor has set them. */
export async function readPrivacy(query: ContentQuery): Promise<PrivacyFigures> {
  return contactDetailsPart(await query(PRIVACY_QUERY), privacyDocument, PROPOSED_PRIVACY);
}

/* The privacy page's words ---------------------------------------------------------------------- */

/** One of the document's own texts, checked by the Studio's rule, as paragraphs or one line. */
function ownText(field: PrivacyTextField) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const problem = privacyFieldProblem(field, value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((value) =>
      "paragraphs" in PRIVACY_TEXTS[field]
        ? privacyParagraphs(String(value))
        : String(value).replaceAll(/\s+/g, " ").trim(),
    );
}

/** A list entry's text, checked (with the entry's figures, `figures`) and its spaces run together. */
const entryText = (kind: PrivacyText) =>
  z
    .unknown()
    .transform((value) => (typeof value === "string" ? value.replaceAll(/\s+/g, " ").trim() : ""))
    .describe(kind);

/** Checks `fields` of a list's entry by their kinds, with the figures the entry `id` may name. */
function checkEntry(
  entry: Record<string, unknown>,
  texts: Readonly<Record<string, PrivacyText>>,
  figures: readonly PrivacyFigureName[],
  context: z.RefinementCtx,
) {
  for (const [field, kind] of Object.entries(texts)) {
    const problem = privacyTextProblem(kind, entry[field], figures);
    if (problem) context.addIssue({ code: "custom", message: problem, path: [field] });
  }
}

/** A list of the site's entries (`known`), each once, its id in `idField`. */
const knownList = <T extends z.ZodType>(
  item: T,
  idField: string,
  known: readonly PrivacyEntry[],
  what: string,
) =>
  z.array(item, "Required").superRefine((list, context) => {
    const problem = privacyListProblem(
      known,
      list.map((each) => (each as Record<string, unknown>)[idField]),
      what,
    );
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** An entry of a known list: its id, then its texts, checked with the figures its id may name. */
const knownEntry = <K extends string>(
  idField: K,
  known: readonly PrivacyEntry[],
  texts: Readonly<Record<string, PrivacyText>>,
  more: z.ZodRawShape = {},
) =>
  z
    .object({
      [idField]: z.string("Required"),
      ...Object.fromEntries(Object.keys(texts).map((field) => [field, entryText(texts[field]!)])),
      ...more,
    })
    .superRefine((entry, context) =>
      checkEntry(
        entry as Record<string, unknown>,
        texts,
        entryFigures(known, (entry as Record<string, unknown>)[idField]),
        context,
      ),
    );

const { inShort, forms, fields, recipients, rights, storage } = PRIVACY_ENTRY_TEXTS;

export const privacyWordsDocument = z.object({
  _id: z.string(),
  heading: ownText("heading"),
  intro: ownText("intro"),
  inShort: z
    .array(z.unknown(), "Required")
    .superRefine((list, context) => {
      const problem = privacyEntriesProblem("inShort", list);
      if (problem) context.addIssue({ code: "custom", message: problem });
      list.forEach((line, i) => {
        const lineProblem = privacyTextProblem(inShort.line, line);
        if (lineProblem) context.addIssue({ code: "custom", message: lineProblem, path: [i] });
      });
    })
    .transform((list) => list.map((line) => String(line).replaceAll(/\s+/g, " ").trim())),
  collectHeading: ownText("collectHeading"),
  collectIntro: ownText("collectIntro"),
  forms: knownList(
    knownEntry("form", PRIVACY_FORMS, forms, {
      fields: z
        .array(
          z
            .object({ label: entryText(fields.label), why: entryText(fields.why) })
            .superRefine((entry, context) => checkEntry(entry, fields, [], context)),
          "Required",
        )
        .superRefine((list, context) => {
          const problem = privacyEntriesProblem("fields", list);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
    }),
    "form",
    PRIVACY_FORMS,
    "form",
  ),
  collectUse: ownText("collectUse"),
  whereHeading: ownText("whereHeading"),
  whereIntro: ownText("whereIntro"),
  recipients: knownList(
    knownEntry("recipient", PRIVACY_RECIPIENTS, recipients),
    "recipient",
    PRIVACY_RECIPIENTS,
    "case of who receives what",
  ),
  keepHeading: ownText("keepHeading"),
  keepHeadline: ownText("keepHeadline"),
  keepText: ownText("keepText"),
  browserHeading: ownText("browserHeading"),
  browserIntro: ownText("browserIntro"),
  storage: knownList(
    knownEntry("key", PRIVACY_STORAGE, storage),
    "key",
    PRIVACY_STORAGE,
    "key the site stores",
  ),
  rightsHeading: ownText("rightsHeading"),
  rightsIntro: ownText("rightsIntro"),
  rights: knownList(knownEntry("right", PRIVACY_RIGHTS, rights), "right", PRIVACY_RIGHTS, "right"),
  officerHeading: ownText("officerHeading"),
  officerIntro: ownText("officerIntro"),
  updatedText: ownText("updatedText"),
});

/** An entry of the page's words: its id, and its texts, `{name}`s still in braces. */
type Entry<K extends string, T extends Record<string, PrivacyText>> = Record<K, string> &
  Record<keyof T, string>;

/** The privacy page's words, checked: `{name}`s are filled in by `app/privacy/policy.ts`. */
export interface PrivacyWords {
  heading: string;
  intro: string[];
  inShort: string[];
  collectHeading: string;
  collectIntro: string[];
  forms: (Entry<"form", typeof forms> & { fields: Entry<never, typeof fields>[] })[];
  collectUse: string[];
  whereHeading: string;
  whereIntro: string[];
  recipients: Entry<"recipient", typeof recipients>[];
  keepHeading: string;
  keepHeadline: string;
  keepText: string[];
  browserHeading: string;
  browserIntro: string[];
  storage: Entry<"key", typeof storage>[];
  rightsHeading: string;
  rightsIntro: string[];
  rights: Entry<"right", typeof rights>[];
  officerHeading: string;
  officerIntro: string[];
  updatedText: string;
}

export const PRIVACY_WORDS_QUERY = `*[_type == "${PRIVACY_WORDS.type}" && ${published}] | order(_id asc) {
  _id,
  heading,
  intro,
  inShort,
  collectHeading,
  collectIntro,
  forms[] { form, title, summary, fields[] { label, why } },
  collectUse,
  whereHeading,
  whereIntro,
  recipients[] { recipient, title, text },
  keepHeading,
  keepHeadline,
  keepText,
  browserHeading,
  browserIntro,
  storage[] { key, holds, cleared },
  rightsHeading,
  rightsIntro,
  rights[] { right, title, text },
  officerHeading,
  officerIntro,
  updatedText
}`;

/**
 * Reads and checks the privacy page's words ("Privacy policy's words", one document); throws one
 * error that names the document, its title and each field an editor must mend.
 */
export async function readPrivacyWords(query: ContentQuery): Promise<PrivacyWords> {
  // Each list's entry by its title where it has one.
  const { _id, ...words } = await readFixedDocument(
    query,
    PRIVACY_WORDS_QUERY,
    { id: PRIVACY_WORDS.id, title: PRIVACY_WORDS.title, under: "Contact details" },
    privacyWordsDocument,
    ["title", "label", "key"],
  );
  return words as unknown as PrivacyWords;
}
