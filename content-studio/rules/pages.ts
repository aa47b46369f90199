/**
 * The words of the site's pages that the business keeps in the Studio ("Pages' words"): one
 * document per page, each with the title and description that search results and shared links
 * show. Where the words state a figure the site works out (the year we began, the cities served,
 * the heaters' outputs), they name it in braces, `{foundingYear}`, and the site fills it in; each
 * page's figures are listed here. The Studio's fields and the site's content check take the words
 * by this one rule, so what the Studio accepts the build accepts. Plain data and functions, no
 * imports but the Studio's own rules: the Studio's dev server serves only its own folder.
 */
import { GUIDE_LINKS, guideListProblem } from "./guides";
import { FEATURE_ICONS, FIGURE_IN_WORDS, linksProblem, PAGE_LIMITS, withoutLinks } from "./words";

/** A figure a page's words may name, with an example of what fills it (for measuring length). */
export interface Figure {
  name: string;
  about: string;
  example: string;
}

const foundingYear: Figure = {
  name: "foundingYear",
  about: "the year we began",
  example: "1970",
};
const officeCities: Figure = {
  name: "officeCities",
  about: "the cities of our offices, as a list",
  example: "Johannesburg and Cape Town",
};

/**
 * The cities of our offices joined by "&", for a short line such as the home page's eyebrow
 * ("Johannesburg & Cape Town"; with three, "Johannesburg, Durban & Cape Town").
 */
const officeCitiesShort: Figure = {
  name: "officeCitiesShort",
  about: 'the cities of our offices, joined by "&", for a short line',
  example: "Johannesburg & Cape Town",
};

/**
 * The cities of our offices joined by "or", for a sentence that offers any one of them ("our team
 * in Johannesburg or Cape Town"; with three, "Johannesburg, Durban or Cape Town").
 */
const officeCitiesOr: Figure = {
  name: "officeCitiesOr",
  about: 'the cities of our offices, joined by "or" ("Johannesburg or Cape Town")',
  example: "Johannesburg or Cape Town",
};

/** How soon the business replies, as Contact details sets it (after "within"). */
const replyTime: Figure = {
  name: "replyTime",
  about: 'how soon we reply, as Contact details sets it ("within {replyTime}")',
  example: "24 hours",
};

const servedCities: Figure = {
  name: "servedCities",
  about: "the cities we serve, as a list",
  example: "Johannesburg, Cape Town and Pretoria",
};

/** How long the business has made saunas, in whole decades as a sentence says it. */
const yearsMaking: Figure = {
  name: "yearsMaking",
  about: 'how long we have been making saunas, since the year we began ("more than fifty years")',
  example: "more than fifty years",
};

const benchTemperature: Figure = {
  name: "benchTemperature",
  about: "the heat a bench is finished for",
  example: "80 °C",
};

const steamTemperature: Figure = {
  name: "steamTemperature",
  about: "the heat a steam room runs at",
  example: "40–45 °C",
};

const collectionCount: Figure = {
  name: "collectionCount",
  about: 'how many sauna collections we sell, as a word with a capital ("Five")',
  example: "Five",
};

/**
 * How long a kind of visit takes, in words with a capital, to begin a sentence: "An hour", "An
 * hour and a half", "Half an hour" (the booking's own minutes, never typed again).
 */
const duration: Figure = {
  name: "duration",
  about: 'how long the visit takes, in words with a capital, to begin a sentence ("An hour")',
  example: "An hour and a half",
};

/**
 * The steam generators' maker as an aside, comma included, or nothing while Price terms names no
 * maker: "Generators {byGeneratorMaker} built for hotel spas" reads "Generators by Harvia, built
 * for hotel spas" or "Generators built for hotel spas" (an empty figure takes one space with it).
 */
const byGeneratorMaker: Figure = {
  name: "byGeneratorMaker",
  about:
    'the steam generators\' maker as "by Harvia," (comma included), or nothing while Price terms names none',
  example: "by Harvia,",
};

