/**
 * The guides' words: "Installation guide's words" and "Warranty guide's words", one document each,
 * opened from Guides on the desk (structure.ts) beside the Guide figures, which hold the times
 * and years. Every step, kind of room and kind of care the site has is listed once; the checklist
 * and the exclusions are the owner's to add to and take from. The rules are
 * content-studio/rules/guides.ts, which the site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { eachSiteEntryOnce, siteEntryField } from "./fields";

import {
  CARE_KINDS,
  type Guide,
  GUIDE_FIGURES,
  GUIDE_LINKS,
  GUIDE_WORDS,
  guideEntriesProblem,
  guideParagraphs,
  guideTextProblem,
  type GuideText,
  INSTALLATION_STEPS,
  WARRANTY_KINDS,
} from "../rules/guides";

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

const figuresHelp = (guide: Guide) =>
  GUIDE_FIGURES[guide].length > 0
    ? ` Where the words give a figure the site works out, write its name in braces and the site fills it in: ${GUIDE_FIGURES[guide].map((figure) => `{${figure.name}} (${figure.about})`).join(", ")}.`
    : "";

const LINKS_HELP = `A link is written [its words](/path), to ${GUIDE_LINKS.map((link) => link.path).join(", ")}.`;
const PARAGRAPHS = "Leave an empty line between paragraphs.";

/** A line of words, held to the guide's rule for `kind`. */
function line(guide: Guide, name: string, title: string, kind: GuideText, description = "") {
  return defineField({
    name,
    title,
    description: `${description}${figuresHelp(guide)}`.trim() || undefined,
    type:
      kind === "title" || kind === "heading" || kind === "cadence" || kind === "appliesTo"
        ? "string"
        : "text",
    validation: (rule) =>
      rule.custom((value: unknown) => verdict(guideTextProblem(guide, kind, value))),
  });
}

/** Paragraphs of words (with links where `links`), each held to the guide's rule. */
function paragraphs(guide: Guide, name: string, title: string, links: boolean, description = "") {
  return defineField({
    name,
    title,
    description:
      `${description} ${PARAGRAPHS}${links ? ` ${LINKS_HELP}` : ""}${figuresHelp(guide)}`.trim(),
    type: "text",
    rows: 4,
    validation: (rule) =>
      rule.custom((value: unknown) => {
        const list = typeof value === "string" ? guideParagraphs(value) : [];
        if (list.length === 0) return "Required";
        for (const paragraph of list) {
          const problem = guideTextProblem(guide, "paragraph", paragraph, links);
          if (problem) return problem;
        }
        return true;
      }),
  });
}

/** The site's own entry a list item is for (a step, a kind of room). */
const which = (name: string, title: string, known: readonly { id: string; name: string }[]) =>
  siteEntryField(
    name,
    title,
    known,
    "The site's own; the guide's figures and links are kept by it.",
  );

const atLeastOne = (value: unknown) =>
  verdict(guideEntriesProblem(Array.isArray(value) ? value : []));

export const installationGuideWords = defineType({
  name: "installationGuideWords",
  title: GUIDE_WORDS.installation.title,
  type: "document",
  fields: [
    line("installation", "heading", "Main heading", "heading"),
    paragraphs("installation", "intro", "Introduction", true),
    line("installation", "journeyHeading", "The journey: heading", "heading"),
    paragraphs("installation", "journeyIntro", "The journey: introduction", true),
    defineField({
      name: "steps",
      title: "The steps",
      description: `Every step once, in the order of the journey: ${INSTALLATION_STEPS.map((step) => step.name).join(", ")}. How long each takes is in Guide figures.`,
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "step",
          fields: [
            which("step", "Step", INSTALLATION_STEPS),
            line("installation", "title", "Title", "title"),
            paragraphs("installation", "what", "What happens", false),
            line("installation", "who", "Who", "who"),
          ],
          preview: { select: { title: "title", subtitle: "who" } },
        }),
      ],
      validation: (rule) => rule.custom(eachSiteEntryOnce(INSTALLATION_STEPS, "step", "step")),
    }),
    line("installation", "checklistHeading", "Preparing the site: heading", "heading"),
    paragraphs("installation", "checklistIntro", "Preparing the site: introduction", true),
    defineField({
      name: "checklist",
      title: "Preparing the site: the checklist",
      description: "What the site needs before we arrive, in the order the page lists it.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "checklistItem",
          fields: [
            line("installation", "title", "Title", "title"),
            line("installation", "detail", "Detail", "detail"),
            defineField({
              name: "appliesTo",
              title: "Only for",
              description:
                'Leave empty when every room needs it; otherwise whom it concerns, as "Steam rooms".',
              type: "string",
              validation: (rule) =>
                rule.custom((value: unknown) =>
                  typeof value === "string" && value.trim()
                    ? verdict(guideTextProblem("installation", "appliesTo", value))
                    : true,
                ),
            }),
          ],
          preview: { select: { title: "title", subtitle: "appliesTo" } },
        }),
      ],
      validation: (rule) => rule.custom(atLeastOne),
    }),
    line("installation", "callHeading", "Closing invitation: heading", "heading"),
    paragraphs("installation", "callText", "Closing invitation: words", true),
  ],
  preview: { prepare: () => ({ title: GUIDE_WORDS.installation.title }) },
});

