/**
 * The words of the site's pages, as editors keep them in the content studio (Pages' words): each
 * page's title and description in search results and on shared links, one document per page, and
 * the home page's main heading and introduction, the about page's sections, the steam rooms page's
 * features and benefits, the sauna collections' main heading, introduction and health benefits,
 * the comparison's main heading and introduction, the gallery's introductions,
 * sections and closing words, the guides' summaries, the page not found's words, the home page's
 * sections and eyebrow, the contact page's heading and introduction (which may hold a link,
 * written `[its words](/path)`), the showrooms' description in search results and visit (on the
 * contact page's words), the booking's heading, introduction, steps and kinds of visit, and how a
 * DIY kit goes up (on the DIY kits' words, shown on the Vakio's page).
 * `npm run content` reads them with this query, checks every one by the Studio's own rule
 * (content-studio/rules/pages.ts: the figures each page may name, the lengths search results
 * show) and that every page has its words, and writes `generated/pages/<page>.ts`, one module per
 * page, which its route reads through `pageSeoWords`. There is no copy of the words in code: a
 * dataset without a page's words stops the build.
 */
import { z } from "zod";

import { type ContentQuery, checkEach, failIfAny, paragraphsOf } from "./check";
import { richOf } from "./guides";
import type { Rich } from "../guides/schema";
import { published } from "../dataset/groq";
import {
  type EntryField,
  type LIST_ICONS,
  PAGE_ENTRIES,
  PAGES,
  type PageId,
  type PairField,
  pageEntriesProblems,
  pagePairsProblems,
  pageHas,
  pageListProblems,
  pageOfId,
  pageWordsId,
  pageWordsProblem,
  type SectionField,
  sectionTextProblem,
  takesLinks,
} from "../../content-studio/rules/pages";

/** A page's search words as the site shows them, figures still named in braces. */
export interface PageWords {
  title: string;
  description: string;
}

/** Text in paragraphs, as editors type it (an empty line between two). */
type Paragraphs = string[];

/** The home page's own words: its main heading and introduction. */
export interface HomeSections {
  heading: string;
  intro: Paragraphs;
}

/** An item of a list of the business's own (a promise, a reason to visit): a title and words. */
export interface Pair {
  title: string;
  text: string;
}

/**
 * The home page's own words: besides its main heading and introduction, the section on what we
 * make and its cards' words, by card, our promises, the clients' heading and the closing
 * invitation.
 */
export interface HomePageSections extends HomeSections {
  eyebrow: string;
  productsHeading: string;
  productsIntro: Paragraphs;
  productCards: EntryWords<"productCards">;
  promisesHeading: string;
  promises: Pair[];
  clientsHeading: string;
  inviteHeading: string;
  inviteText: Paragraphs;
}

/**
 * The contact page's words: its main heading and introduction (each paragraph as `Rich` text, as
 * it may hold a link), and for the showrooms' pages their description in search results (naming
 * `{office}` and `{served}`), what a visit is like and what it holds.
 */
export interface ContactSections {
  heading: string;
  intro: Rich[];
  showroomDescription: string;
  visitHeading: string;
  visitIntro: Paragraphs;
  visitReasons: Pair[];
}

/** The thank-you page's words: its heading and introduction, what happens next, its clients' heading. */
export interface ThankYouSections extends HomeSections {
  nextSteps: Pair[];
  clientsHeading: string;
}

/** The booking's own words: its heading, introduction and steps, and each kind of visit's summary. */
export interface BookSections extends HomeSections {
  bookingSteps: Pair[];
  visitSummaries: EntryWords<"visitSummaries">;
}

/** The DIY kits' own words: how a kit goes up, which the Vakio's page shows beside its kits. */
export interface DiyKitsSections {
  kitInstallation: string;
}

/** The about page's own words, section by section. */
export interface AboutSections extends HomeSections {
  story: Paragraphs;
  milestones: { when: string; text: string }[];
  serviceHeading: string;
  serviceIntro: Paragraphs;
  services: string[];
  reachHeading: string;
  reachText: Paragraphs;
}

/**
 * An item of a page's list (a feature, a benefit): a short title, a sentence or two and one of the
 * Studio's icons.
 */
export interface ListItem {
  title: string;
  description: string;
  icon: (typeof LIST_ICONS)[number]["value"];
}

/** The steam rooms page's own words: its features and the benefits of steam. */
export interface SteamRoomsSections {
  features: ListItem[];
  benefits: ListItem[];
}

/**
 * The sauna collections' own words: the main heading, the introduction (naming
 * `{collectionCount}`) and the health benefits of a sauna.
 */
export interface ProductsSections extends HomeSections {
  benefits: ListItem[];
}