/**
 * Every page whose words are kept in the Studio, in the order the Studio lists them: its id (the
 * document's `page`), the name an editor knows it by, and the figures its words may name.
 */
export const PAGES = [
  {
    id: "home",
    name: "Home page",
    figures: [
      foundingYear,
      servedCities,
      collectionCount,
      {
        name: "officeCount",
        about: 'how many offices we have, as a word with a capital ("Two")',
        example: "Two",
      },
      officeCities,
      officeCitiesShort,
      replyTime,
    ],
  },
  { id: "products", name: "Sauna collections", figures: [servedCities, collectionCount] },
  {
    id: "compare",
    name: "Compare the collections",
    figures: [
      collectionCount,
      {
        name: "collections",
        about: "the collections compared, by name",
        example: "Kaelis, Aurora, Loyly, Elysium, Vakio and Premium Ice Bath",
      },
    ],
  },
  {
    id: "diyKits",
    name: "DIY sauna kits",
    figures: [
      { name: "smallestKit", about: "the smallest kit's size", example: "1400 × 1400 mm" },
      { name: "largestKit", about: "the largest kit's size", example: "2600 × 2100 mm" },
      servedCities,
    ],
  },
  {
    id: "aromas",
    name: "Aroma concentrates",
    figures: [
      {
        name: "aromaCount",
        about: 'how many aromas are on sale, as a word with a capital ("Seven")',
        example: "Seven",
      },
      {
        name: "aromaNames",
        about: "the aromas on sale, by name, as a list",
        example: "Pine Needle, Eucalyptus and Rose",
      },
    ],
  },
  { id: "accessories", name: "Accessories", figures: [] },
  {
    id: "equipment",
    name: "Heaters",
    figures: [{ name: "heaterBrand", about: "the heaters' maker", example: "Harvia" }],
  },
  {
    id: "sizing",
    name: "Sauna and heater sizing",
    figures: [
      { name: "smallestOutput", about: "the smallest heater's output", example: "4.5 kW" },
      { name: "largestOutput", about: "the largest heater's output", example: "11 kW" },
    ],
  },
  {
    id: "steamRooms",
    name: "Steam rooms",
    figures: [servedCities, steamTemperature, byGeneratorMaker],
  },
  {
    id: "about",
    name: "About us",
    figures: [foundingYear, yearsMaking, benchTemperature, officeCities],
  },
  { id: "guides", name: "Guides", figures: [] },
  {
    id: "guideInstallation",
    name: "Guide: installation",
    figures: [{ name: "stepCount", about: "how many steps the installation has", example: "6" }],
  },
  { id: "guideWarranty", name: "Guide: warranty and care", figures: [] },
  { id: "guideFaq", name: "Questions and answers", figures: [] },
  {
    id: "gallery",
    name: "Gallery",
    figures: [
      {
        name: "whatWeShow",
        about:
          "what the gallery shows: photographs of rooms we built, visualisations, or both, as the pictures are",
        example: "Visualisations of our saunas and ice bath, drawn from the models we build from",
      },
      {
        name: "photographsFirst",
        about:
          "the sentence saying where the photographs of rooms we built come first: here, in each collection, or both, as they are",
        example: "Photographs of rooms we have built come first, here and in each collection.",
      },
      {
        name: "moreDesigns",
        about: 'how many further designs the gallery shows, as a word with a capital ("Twenty")',
        example: "Twenty",
      },
    ],
  },
  { id: "blog", name: "Blog", figures: [] },
  {
    id: "contact",
    name: "Contact us",
    figures: [
      {
        name: "visitDuration",
        about: 'how long a showroom visit takes, in words ("an hour"), on a showroom\'s page',
        example: "an hour and a half",
      },
      {
        name: "city",
        about: "the showroom's city, on a showroom's page",
        example: "Johannesburg",
      },
      {
        name: "office",
        about: "the showroom's name, on a showroom's page",
        example: "Vaja Johannesburg",
      },
      {
        name: "served",
        about:
          'where the showroom\'s teams install, after "installed", on a showroom\'s page ("in and around Cape Town, and across Western Cape")',
        example: "in and around Johannesburg and Pretoria, and across Gauteng",
      },
      officeCities,
      replyTime,
    ],
  },
  {
    id: "book",
    name: "Book a visit",
    figures: [
      duration,
      replyTime,
      {
        name: "fewestTimes",
        about:
          'how many times a booking offers at least, as a word with a capital ("Two"), as the booking form asks',
        example: "Two",
      },
      {
        name: "fewestTimesLower",
        about:
          'how many times a booking offers at least, as a word in small letters ("two"), within a sentence',
        example: "two",
      },
      {
        name: "mostTimes",
        about:
          'how many times a booking offers at most, as a word ("three"), as the booking form asks',
        example: "three",
      },
      officeCitiesOr,
    ],
  },
  { id: "thankYou", name: "Thank you (after an enquiry)", figures: [officeCities, replyTime] },
  { id: "privacy", name: "Privacy", figures: [] },
  {
    id: "notFound",
    name: "Page not found",
    figures: [collectionCount],
  },
] as const satisfies readonly { id: string; name: string; figures: readonly Figure[] }[];

