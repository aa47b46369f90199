/**
 * A page's words: the title and description that search results and shared links show for one
 * of the site's pages, and on the home and about pages their own words (main heading,
 * introduction, the about page's sections), on the steam rooms page its features and benefits,
 * on the sauna collections their main heading, introduction and health benefits, on the
 * comparison its main heading and introduction, on the gallery its introductions, sections and
 * closing words, on the guides their summaries, on the page not found its words and
 * suggestions, on the contact page its heading and introduction and the showrooms' description
 * in search results and visit, on the booking its heading, introduction, steps and kinds of
 * visit, and on the DIY kits how a kit goes up, each field shown only on the page that has it. One document per page, its id `page-words-<page>`, each opened from
 * "Pages' words" on the desk by the page's name (structure.ts), so an owner edits a page's words
 * where they look for that page, with no list to search and no page to choose. The rule is content-studio/rules/pages.ts, which the site's build runs too.
 */
import { defineArrayMember, defineField, defineType } from "@sanity/types";

import { siteEntryField } from "./fields";
import {
  entryTextProblem,
  type EntryField,
  LIST_ICONS,
  LIST_LIMITS,
  listFigures,
  listItemProblem,
  MAX_TITLE,
  PAGE_ENTRIES,
  pageEntriesProblems,
  PAGES,
  PAIR_LIMITS,
  PAIR_LISTS,
  type PairField,
  pageHas,
  pageListProblem,
  pageOfId,
  pairListProblem,
  pairPartProblem,
  pageWordsProblem,
  sectionTextProblem,
  type SectionField,
  SENTENCE_LIMITS,
  SITE_LINKS,
} from "../rules/pages";

/** The page a document is for, from the document being edited (its id, drafts' included). */
const pageOf = (document: unknown) =>
  pageOfId(String((document as { _id?: unknown } | undefined)?._id));

/** How an editor names a figure, for the fields' help. */
const FIGURES_HELP =
  "Where the words give a figure the site works out (the year we began, the cities we serve), write its name in braces, as {foundingYear}: the site fills it in, so it is always right.";

/** What the Studio's validation gives for a document being edited. */
type Context = { document?: unknown };

/** A rule's answer: true, or the problem in the editor's words. */
const verdict = (problem: string | undefined) => problem ?? true;

/**
 * A section's field of a page (the home and about pages', the gallery's, the page not found's):
 * shown only on the pages that have it, required there, and held to the shared rule (`kind`: a
 * heading's or a button's length, the figures named).
 */
function sectionField(
  name: SectionField,
  title: string,
  description: string,
  kind: "heading" | "text" | "action",
) {
  return defineField({
    name,
    title,
    description: `${description} ${FIGURES_HELP}`,
    type: kind === "text" ? "text" : "string",
    ...(kind === "text" ? { rows: 5 } : {}),
    hidden: ({ document }) => !pageHas(pageOf(document), name),
    validation: (rule) =>
      rule.custom((value: unknown, context: Context) => {
        const page = pageOf(context.document);
        if (!pageHas(page, name)) return true;
        return verdict(
          sectionTextProblem(page, name, kind, typeof value === "string" ? value : ""),
        );
      }),
  });
}

/**
 * A list whose entries the site keys on (the guides' summaries, the suggested pages): each of the
 * site's entries chosen once, with its words; shown only on the page that has it, and held to the
 * shared rule (every entry once, none unknown, the words' figures named and their length).
 */
function entriesField(name: EntryField, title: string, description: string, member: string) {
  const { key, text, most, entries } = PAGE_ENTRIES[name];
  return defineField({
    name,
    title,
    description: `${description} Each of ${entries.map((entry) => entry.name).join(", ")} once, with its words (at most ${most} characters). ${FIGURES_HELP}`,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: member,
        fields: [
          siteEntryField(
            key,
            "For",
            entries,
            "The site links to each of these: a developer adds or removes one.",
          ),
          defineField({
            name: text,
            title: "Words",
            type: "text",
            rows: 2,
            validation: (rule) =>
              rule.custom((value: unknown, context: Context) =>
                verdict(entryTextProblem(pageOf(context.document), name, value)),
              ),
          }),
        ],
        preview: { select: { title: key, subtitle: text } },
      }),
    ],
    hidden: ({ document }) => !pageHas(pageOf(document), name),
    validation: (rule) =>
      rule.custom((value: unknown, context: Context) => {
        const page = pageOf(context.document);
        if (!pageHas(page, name)) return true;
        const whole = pageEntriesProblems(page, name, value).find(
          (problem) => problem.path.length === 0,
        );
        return verdict(whole?.message);
      }),
  });
}