/** The comparison's own words: its main heading and introduction (naming `{collectionCount}`). */
export type CompareSections = HomeSections;

/**
 * The gallery's own words: its main heading and introduction for each of what its pictures may be
 * (every one a photograph, some, or none; the middle one names `{photographsFirst}`), the rooms we
 * have built's and the further designs' headings and words, and its closing invitation.
 */
export interface GallerySections {
  photographedHeading: string;
  photographedIntro: Paragraphs;
  mixedHeading: string;
  mixedIntro: Paragraphs;
  drawnHeading: string;
  drawnIntro: Paragraphs;
  builtHeading: string;
  builtIntro: Paragraphs;
  moreHeading: string;
  moreIntro: Paragraphs;
  closingHeading: string;
  closingText: Paragraphs;
  closingAction: string;
}

/** The words of a list whose entries the site keys on, by entry. */
export type EntryWords<Field extends EntryField> = Record<
  (typeof PAGE_ENTRIES)[Field]["entries"][number]["id"],
  string
>;

/** The guides page's own words: each guide's summary, by the guide's id. */
export interface GuidesSections {
  guideSummaries: EntryWords<"guideSummaries">;
}

/** The page not found's own words: heading, introduction, button and each suggestion's note. */
export interface NotFoundSections extends HomeSections {
  action: string;
  suggestions: EntryWords<"suggestions">;
}

/**
 * A page's words as `npm run content` writes them: its search words, and its sections if any (an
 * introduction in paragraphs, each as `Rich` text where it may hold links).
 */
export interface CheckedPage {
  words: PageWords;
  sections?: Partial<
    Omit<
      AboutSections &
        SteamRoomsSections &
        GallerySections &
        GuidesSections &
        NotFoundSections &
        HomePageSections &
        BookSections &
        ContactSections &
        DiyKitsSections &
        ThankYouSections,
      "intro"
    > & { intro: Paragraphs | Rich[] }
  >;
}

export const PAGE_WORDS_QUERY = `*[_type == "pageWords" && ${published}] | order(_id asc) {
  _id,
  searchTitle,
  searchDescription,
  eyebrow,
  heading,
  intro,
  story,
  milestones[]{ when, text },
  serviceHeading,
  serviceIntro,
  services,
  reachHeading,
  reachText,
  features[]{ title, description, icon },
  benefits[]{ title, description, icon },
  photographedHeading,
  photographedIntro,
  mixedHeading,
  mixedIntro,
  drawnHeading,
  drawnIntro,
  builtHeading,
  builtIntro,
  moreHeading,
  moreIntro,
  closingHeading,
  closingText,
  closingAction,
  action,
  guideSummaries[]{ guide, summary },
  suggestions[]{ page, note },
  productsHeading,
  productsIntro,
  productCards[]{ card, text },
  promisesHeading,
  promises[]{ title, text },
  nextSteps[]{ title, text },
  clientsHeading,
  inviteHeading,
  inviteText,
  visitHeading,
  visitIntro,
  visitReasons[]{ title, text },
  visitSummaries[]{ kind, summary },
  bookingSteps[]{ title, text },
  showroomDescription,
  kitInstallation
}`;

/**
 * How each section's field is held to the rule: a heading, text in paragraphs, a button's words, a
 * list of lines or milestones, a list of items each with a title, words and an icon, a list of
 * the business's own items each with a title and words, or a list of the site's entries, each
 * once with its words.
 */
const SECTION_KINDS: Record<
  SectionField,
  | "heading"
  | "paragraphs"
  | "sentence"
  | "action"
  | "milestones"
  | "lines"
  | "items"
  | "pairs"
  | "entries"
> = {
  eyebrow: "heading",
  heading: "heading",
  intro: "paragraphs",
  story: "paragraphs",
  milestones: "milestones",
  serviceHeading: "heading",
  serviceIntro: "paragraphs",
  services: "lines",
  reachHeading: "heading",
  reachText: "paragraphs",
  features: "items",
  benefits: "items",
  photographedHeading: "heading",
  photographedIntro: "paragraphs",
  mixedHeading: "heading",
  mixedIntro: "paragraphs",
  drawnHeading: "heading",
  drawnIntro: "paragraphs",
  builtHeading: "heading",
  builtIntro: "paragraphs",
  moreHeading: "heading",
  moreIntro: "paragraphs",
  closingHeading: "heading",
  closingText: "paragraphs",
  closingAction: "action",
  action: "action",
  guideSummaries: "entries",
  suggestions: "entries",
  productsHeading: "heading",
  productsIntro: "paragraphs",
  productCards: "entries",
  promisesHeading: "heading",
  promises: "pairs",
  nextSteps: "pairs",
  clientsHeading: "heading",
  inviteHeading: "heading",
  inviteText: "paragraphs",
  visitHeading: "heading",
  visitIntro: "paragraphs",
  visitReasons: "pairs",
  visitSummaries: "entries",
  bookingSteps: "pairs",
  showroomDescription: "sentence",
  kitInstallation: "sentence",
};