export type PageId = (typeof PAGES)[number]["id"];

/** The id of page `page`'s document. */
export const pageWordsId = (page: string) => `page-words-${page}`;

/** The page a document is for, from its id (a draft's too); "" for any other id. */
export function pageOfId(id: string): string {
  const match = /^(?:drafts\.)?page-words-(.+)$/.exec(id);
  return match ? match[1]! : "";
}

/** The figures page `id` may name, by name; undefined for a page not in the list. */
export function pageFigures(id: string): readonly Figure[] | undefined {
  return PAGES.find((page) => page.id === id)?.figures;
}

/**
 * The words a page has beyond its search words, each a field of its document: the home page's
 * main heading and introduction, its collections' section and cards, its promises, its clients'
 * heading and its closing invitation, the about page's sections, the steam rooms page's features and
 * benefits, the sauna collections' health benefits, the gallery's introductions (one for each of
 * what its pictures may be), sections and closing words, the guides' summaries, and the page not
 * found's words and suggestions, the sauna collections' and the comparison's main heading and
 * introduction, the contact page's heading and introduction, the showrooms'
 * pages' description in search results and visit (on the contact page's words, as the showrooms
 * are pages of Contact us), the booking's heading, introduction, steps and kinds of visit, the
 * home page's eyebrow (the short line over its main heading) and, on the DIY kits' words, how a
 * kit goes up (shown on the Vakio's page). Every one is required on its page and refused on any
 * other.
 */
export const PAGE_SECTIONS: Readonly<Record<string, readonly SectionField[]>> = {
  home: [
    "eyebrow",
    "heading",
    "intro",
    "productsHeading",
    "productsIntro",
    "productCards",
    "promisesHeading",
    "promises",
    "clientsHeading",
    "inviteHeading",
    "inviteText",
  ],
  about: [
    "heading",
    "intro",
    "story",
    "milestones",
    "serviceHeading",
    "serviceIntro",
    "services",
    "reachHeading",
    "reachText",
  ],
  steamRooms: ["features", "benefits"],
  products: ["heading", "intro", "benefits"],
  compare: ["heading", "intro"],
  gallery: [
    "photographedHeading",
    "photographedIntro",
    "mixedHeading",
    "mixedIntro",
    "drawnHeading",
    "drawnIntro",
    "builtHeading",
    "builtIntro",
    "moreHeading",
    "moreIntro",
    "closingHeading",
    "closingText",
    "closingAction",
  ],
  guides: ["guideSummaries"],
  notFound: ["heading", "intro", "action", "suggestions"],
  contact: [
    "heading",
    "intro",
    "showroomDescription",
    "visitHeading",
    "visitIntro",
    "visitReasons",
  ],
  book: ["heading", "intro", "bookingSteps", "visitSummaries"],
  diyKits: ["kitInstallation"],
  thankYou: ["heading", "intro", "nextSteps", "clientsHeading"],
};

