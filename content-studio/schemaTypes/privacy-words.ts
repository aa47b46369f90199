/**
 * The privacy page's words: "Privacy policy's words", one document, opened from the desk beside
 * the Contact details, which hold the notice's figures (how long an enquiry is kept, the day the
 * business approved the notice). Every form, case of who receives what, right and stored key the
 * site has is listed once; the lines "In short" and each form's details are the owner's to add to
 * and take from. The rules are content-studio/rules/privacy.ts, which the site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { eachSiteEntryOnce, siteEntryField } from "./fields";

import {
  entryFigures,
  PRIVACY_ENTRY_TEXTS,
  PRIVACY_FIGURES,
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
  type PrivacyText,
  privacyTextProblem,
  type PrivacyTextField,
} from "../rules/privacy";

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

const figuresHelp = (names: readonly PrivacyFigureName[]) =>
  ` Where the words give a figure the site works out, write its name in braces and the site fills it in: ${["businessName" as const, ...names].map((name) => `{${name}} (${PRIVACY_FIGURES[name].about})`).join(", ")}.`;

const PARAGRAPHS = "Leave an empty line between paragraphs.";

/** Kinds of text short enough for one line in the Studio. */
const ONE_LINE: readonly PrivacyText[] = ["heading", "title", "headline", "label", "cleared"];

/** One of the document's own texts, held to its rule (`PRIVACY_TEXTS`). */
function ownField(name: PrivacyTextField, fieldset: string) {
  const rule: {
    title: string;
    kind: PrivacyText;
    paragraphs?: boolean;
    figures?: readonly PrivacyFigureName[];
  } = PRIVACY_TEXTS[name];
  return defineField({
    name,
    title: rule.title,
    fieldset,
    description: `${rule.paragraphs ? PARAGRAPHS : ""}${figuresHelp(rule.figures ?? [])}`.trim(),
    type: ONE_LINE.includes(rule.kind) ? "string" : "text",
    ...(ONE_LINE.includes(rule.kind) ? {} : { rows: rule.paragraphs ? 4 : 2 }),
    validation: (r) => r.custom((value: unknown) => verdict(privacyFieldProblem(name, value))),
  });
}

/** An entry's text: held to its kind's rule, with the figures its entry (`idField`) may name. */
function entryField(
  name: string,
  title: string,
  kind: PrivacyText,
  known: readonly PrivacyEntry[] = [],
  idField = "",
) {
  return defineField({
    name,
    title,
    type: ONE_LINE.includes(kind) ? "string" : "text",
    ...(ONE_LINE.includes(kind) ? {} : { rows: 2 }),
    validation: (rule) =>
      rule.custom((value: unknown, context: { parent?: unknown }) => {
        const id = (context.parent as Record<string, unknown> | undefined)?.[idField];
        return verdict(privacyTextProblem(kind, value, entryFigures(known, id)));
      }),
  });
}

/** The site's own entry a list item is for (a form, a right). */
const which = (name: string, title: string, known: readonly PrivacyEntry[]) =>
  siteEntryField(
    name,
    title,
    known,
    "The site's own; the page's anchors and checks are keyed on it.",
  );

/** A list of the site's entries, each with its id and its texts. */
function knownList(options: {
  name: string;
  title: string;
  description: string;
  fieldset: string;
  member: string;
  idField: string;
  idTitle: string;
  known: readonly PrivacyEntry[];
  what: string;
  texts: Readonly<Record<string, PrivacyText>>;
  titles: Readonly<Record<string, string>>;
  more?: ReturnType<typeof defineField>[];
  preview: { title: string; subtitle?: string };
}) {
  const { known, idField } = options;
  return defineField({
    name: options.name,
    title: options.title,
    description: options.description,
    fieldset: options.fieldset,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: options.member,
        fields: [
          which(idField, options.idTitle, known),
          ...Object.entries(options.texts).map(([name, kind]) =>
            entryField(name, options.titles[name] ?? name, kind, known, idField),
          ),
          ...(options.more ?? []),
        ],
        preview: { select: options.preview },
      }),
    ],
    validation: (rule) => rule.custom(eachSiteEntryOnce(known, idField, options.what)),
  });
}

const SERVICES_HELP = `Every case once; the page shows those this build's configuration makes true (${PRIVACY_RECIPIENTS.map((each) => each.name).join("; ")}). A case that names a service names it in braces: ${(["emailService", "reviewsService", "articlesService"] as const).map((name) => `{${name}}`).join(", ")}.`;