const SECTION_FIELDS = Object.keys(SECTION_KINDS) as SectionField[];

/** An item of a list as the query gives it; the rule (`pageListProblems`) checks its parts. */
const listItem = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
});

/** An item of a list of the business's own as the query gives it; the rule checks its parts. */
const pair = z.object({ title: z.string().nullish(), text: z.string().nullish() }).nullable();

/** A list of the site's entries as the query gives it (`key`, the entry; `text`, its words). */
const entries = (key: string, text: string) =>
  z
    .array(z.object({ [key]: z.string().nullish(), [text]: z.string().nullish() }).nullable())
    .nullish();

export const pageWordsDocument = z
  .object({
    _id: z.string(),
    searchTitle: z.string("required: the title in search results"),
    searchDescription: z.string("required: the description in search results"),
    eyebrow: z.string().nullish(),
    heading: z.string().nullish(),
    intro: z.string().nullish(),
    story: z.string().nullish(),
    milestones: z
      .array(z.object({ when: z.string().nullish(), text: z.string().nullish() }))
      .nullish(),
    serviceHeading: z.string().nullish(),
    serviceIntro: z.string().nullish(),
    services: z.array(z.string().nullish()).nullish(),
    reachHeading: z.string().nullish(),
    reachText: z.string().nullish(),
    features: z.array(listItem).nullish(),
    benefits: z.array(listItem).nullish(),
    photographedHeading: z.string().nullish(),
    photographedIntro: z.string().nullish(),
    mixedHeading: z.string().nullish(),
    mixedIntro: z.string().nullish(),
    drawnHeading: z.string().nullish(),
    drawnIntro: z.string().nullish(),
    builtHeading: z.string().nullish(),
    builtIntro: z.string().nullish(),
    moreHeading: z.string().nullish(),
    moreIntro: z.string().nullish(),
    closingHeading: z.string().nullish(),
    closingText: z.string().nullish(),
    closingAction: z.string().nullish(),
    action: z.string().nullish(),
    guideSummaries: z
      .array(z.object({ guide: z.string().nullish(), summary: z.string().nullish() }).nullable())
      .nullish(),
    suggestions: z
      .array(z.object({ page: z.string().nullish(), note: z.string().nullish() }).nullable())
      .nullish(),
    productsHeading: z.string().nullish(),
    productsIntro: z.string().nullish(),
    productCards: entries("card", "text"),
    promisesHeading: z.string().nullish(),
    promises: z.array(pair).nullish(),
    nextSteps: z.array(pair).nullish(),
    clientsHeading: z.string().nullish(),
    inviteHeading: z.string().nullish(),
    inviteText: z.string().nullish(),
    visitHeading: z.string().nullish(),
    visitIntro: z.string().nullish(),
    visitReasons: z.array(pair).nullish(),
    visitSummaries: entries("kind", "summary"),
    bookingSteps: z.array(pair).nullish(),
    showroomDescription: z.string().nullish(),
    kitInstallation: z.string().nullish(),
  })
  .superRefine((doc, context) => {
    const page = pageOfId(doc._id);
    if (!PAGES.some(({ id }) => id === page)) {
      context.addIssue({
        code: "custom",
        path: ["_id"],
        message: `not a page of the site; a page's words are the document "${pageWordsId("<page>")}" of one of ${PAGES.map(({ id }) => id).join(", ")}`,
      });
      return;
    }
    const check = (
      path: (string | number)[],
      kind: Parameters<typeof pageWordsProblem>[1],
      text: unknown,
    ) => {
      const problem = pageWordsProblem(page, kind, typeof text === "string" ? text : "");
      if (problem) context.addIssue({ code: "custom", path, message: problem });
    };
    check(["searchTitle"], "title", doc.searchTitle);
    check(["searchDescription"], "description", doc.searchDescription);
    for (const field of SECTION_FIELDS) {
      const value = doc[field];
      if (!pageHas(page, field)) {
        if (value != null) {
          context.addIssue({
            code: "custom",
            path: [field],
            message: "not a field of this page, which would not show it; remove it",
          });
        }
        continue;
      }
      const kind = SECTION_KINDS[field];
      if (kind === "heading" || kind === "paragraphs" || kind === "sentence" || kind === "action") {
        const problem = sectionTextProblem(
          page,
          field,
          kind === "paragraphs" || kind === "sentence" ? "text" : kind,
          typeof value === "string" ? value : "",
        );
        if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
      } else if (kind === "entries") {
        for (const { path, message } of pageEntriesProblems(page, field as EntryField, value)) {
          context.addIssue({ code: "custom", path: [field, ...path], message });
        }
      } else if (kind === "pairs") {
        for (const { path, message } of pagePairsProblems(page, field as PairField, value)) {
          context.addIssue({ code: "custom", path: [field, ...path], message });
        }
      } else if (kind === "items") {
        for (const { path, message } of pageListProblems(page, value)) {
          context.addIssue({ code: "custom", path: [field, ...path], message });
        }
      } else if (!Array.isArray(value) || value.length === 0) {
        context.addIssue({ code: "custom", path: [field], message: "Required" });
      } else if (kind === "lines") {
        value.forEach((line, i) => check([field, i], "text", line));
      } else {
        (value as { when?: unknown; text?: unknown }[]).forEach((milestone, i) => {
          check([field, i, "when"], "heading", milestone.when);
          check([field, i, "text"], "text", milestone.text);
        });
      }
    }
  })
  .transform((doc): CheckedPage & { page: PageId } => {
    const page = pageOfId(doc._id) as PageId;
    const sections = Object.fromEntries(
      SECTION_FIELDS.filter((field) => pageHas(page, field)).map((field) => {
        const value = doc[field];
        const kind = SECTION_KINDS[field];
        if (kind === "paragraphs") {
          const paragraphs = paragraphsOf(String(value));
          return [field, takesLinks(page, field) ? paragraphs.map(richOf) : paragraphs];
        }
        if (kind === "sentence") return [field, String(value).trim().replaceAll(/\s+/g, " ")];
        if (kind === "heading" || kind === "action") return [field, String(value).trim()];
        if (kind === "entries") {
          const { key, text, entries } = PAGE_ENTRIES[field as EntryField];
          const given = value as Record<string, string>[];
          return [
            field,
            Object.fromEntries(
              entries.map(({ id }) => {
                const words = given.find((item) => item[key] === id)?.[text] ?? "";
                return [id, words.trim().replaceAll(/\s+/g, " ")];
              }),
            ),
          ];
        }
        if (kind === "lines") return [field, (value as string[]).map((line) => line.trim())];
        if (kind === "pairs") {
          return [
            field,
            (value as Pair[]).map(({ title, text }) => ({
              title: title.trim().replaceAll(/\s+/g, " "),
              text: text.trim().replaceAll(/\s+/g, " "),
            })),
          ];
        }
        if (kind === "items") {
          return [
            field,
            (value as ListItem[]).map(({ title, description, icon }) => ({
              title: title.trim(),
              description: description.trim(),
              icon,
            })),
          ];
        }
        return [
          field,
          (value as { when: string; text: string }[]).map(({ when, text }) => ({
            when: when.trim(),
            text: text.trim(),
          })),
        ];
      }),
    );
    return {
      page,
      words: { title: doc.searchTitle.trim(), description: doc.searchDescription.trim() },
      ...(Object.keys(sections).length > 0 ? { sections } : {}),
    };
  });