export type SectionField =
  | "eyebrow"
  | "heading"
  | "intro"
  | "story"
  | "milestones"
  | "serviceHeading"
  | "serviceIntro"
  | "services"
  | "reachHeading"
  | "reachText"
  | "features"
  | "benefits"
  | "photographedHeading"
  | "photographedIntro"
  | "mixedHeading"
  | "mixedIntro"
  | "drawnHeading"
  | "drawnIntro"
  | "builtHeading"
  | "builtIntro"
  | "moreHeading"
  | "moreIntro"
  | "closingHeading"
  | "closingText"
  | "closingAction"
  | "action"
  | "guideSummaries"
  | "suggestions"
  | "productsHeading"
  | "productsIntro"
  | "productCards"
  | "promisesHeading"
  | "promises"
  | "nextSteps"
  | "clientsHeading"
  | "inviteHeading"
  | "inviteText"
  | "visitHeading"
  | "visitIntro"
  | "visitReasons"
  | "visitSummaries"
  | "bookingSteps"
  | "showroomDescription"
  | "kitInstallation";

/** Whether page `pageId` has section field `field`. */
export const pageHas = (pageId: string, field: SectionField) =>
  (PAGE_SECTIONS[pageId] ?? []).includes(field);

/** A heading longer than this wraps into a block on a phone. */
export const MAX_HEADING = 80;

/** What follows a page's own title in a browser's tab and in search results. */
export const TITLE_SUFFIX = " | Vaja";

/** A search result shows about 60 characters of a title, the site's name included. */
export const MAX_TITLE = 60 - TITLE_SUFFIX.length;

/** A description shorter than this tells a searcher too little; search engines write their own. */
export const MIN_DESCRIPTION = 50;

/** Search results cut a description off after about this many characters. */
export const SHOWN_DESCRIPTION = 160;

/** The longest description accepted: what a search result shows, so that none is cut off. */
export const MAX_DESCRIPTION = SHOWN_DESCRIPTION;

const NAMED = /\{([^{}]*)\}/g;

/** The figures `text` names in braces, in order, each once. */
export function namedFigures(text: string): string[] {
  return [...new Set([...text.matchAll(NAMED)].map((match) => match[1]!))];
}

/** The figures a page has, for a message: "it has {foundingYear} (the year we began)". */
function offered(figures: readonly Figure[]): string {
  const names = figures.map((figure) => `{${figure.name}} (${figure.about})`);
  return names.length > 0 ? `it has ${names.join(", ")}` : "it has none";
}

/** `text` with each figure it names replaced by its example, to measure it as a page shows it. */
function asShown(text: string, figures: readonly Figure[]): string {
  return text.replace(
    NAMED,
    (whole, name: string) => figures.find((figure) => figure.name === name)?.example ?? whole,
  );
}

/**
 * What is wrong with a page's words (its search title or description, a heading, or any other
 * text, by `field`), as one sentence for the editor, or undefined when nothing is: words missing,
 * a figure the page does not have, braces left open, or a length outside what search results
 * show or a heading holds. Lengths count each figure at its example's length.
 */
export function pageWordsProblem(
  pageId: string,
  field: "title" | "description" | "heading" | "text",
  text: string,
): string | undefined {
  const figures = pageFigures(pageId);
  if (!figures) return `"${pageId}" is not one of the site's pages`;
  const trimmed = text.trim();
  if (!trimmed) return "Required";
  const unknown = namedFigures(trimmed).filter(
    (name) => !figures.some((figure) => figure.name === name),
  );
  if (unknown.length > 0) {
    return `{${unknown[0]}} is not a figure this page has; ${offered(figures)}`;
  }
  const shown = asShown(trimmed, figures);
  if (/[{}]/.test(shown)) return "A brace is left without its pair: name a figure as {name}";
  if (field === "heading" && shown.length > MAX_HEADING) {
    return `At most ${MAX_HEADING} characters; it has ${shown.length}`;
  }
  if (field === "title" && shown.length > MAX_TITLE) {
    return `At most ${MAX_TITLE} characters (the site's name follows it); it has ${shown.length}`;
  }
  if (field === "description" && shown.length < MIN_DESCRIPTION) {
    return `At least ${MIN_DESCRIPTION} characters; it has ${shown.length}`;
  }
  if (field === "description" && shown.length > MAX_DESCRIPTION) {
    return `At most ${MAX_DESCRIPTION} characters (search results show about ${SHOWN_DESCRIPTION}); it has ${shown.length}`;
  }
  return undefined;
}