/**
 * A list of the business's own items (the home page's promises, the reasons to visit a
 * showroom), each a short title and a sentence or two: shown only on the page that has it, held
 * to the shared rule (how many items, how long each part, the figures named and none written out).
 */
function pairsField(name: PairField, title: string, description: string, member: string) {
  const [low, high] = PAIR_LISTS[name].items;
  const part = (part: "title" | "text") =>
    defineField({
      name: part,
      title: part === "title" ? "Title" : "Words",
      description: `${PAIR_LIMITS[part][0]} to ${PAIR_LIMITS[part][1]} characters.`,
      ...(part === "title" ? { type: "string" } : { type: "text", rows: 3 }),
      validation: (rule) =>
        rule.custom((value: unknown, context: Context) =>
          verdict(pairPartProblem(pageOf(context.document), part, value)),
        ),
    });
  return defineField({
    name,
    title,
    description: `${description} ${low} to ${high} items, in the order the page shows them, each with a short title and a sentence or two. ${FIGURES_HELP}`,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: member,
        fields: [part("title"), part("text")],
        preview: { select: { title: "title", subtitle: "text" } },
      }),
    ],
    hidden: ({ document }) => !pageHas(pageOf(document), name),
    validation: (rule) =>
      rule.custom((value: unknown, context: Context) =>
        pageHas(pageOf(context.document), name) ? verdict(pairListProblem(name, value)) : true,
      ),
  });
}

const PARAGRAPHS = "Plain words; leave an empty line between paragraphs.";

/** The figures a list may name, page by page, for its help: "none" where it has none. */
function listFiguresHelp(name: SectionField): string {
  const pages = PAGES.filter((page) => pageHas(page.id, name)).map((page) => {
    const figures = listFigures(page.id).map((figure) => `{${figure.name}} (${figure.about})`);
    return `on ${page.name}, ${figures.length > 0 ? figures.join(", ") : "none"}`;
  });
  return `Where the words give a figure the site works out, write its name in braces and the site fills it in; the figures are ${pages.join("; ")}.`;
}

/**
 * A list of a page's (the steam rooms page's features, the health benefits): shown only on the
 * pages that have it, each item a short title, a sentence or two and an icon, all held to the
 * shared rule (how many items, how long each part, the figures named and none written out).
 */
function listField(name: SectionField, title: string, description: string, member: string) {
  const part = (part: "title" | "description") =>
    defineField({
      name: part,
      title: part === "title" ? "Title" : "Words",
      description: `${LIST_LIMITS[part][0]} to ${LIST_LIMITS[part][1]} characters.`,
      ...(part === "title" ? { type: "string" } : { type: "text", rows: 3 }),
      validation: (rule) =>
        rule.custom((value: unknown, context: Context) =>
          verdict(listItemProblem(pageOf(context.document), part, value)),
        ),
    });
  return defineField({
    name,
    title,
    description: `${description} ${LIST_LIMITS.items[0]} to ${LIST_LIMITS.items[1]} items, in the order the page shows them, each with a short title, a sentence or two and an icon. ${listFiguresHelp(name)}`,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: member,
        fields: [
          part("title"),
          part("description"),
          defineField({
            name: "icon",
            title: "Icon",
            type: "string",
            options: { list: [...LIST_ICONS] },
            validation: (rule) =>
              rule.custom((value: unknown, context: Context) =>
                verdict(listItemProblem(pageOf(context.document), "icon", value)),
              ),
          }),
        ],
        preview: { select: { title: "title", subtitle: "description" } },
      }),
    ],
    hidden: ({ document }) => !pageHas(pageOf(document), name),
    validation: (rule) =>
      rule.custom((value: unknown, context: Context) =>
        pageHas(pageOf(context.document), name) ? verdict(pageListProblem(value)) : true,
      ),
  });
}