/** The Studio's name of the page a document is for, so that a message names it as editors do. */
const named = (doc: unknown) => {
  const id = String((doc as { _id?: unknown } | null)?._id);
  return { ...(doc as object), name: PAGES.find((page) => page.id === pageOfId(id))?.name };
};

/**
 * Checks the pages' words: each document, and that every page has its own (a document's id names
 * its page, so no page has two). Throws naming each problem.
 */
export function checkPageWords(result: unknown): Record<PageId, CheckedPage> {
  const found: string[] = [];
  const documents = checkEach(
    "page's words",
    Array.isArray(result) ? result.map(named) : result,
    pageWordsDocument,
    found,
  );
  const byPage = new Map(documents.map(({ page, ...checked }) => [page, checked]));
  for (const { id, name } of PAGES) {
    if (!byPage.has(id) && Array.isArray(result)) {
      const broken = result.some((doc) => pageOfId(String((doc as { _id?: unknown })?._id)) === id);
      if (!broken) {
        found.push(
          `page's words "${name}" (${pageWordsId(id)}): no document; open Pages' words, then ${name}, in the Studio and give its words`,
        );
      }
    }
  }
  failIfAny(found);
  return Object.fromEntries(byPage) as Record<PageId, CheckedPage>;
}

/** Reads and checks the pages' words. */
export async function readPageWords(query: ContentQuery): Promise<Record<PageId, CheckedPage>> {
  return checkPageWords(await query(PAGE_WORDS_QUERY));
}