/**
 * A list of a page's, such as the steam rooms page's features or the health benefits on the
 * sauna collections: how many items it holds (fewer leave its grid half empty, more make it a
 * wall), and each item's title and words, in characters, as the page shows them.
 */
export const LIST_LIMITS = {
  items: [2, 6],
  title: PAGE_LIMITS.featureTitle,
  description: PAGE_LIMITS.feature,
} as const;

/**
 * The figures a page's lists may name, of the page's own: those the lists' words are about (the
 * steam room's heat, the generators' maker). The site fills them in where it builds the lists,
 * with the range's figures, which hold no list of the cities served: `{servedCities}` is for the
 * page's search words. A page not named here has no figure for its lists.
 */
export const LIST_FIGURES: Readonly<Record<string, readonly string[]>> = {
  steamRooms: [steamTemperature.name, byGeneratorMaker.name],
};

/** The figures page `pageId`'s lists may name. */
export const listFigures = (pageId: string): readonly Figure[] =>
  (pageFigures(pageId) ?? []).filter((figure) =>
    (LIST_FIGURES[pageId] ?? []).includes(figure.name),
  );

/** The icons a list's item may show, as the Studio offers them. */
export const LIST_ICONS = FEATURE_ICONS;

/** What is wrong with a list's items as a whole (`items`, the field's value), or undefined. */
export function pageListProblem(items: unknown): string | undefined {
  const count = Array.isArray(items) ? items.length : 0;
  if (count === 0) return "Required";
  const [low, high] = LIST_LIMITS.items;
  if (count < low || count > high) return `${low} to ${high} items; it has ${count}`;
  return undefined;
}

/**
 * What is wrong with one part of a list's item on page `pageId` (its title, its words or its
 * icon), or undefined: words missing, a figure the page does not have or one written out rather
 * than named in braces, a length outside the list's limits, or an icon the Studio does not offer.
 */
export function listItemProblem(
  pageId: string,
  part: "title" | "description" | "icon",
  value: unknown,
): string | undefined {
  if (part === "icon") {
    if (typeof value !== "string" || !value) return "Required: choose an icon";
    return LIST_ICONS.some((icon) => icon.value === value)
      ? undefined
      : `"${value}" is not one of the icons the Studio offers (${LIST_ICONS.map((icon) => icon.value).join(", ")})`;
  }
  const text = typeof value === "string" ? value.trim() : "";
  const figures = listFigures(pageId);
  const unknown = namedFigures(text).find((name) => !figures.some((each) => each.name === name));
  if (text && unknown)
    return `{${unknown}} is not a figure this page's lists have; ${offered(figures)}`;
  const problem = pageWordsProblem(pageId, "text", text);
  if (problem) return problem;
  if (FIGURE_IN_WORDS.test(text.replace(NAMED, ""))) {
    return `No temperature, size, price or time written out: name the figure in braces and the page fills it in; ${offered(figures)}`;
  }
  const length = asShown(text, figures).length;
  const [low, high] = LIST_LIMITS[part];
  if (length < low) return `At least ${low} characters; it has ${length}`;
  if (length > high) return `At most ${high} characters; it has ${length}`;
  return undefined;
}

/** Every problem of a list on page `pageId`, each with where it is in the list (`[0, "title"]`). */
export function pageListProblems(
  pageId: string,
  items: unknown,
): { path: (string | number)[]; message: string }[] {
  const whole = pageListProblem(items);
  if (whole) return [{ path: [], message: whole }];
  return (items as unknown[]).flatMap((item, i) =>
    (["title", "description", "icon"] as const).flatMap((part) => {
      const message = listItemProblem(
        pageId,
        part,
        (item as Record<string, unknown> | null)?.[part],
      );
      return message ? [{ path: [i, part], message }] : [];
    }),
  );
}