export const pageWords = defineType({
  name: "pageWords",
  title: "Page's words",
  type: "document",
  fields: [
    defineField({
      name: "searchTitle",
      title: "Title in search results",
      description: `The page's name in a browser's tab, in search results and on shared links; "| Vaja" follows it. At most ${MAX_TITLE} characters. ${FIGURES_HELP}`,
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            typeof value === "string"
              ? (pageWordsProblem(pageOf(context.document), "title", value) ?? true)
              : true,
          ),
    }),
    defineField({
      name: "searchDescription",
      title: "Description in search results",
      description: `The sentence or two under the title in search results and on shared links. 50 to 160 characters reads best. On Book a visit, name the cities of our offices as {officeCitiesOr} ("Johannesburg or Cape Town") and how many times a booking offers as {fewestTimesLower} ("two") and {mostTimes} ("three"). ${FIGURES_HELP}`,
      type: "text",
      rows: 3,
      validation: (rule) => [
        rule
          .required()
          .custom((value, context) =>
            typeof value === "string"
              ? (pageWordsProblem(pageOf(context.document), "description", value) ?? true)
              : true,
          ),
      ],
    }),
    sectionField(
      "eyebrow",
      "Line over the main heading",
      "The short line in small capitals over the main heading; name the cities of our offices as {officeCitiesShort}.",
      "heading",
    ),
    sectionField("heading", "Main heading", "The page's largest heading, at the top.", "heading"),
    sectionField(
      "intro",
      "Introduction",
      `The words under the main heading. ${PARAGRAPHS} On Sauna collections and Compare the collections, name how many collections there are as {collectionCount} ("Five"). On Contact us, a link is written [its words](/path), to one of ${SITE_LINKS.join(", ")}.`,
      "text",
    ),
    sectionField(
      "showroomDescription",
      "Showrooms' pages: description in search results",
      `The sentence or two under each showroom's title in search results and on shared links; name the showroom as {office} and where its teams install as {served} (after "installed"). ${SENTENCE_LIMITS.showroomDescription![0]} to ${SENTENCE_LIMITS.showroomDescription![1]} characters; search results show about 160.`,
      "text",
    ),
    pairsField(
      "bookingSteps",
      "Booking: how it works",
      "The steps of booking a visit, numbered under the introduction; name how many times a booking offers as {fewestTimes} and {mostTimes}, and how soon we reply as {replyTime}.",
      "bookingStep",
    ),
    sectionField(
      "kitInstallation",
      "How a kit goes up",
      `One sentence on putting a kit up, shown on the Vakio's page beside its kits. It names no figure: the time it takes is our own estimate, written out. ${SENTENCE_LIMITS.kitInstallation![0]} to ${SENTENCE_LIMITS.kitInstallation![1]} characters.`,
      "text",
    ),
    sectionField(
      "productsHeading",
      "What we make: heading",
      "The heading over the cards of the rooms we make.",
      "heading",
    ),
    sectionField(
      "productsIntro",
      "What we make: words",
      `The words under it. ${PARAGRAPHS}`,
      "text",
    ),
    entriesField(
      "productCards",
      "What we make: cards",
      "What each card says of its rooms, under the card's name.",
      "productCard",
    ),
    sectionField(
      "promisesHeading",
      "Why us: heading",
      "The heading beside our promises.",
      "heading",
    ),
    pairsField("promises", "Why us: promises", "What we promise.", "promise"),
    sectionField(
      "clientsHeading",
      "Clients: heading",
      "The heading over our clients' logos.",
      "heading",
    ),
    sectionField(
      "inviteHeading",
      "Invitation: heading",
      "The heading of the invitation at the foot of the page.",
      "heading",
    ),
    sectionField(
      "inviteText",
      "Invitation: words",
      `The words under it, above the button that opens the contact page. ${PARAGRAPHS}`,
      "text",
    ),
    sectionField(
      "visitHeading",
      "Showrooms' pages: visit heading",
      "The heading over what a showroom visit is like, on each showroom's page.",
      "heading",
    ),
    sectionField(
      "visitIntro",
      "Showrooms' pages: visit words",
      `The words under it; name the visit's length as {visitDuration} and the showroom's city as {city}. ${PARAGRAPHS}`,
      "text",
    ),
    pairsField(
      "nextSteps",
      "After an enquiry: what happens next",
      "The steps after an enquiry, numbered on the thank-you page.",
      "nextStep",
    ),
    pairsField(
      "visitReasons",
      "Showrooms' pages: what a visit holds",
      "The steps of a showroom visit, numbered on the page.",
      "visitReason",
    ),
    entriesField(
      "visitSummaries",
      "Kinds of visit",
      "What the booking form says of each kind of visit, after its length in minutes; name how long it takes as {duration}.",
      "visitSummary",
    ),
    sectionField(
      "story",
      "Our story",
      `The story beside the workshop's picture. ${PARAGRAPHS}`,
      "text",
    ),
    defineField({
      name: "milestones",
      title: "Milestones",
      description: "The steps of our story, in order, each with when it happened.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "milestone",
          fields: [
            defineField({
              name: "when",
              title: "When",
              description: "A year or a word, as {foundingYear}, Then or Now.",
              type: "string",
              validation: (rule) =>
                rule.custom((value: unknown, context: Context) =>
                  verdict(
                    pageWordsProblem(
                      pageOf(context.document),
                      "heading",
                      typeof value === "string" ? value : "",
                    ),
                  ),
                ),
            }),
            defineField({
              name: "text",
              title: "What happened",
              type: "text",
              rows: 2,
              validation: (rule) =>
                rule.custom((value: unknown, context: Context) =>
                  verdict(
                    pageWordsProblem(
                      pageOf(context.document),
                      "text",
                      typeof value === "string" ? value : "",
                    ),
                  ),
                ),
            }),
          ],
          preview: { select: { title: "when", subtitle: "text" } },
        }),
      ],
      hidden: ({ document }) => !pageHas(pageOf(document), "milestones"),
      validation: (rule) =>
        rule.custom((value: unknown, context: Context) =>
          pageHas(pageOf(context.document), "milestones") &&
          (!Array.isArray(value) || value.length === 0)
            ? "Required"
            : true,
        ),
    }),
    sectionField(
      "serviceHeading",
      "Service: heading",
      "The heading of the service section.",
      "heading",
    ),
    sectionField(
      "serviceIntro",
      "Service: introduction",
      `The words under it. ${PARAGRAPHS}`,
      "text",
    ),
    defineField({
      name: "services",
      title: "Service: what it covers",
      description: "One line each, in the order the page lists them.",
      type: "array",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule.custom((value: unknown, context: Context) =>
              verdict(
                pageWordsProblem(
                  pageOf(context.document),
                  "text",
                  typeof value === "string" ? value : "",
                ),
              ),
            ),
        }),
      ],
      hidden: ({ document }) => !pageHas(pageOf(document), "services"),
      validation: (rule) =>
        rule.custom((value: unknown, context: Context) =>
          pageHas(pageOf(context.document), "services") &&
          (!Array.isArray(value) || value.length === 0)
            ? "Required"
            : true,
        ),
    }),
    sectionField(
      "reachHeading",
      "Reach: heading",
      "The heading of the last section, on where we work.",
      "heading",
    ),
    sectionField("reachText", "Reach: words", `The words under it. ${PARAGRAPHS}`, "text"),
    listField(
      "features",
      "Key features",
      'What the page lists under "Built like a spa".',
      "feature",
    ),
    listField(
      "benefits",
      "Health benefits",
      'What the page lists as the benefits of its heat: on the steam rooms page under "Why steam", on the sauna collections under "What regular heat does for you".',
      "benefit",
    ),
    sectionField("action", "Button", "The words on the button under the introduction.", "action"),
    entriesField(
      "suggestions",
      "Suggested pages",
      "What the page says under each page it suggests.",
      "suggestion",
    ),
    sectionField(
      "photographedHeading",
      "Heading, once every picture is a photograph",
      "The gallery's main heading once every picture in it is a photograph of a room we built.",
      "heading",
    ),
    sectionField(
      "photographedIntro",
      "Introduction, once every picture is a photograph",
      `The words under it. ${PARAGRAPHS}`,
      "text",
    ),
    sectionField(
      "mixedHeading",
      "Heading, while some pictures are photographs",
      "The gallery's main heading while our photographs stand beside visualisations.",
      "heading",
    ),
    sectionField(
      "mixedIntro",
      "Introduction, while some pictures are photographs",
      `The words under it; begin with {photographsFirst}, the sentence saying where the photographs come first. ${PARAGRAPHS}`,
      "text",
    ),
    sectionField(
      "drawnHeading",
      "Heading, while every picture is a visualisation",
      "The gallery's main heading while none of its pictures is a photograph.",
      "heading",
    ),
    sectionField(
      "drawnIntro",
      "Introduction, while every picture is a visualisation",
      `The words under it. ${PARAGRAPHS}`,
      "text",
    ),
    sectionField(
      "builtHeading",
      "Rooms we have built: heading",
      "The heading over the rooms we have built, shown once there is one.",
      "heading",
    ),
    sectionField(
      "builtIntro",
      "Rooms we have built: words",
      `The words under it. ${PARAGRAPHS}`,
      "text",
    ),
    sectionField(
      "moreHeading",
      "More designs: heading",
      "The heading over the further designs (not shown on phones); name their number as {moreDesigns}.",
      "heading",
    ),
    sectionField("moreIntro", "More designs: words", `The words under it. ${PARAGRAPHS}`, "text"),
    sectionField(
      "closingHeading",
      "Closing: heading",
      "The heading of the invitation at the foot of the page.",
      "heading",
    ),
    sectionField("closingText", "Closing: words", `The words under it. ${PARAGRAPHS}`, "text"),
    sectionField(
      "closingAction",
      "Closing: button",
      "The words on its button, which opens the contact page.",
      "action",
    ),
    entriesField(
      "guideSummaries",
      "Guides' summaries",
      "What the guides page says of each guide, under its name.",
      "guideSummary",
    ),
  ],
  preview: {
    select: { id: "_id", title: "searchTitle" },
    prepare: ({ id, title }: { id?: string; title?: string }) => ({
      title: PAGES.find((page) => page.id === pageOfId(String(id)))?.name ?? id ?? "A page",
      subtitle: title,
    }),
  },
});