export const privacyWords = defineType({
  name: PRIVACY_WORDS.type,
  title: PRIVACY_WORDS.title,
  type: "document",
  fieldsets: [
    { name: "top", title: "The top of the page" },
    { name: "collect", title: "What we collect" },
    { name: "where", title: "Where it goes" },
    { name: "keep", title: "How long" },
    { name: "browser", title: "Cookies and your browser" },
    { name: "rights", title: "Your rights" },
    { name: "officer", title: "Who to write to" },
  ],
  fields: [
    ownField("heading", "top"),
    ownField("intro", "top"),
    defineField({
      name: "inShort",
      title: "In short",
      description: "The notice in a few lines, under the introduction.",
      fieldset: "top",
      type: "array",
      of: [
        defineArrayMember({
          type: "text",
          rows: 2,
          validation: (rule) =>
            rule.custom((value: unknown) =>
              verdict(privacyTextProblem(PRIVACY_ENTRY_TEXTS.inShort.line, value)),
            ),
        }),
      ],
      validation: (rule) =>
        rule.custom((value: unknown) =>
          verdict(privacyEntriesProblem("inShort", Array.isArray(value) ? value : [])),
        ),
    }),
    ownField("collectHeading", "collect"),
    ownField("collectIntro", "collect"),
    knownList({
      name: "forms",
      title: "The forms",
      description: `Every form once: ${PRIVACY_FORMS.map((each) => each.name).join(", ")}.`,
      fieldset: "collect",
      member: "privacyForm",
      idField: "form",
      idTitle: "Form",
      known: PRIVACY_FORMS,
      what: "form",
      texts: PRIVACY_ENTRY_TEXTS.forms,
      titles: { title: "Title", summary: "Where it is and what it is for" },
      more: [
        defineField({
          name: "fields",
          title: "What it asks for, and why",
          type: "array",
          of: [
            defineArrayMember({
              type: "object",
              name: "formField",
              fields: [
                entryField("label", "What it asks for", PRIVACY_ENTRY_TEXTS.fields.label),
                entryField("why", "Why", PRIVACY_ENTRY_TEXTS.fields.why),
              ],
              preview: { select: { title: "label", subtitle: "why" } },
            }),
          ],
          validation: (rule) =>
            rule.custom((value: unknown) =>
              verdict(privacyEntriesProblem("fields", Array.isArray(value) ? value : [])),
            ),
        }),
      ],
      preview: { title: "title", subtitle: "summary" },
    }),
    ownField("collectUse", "collect"),
    ownField("whereHeading", "where"),
    ownField("whereIntro", "where"),
    knownList({
      name: "recipients",
      title: "Who receives what",
      description: SERVICES_HELP,
      fieldset: "where",
      member: "privacyRecipient",
      idField: "recipient",
      idTitle: "Case",
      known: PRIVACY_RECIPIENTS,
      what: "case of who receives what",
      texts: PRIVACY_ENTRY_TEXTS.recipients,
      titles: { title: "Title", text: "Words" },
      preview: { title: "title", subtitle: "recipient" },
    }),
    ownField("keepHeading", "keep"),
    ownField("keepHeadline", "keep"),
    ownField("keepText", "keep"),
    ownField("browserHeading", "browser"),
    ownField("browserIntro", "browser"),
    knownList({
      name: "storage",
      title: "What the site keeps in the browser",
      description: `Every key the site keeps once: ${PRIVACY_STORAGE.map((each) => each.name).join(", ")}. The page shows each key itself beside your words.`,
      fieldset: "browser",
      member: "privacyStoredKey",
      idField: "key",
      idTitle: "Key",
      known: PRIVACY_STORAGE,
      what: "key the site stores",
      texts: PRIVACY_ENTRY_TEXTS.storage,
      titles: {
        holds: "What it holds",
        cleared: 'When it is removed (it follows "Removed:", as "when you close the tab.")',
      },
      preview: { title: "key", subtitle: "holds" },
    }),
    ownField("rightsHeading", "rights"),
    ownField("rightsIntro", "rights"),
    knownList({
      name: "rights",
      title: "The rights",
      description: `Every right once: ${PRIVACY_RIGHTS.map((each) => each.name).join(", ")}.`,
      fieldset: "rights",
      member: "privacyRight",
      idField: "right",
      idTitle: "Right",
      known: PRIVACY_RIGHTS,
      what: "right",
      texts: PRIVACY_ENTRY_TEXTS.rights,
      titles: { title: "Title", text: "Words" },
      preview: { title: "title", subtitle: "text" },
    }),
    ownField("officerHeading", "officer"),
    ownField("officerIntro", "officer"),
    ownField("updatedText", "officer"),
  ],
  preview: { prepare: () => ({ title: PRIVACY_WORDS.title }) },
});