/**
 * The fields whose words may give no figure of their own: a count, a size, a price or a time
 * written out (in digits or in words, "Five cabins", "Twenty more designs") is refused, so that
 * the words name the figure in braces and never drift from it.
 */
export const NAMED_FIGURES_ONLY: readonly SectionField[] = [
  "photographedHeading",
  "photographedIntro",
  "mixedHeading",
  "mixedIntro",
  "drawnHeading",
  "drawnIntro",
  "builtHeading",
  "builtIntro",
  "moreHeading",
  "moreIntro",
  "closingHeading",
  "closingText",
  "closingAction",
  "action",
  "guideSummaries",
  "suggestions",
  "productsHeading",
  "productsIntro",
  "productCards",
  "promisesHeading",
  "promises",
  "clientsHeading",
  "visitHeading",
  "visitIntro",
  "visitReasons",
  "visitSummaries",
  "eyebrow",
  "bookingSteps",
  "showroomDescription",
  "heading",
  "intro",
];

/** A count written out, in digits or in words. */
export const COUNT_WRITTEN =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen)\b/i;

/**
 * A length of time written out in words ("an hour", "half an hour"): on the fields that name their
 * figures only, refused like a count, since the site knows the minutes.
 */
export const DURATION_WRITTEN = /\b(?:an?|one)\s+(?:hour|minute)s?\b/i;

/** The most characters of a button's words, which sit on one line. */
export const MAX_ACTION = 30;

/** The most characters of a section's words (its paragraphs together) on these pages. */
export const MAX_SECTION_TEXT = 600;

/**
 * The section texts that may hold links, page by page, each written `[its words](/path)` to one
 * of the site's own pages (`SITE_LINKS`): the contact page's introduction, which offers the
 * booking. The site shows each as a link of its own (the guides' `RichText`). A link anywhere
 * else is refused.
 */
export const LINKED_SECTIONS: Readonly<Record<string, readonly SectionField[]>> = {
  contact: ["intro"],
};

/** The pages a section's link may open: the site's own, as the guides' links are. */
export const SITE_LINKS: readonly string[] = GUIDE_LINKS.map((link) => link.path);

/** Whether page `pageId`'s field `field` may hold links. */
export const takesLinks = (pageId: string, field: SectionField) =>
  (LINKED_SECTIONS[pageId] ?? []).includes(field);

/**
 * The section texts that may name only some of their page's figures: the line on how a kit goes
 * up is shown on the Vakio's page, which fills in no figure of the DIY kits page's.
 */
export const SECTION_FIGURES: Partial<Record<SectionField, readonly string[]>> = {
  kitInstallation: [],
};

/**
 * The section texts of one sentence or two with a length of their own, in characters once each
 * figure is filled in with its example. The showrooms' description in search results is longer
 * than a search result shows (its figures make it so), and it is held to what it is today; the
 * line on how a kit goes up sits beside the kit's price.
 *
 * That line states how long two people take to put a kit up: that is the business's own estimate,
 * a figure the site does not work out, so the line is not among the fields that refuse a figure
 * typed out (`NAMED_FIGURES_ONLY`). Likewise the booking's "two or three times" is not typed: the
 * booking form's fewest and most times are figures, `{fewestTimes}` and `{mostTimes}`.
 */
export const SENTENCE_LIMITS: Partial<Record<SectionField, readonly [number, number]>> = {
  showroomDescription: [MIN_DESCRIPTION, 240],
  kitInstallation: [20, 200],
};

/**
 * What is wrong with one of a page's section texts (`kind`: a heading, paragraphs or a button's
 * words), or undefined: a link where the field takes none, or to a page not the site's; the page's
 * rule (`pageWordsProblem`); a figure the field does not fill in; a length outside the field's
 * own; and on the fields that name their figures only, a figure written out, or more characters
 * than the field holds.
 */