export const warrantyGuideWords = defineType({
  name: "warrantyGuideWords",
  title: GUIDE_WORDS.warranty.title,
  type: "document",
  fields: [
    line("warranty", "heading", "Main heading", "heading"),
    paragraphs("warranty", "intro", "Introduction", true),
    line("warranty", "coveredHeading", "What is covered: heading", "heading"),
    paragraphs("warranty", "coveredIntro", "What is covered: introduction", true),
    defineField({
      name: "kinds",
      title: "What is covered, by kind of room",
      description: `Every kind once: ${WARRANTY_KINDS.map((kind) => kind.name).join(", ")}. Our own periods' years are in Guide figures; the heaters' are their maker's.`,
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "warrantyKind",
          fields: [
            which("kind", "Kind of room", WARRANTY_KINDS),
            line("warranty", "title", "Title", "title"),
            line("warranty", "summary", "Summary", "summary"),
            defineField({
              name: "periods",
              title: "Periods: what each covers",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "period",
                  fields: [
                    which(
                      "period",
                      "Period",
                      WARRANTY_KINDS.flatMap((kind): { id: string; name: string }[] => [
                        ...kind.periods,
                      ]),
                    ),
                    line("warranty", "covers", "What it covers", "covers"),
                  ],
                  preview: { select: { title: "covers" } },
                }),
              ],
              validation: (rule) =>
                rule.custom((value: unknown, context: { parent?: unknown }) => {
                  const kind = WARRANTY_KINDS.find(
                    (each) => each.id === (context.parent as { kind?: unknown } | undefined)?.kind,
                  );
                  return kind ? eachSiteEntryOnce(kind.periods, "period", "period")(value) : true;
                }),
            }),
          ],
          preview: { select: { title: "title", subtitle: "summary" } },
        }),
      ],
      validation: (rule) => rule.custom(eachSiteEntryOnce(WARRANTY_KINDS, "kind", "kind of room")),
    }),
    line("warranty", "exclusionsHeading", "What is not covered: heading", "heading"),
    paragraphs("warranty", "exclusionsIntro", "What is not covered: introduction", true),
    defineField({
      name: "exclusions",
      title: "What is not covered",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "exclusion",
          fields: [
            line("warranty", "title", "Title", "title"),
            line("warranty", "detail", "Detail", "detail"),
          ],
          preview: { select: { title: "title", subtitle: "detail" } },
        }),
      ],
      validation: (rule) => rule.custom(atLeastOne),
    }),
    line("warranty", "careHeading", "Care routines: heading", "heading"),
    paragraphs("warranty", "careIntro", "Care routines: introduction", true),
    defineField({
      name: "care",
      title: "Care routines, by kind of room",
      description: `Every kind once: ${CARE_KINDS.map((kind) => kind.name).join(", ")}. The ice bath's routines after the ones given here are its page's (its Range item).`,
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "careKind",
          fields: [
            which("kind", "Kind of room", CARE_KINDS),
            line("warranty", "title", "Title", "title"),
            defineField({
              name: "routines",
              title: "Routines",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "routine",
                  fields: [
                    line("warranty", "cadence", "How often", "cadence", 'As "Every month".'),
                    defineField({
                      name: "steps",
                      title: "What to do",
                      type: "array",
                      of: [
                        defineArrayMember({
                          type: "text",
                          rows: 2,
                          validation: (rule) =>
                            rule.custom((value: unknown) =>
                              verdict(guideTextProblem("warranty", "careStep", value)),
                            ),
                        }),
                      ],
                      validation: (rule) => rule.custom(atLeastOne),
                    }),
                  ],
                  preview: { select: { title: "cadence" } },
                }),
              ],
              validation: (rule) => rule.custom(atLeastOne),
            }),
          ],
          preview: { select: { title: "title" } },
        }),
      ],
      validation: (rule) => rule.custom(eachSiteEntryOnce(CARE_KINDS, "kind", "kind of care")),
    }),
    line("warranty", "callHeading", "Closing invitation: heading", "heading"),
    paragraphs("warranty", "callText", "Closing invitation: words", true),
  ],
  preview: { prepare: () => ({ title: GUIDE_WORDS.warranty.title }) },
});