export function sectionTextProblem(
  pageId: string,
  field: SectionField,
  kind: "heading" | "text" | "action",
  text: string,
): string | undefined {
  const links = linksProblem(text, takesLinks(pageId, field) ? SITE_LINKS : []);
  if (links) return links;
  const plain = withoutLinks(text);
  const problem = pageWordsProblem(pageId, kind === "heading" ? "heading" : "text", plain);
  if (problem) return problem;
  const own = SECTION_FIGURES[field];
  const unknown = own && namedFigures(plain).find((name) => !own.includes(name));
  if (own && unknown) {
    const figures = (pageFigures(pageId) ?? []).filter((figure) => own.includes(figure.name));
    return `{${unknown}} is not a figure these words have; ${offered(figures)}`;
  }
  const limits = SENTENCE_LIMITS[field];
  if (limits) {
    const length = asShown(plain.trim(), pageFigures(pageId) ?? []).length;
    if (length < limits[0]) return `At least ${limits[0]} characters; it has ${length}`;
    if (length > limits[1]) return `At most ${limits[1]} characters; it has ${length}`;
  }
  if (!NAMED_FIGURES_ONLY.includes(field)) return undefined;
  return writtenProblem(
    pageId,
    plain,
    kind === "action" ? MAX_ACTION : kind === "text" ? MAX_SECTION_TEXT : MAX_HEADING,
  );
}

/** A figure written out in `text`, or more than `most` characters as the page shows it. */
function writtenProblem(pageId: string, text: string, most: number): string | undefined {
  const figures = pageFigures(pageId) ?? [];
  const plain = text.trim().replace(NAMED, "");
  if (FIGURE_IN_WORDS.test(plain) || COUNT_WRITTEN.test(plain) || DURATION_WRITTEN.test(plain)) {
    return `No count, size, price or time written out: name the figure in braces and the page fills it in; ${offered(figures)}`;
  }
  const length = asShown(text.trim(), figures).length;
  return length > most ? `At most ${most} characters; it has ${length}` : undefined;
}

/** An entry the site keys on: its id, and its name as the Studio lists it. */
export interface SiteEntry {
  id: string;
  name: string;
}

/**
 * The lists of a page's whose entries the site keys on, each entry given exactly once, by its key
 * (`key`, a field of the item), with its words (`text`, at most `most` characters): the guides'
 * summaries, by guide, the page not found's suggestions, by the page suggested, the home page's
 * cards, by the kind of room, and the booking's kinds of visit, by the kind (`VISIT_KINDS`). The business
 * rewords an entry; a developer adds or removes one, with the code that keys on it.
 */
export const PAGE_ENTRIES = {
  guideSummaries: {
    key: "guide",
    text: "summary",
    what: "guide",
    most: 200,
    entries: [
      { id: "installation", name: "Installation" },
      { id: "warranty-and-care", name: "Warranty and care" },
      { id: "faq", name: "Questions and answers" },
    ],
  },
  suggestions: {
    key: "page",
    text: "note",
    what: "suggested page",
    most: 40,
    entries: [
      { id: "products", name: "Sauna collections" },
      { id: "gallery", name: "Gallery" },
      { id: "blog", name: "Blog" },
      { id: "contact", name: "Contact" },
    ],
  },
  productCards: {
    key: "card",
    text: "text",
    what: "card",
    most: 200,
    entries: [
      { id: "saunas", name: "Our Saunas" },
      { id: "steamRooms", name: "Our Steam Rooms" },
    ],
  },
  visitSummaries: {
    key: "kind",
    text: "summary",
    what: "kind of visit",
    most: 200,
    entries: [
      { id: "showroom-visit", name: "Showroom visit" },
      { id: "site-survey", name: "Site survey" },
      { id: "video-call", name: "Video call" },
    ],
  },
} as const satisfies Partial<
  Record<
    SectionField,
    { key: string; text: string; what: string; most: number; entries: readonly SiteEntry[] }
  >
>;

export type EntryField = keyof typeof PAGE_ENTRIES;

/** What is wrong with one entry's words in list `field` of page `pageId`, or undefined. */
export function entryTextProblem(
  pageId: string,
  field: EntryField,
  text: unknown,
): string | undefined {
  const words = typeof text === "string" ? text : "";
  return (
    pageWordsProblem(pageId, "text", words) ??
    writtenProblem(pageId, words, PAGE_ENTRIES[field].most)
  );
}

/**
 * Every problem of list `field` of page `pageId` (`items`, the field's value), each with where it
 * is (`[1, "note"]`): the list as a whole (an entry the site does not know, given twice or left
 * out), then each entry's words.
 */
export function pageEntriesProblems(
  pageId: string,
  field: EntryField,
  items: unknown,
): { path: (string | number)[]; message: string }[] {
  const { key, text, what, entries } = PAGE_ENTRIES[field];
  const list = Array.isArray(items) ? (items as (Record<string, unknown> | null)[]) : [];
  const whole = guideListProblem(
    entries,
    list.map((item) => item?.[key]),
    what,
  );
  if (whole) return [{ path: [], message: whole }];
  return list.flatMap((item, i) => {
    const message = entryTextProblem(pageId, field, item?.[text]);
    return message ? [{ path: [i, text], message }] : [];
  });
}

/**
 * The lists of a page's whose items are the business's own, each a short title and a sentence or
 * two, with no icon: the home page's promises, the reasons to visit a showroom, the steps after an
 * enquiry and the booking's steps. The business
 * adds, removes and reorders items; how many, and each part's length, are held as the page shows
 * them, and no count, size, price or time is written out.
 */
export const PAIR_LISTS = {
  promises: { what: "promise", items: [2, 6] },
  visitReasons: { what: "reason", items: [2, 6] },
  nextSteps: { what: "step", items: [2, 6] },
  bookingSteps: { what: "step", items: [2, 6] },
} as const satisfies Partial<Record<SectionField, { what: string; items: readonly number[] }>>;

export type PairField = keyof typeof PAIR_LISTS;

/** The most and fewest characters of a pair's title and its words. */
export const PAIR_LIMITS = {
  title: PAGE_LIMITS.featureTitle,
  text: PAGE_LIMITS.feature,
} as const;

/** What is wrong with one part of a pair (its title or its words) on page `pageId`, or undefined. */
export function pairPartProblem(
  pageId: string,
  part: "title" | "text",
  value: unknown,
): string | undefined {
  const text = typeof value === "string" ? value : "";
  const problem = pageWordsProblem(pageId, part === "title" ? "heading" : "text", text);
  if (problem) return problem;
  const [low, high] = PAIR_LIMITS[part];
  const written = writtenProblem(pageId, text, high);
  if (written) return written;
  const length = asShown(text.trim(), pageFigures(pageId) ?? []).length;
  return length < low ? `At least ${low} characters; it has ${length}` : undefined;
}

/** What is wrong with list `field`'s items as a whole (`items`, the field's value), or undefined. */
export function pairListProblem(field: PairField, items: unknown): string | undefined {
  const count = Array.isArray(items) ? items.length : 0;
  if (count === 0) return "Required";
  const [low, high] = PAIR_LISTS[field].items;
  if (count < low || count > high) return `${low} to ${high} items; it has ${count}`;
  return undefined;
}

/** Every problem of list `field` of page `pageId`, each with where it is (`[0, "title"]`). */
export function pagePairsProblems(
  pageId: string,
  field: PairField,
  items: unknown,
): { path: (string | number)[]; message: string }[] {
  const whole = pairListProblem(field, items);
  if (whole) return [{ path: [], message: whole }];
  return (items as unknown[]).flatMap((item, i) =>
    (["title", "text"] as const).flatMap((part) => {
      const message = pairPartProblem(
        pageId,
        part,
        (item as Record<string, unknown> | null)?.[part],
      );
      return message ? [{ path: [i, part], message }] : [];
    }),
  );
}
