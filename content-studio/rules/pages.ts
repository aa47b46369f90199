/**
 * The words of the site's pages that the business keeps in the Studio ("Pages' words"): one
 * document per page, each with the title and description that search results and shared links
 * show. Where the words state a figure the site works out (the year we began, the cities served,
 * the heaters' outputs), they name it in braces, `{foundingYear}`, and the site fills it in; each
 * page's figures are listed here. The Studio's fields and the site's content check take the words
 * by this one rule, so what the Studio accepts the build accepts. Plain data and functions, no
 * imports: the Studio's dev server serves only its own folder.
 */

/** A figure a page's words may name, with an example of what fills it (for measuring length). */
interface Figure {
  name: string;
  about: string;
  example: string;
}

const foundingYear: Figure = {
  name: "foundingYear",
  about: "the year we began",
  example: "1970",
};
const servedCities: Figure = {
  name: "servedCities",
  about: "the cities we serve, as a list",
  example: "Johannesburg, Cape Town and Pretoria",
};

const benchTemperature: Figure = {
  name: "benchTemperature",
  about: "the heat a bench is finished for",
  example: "80 °C",
};

/**
 * Every page whose words are kept in the Studio, in the order the Studio lists them: its id (the
 * document's `page`), the name an editor knows it by, and the figures its words may name.
 */
export const PAGES = [
  { id: "home", name: "Home page", figures: [foundingYear] },
  { id: "products", name: "Sauna collections", figures: [servedCities] },
  {
    id: "compare",
    name: "Compare the collections",
    figures: [
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
  { id: "aromas", name: "Aroma concentrates", figures: [] },
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
  { id: "steamRooms", name: "Steam rooms", figures: [servedCities] },
  { id: "about", name: "About us", figures: [foundingYear, benchTemperature] },
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
    ],
  },
  { id: "blog", name: "Blog", figures: [] },
  { id: "contact", name: "Contact us", figures: [] },
  { id: "book", name: "Book a visit", figures: [] },
  { id: "thankYou", name: "Thank you (after an enquiry)", figures: [] },
  { id: "privacy", name: "Privacy", figures: [] },
  { id: "notFound", name: "Page not found", figures: [] },
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
 * main heading and introduction, the about page's sections. Every one is required on its page
 * and refused on any other.
 */
export const PAGE_SECTIONS: Readonly<Record<string, readonly SectionField[]>> = {
  home: ["heading", "intro"],
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
};

export type SectionField =
  | "heading"
  | "intro"
  | "story"
  | "milestones"
  | "serviceHeading"
  | "serviceIntro"
  | "services"
  | "reachHeading"
  | "reachText";

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
    const offered = figures.map((figure) => `{${figure.name}} (${figure.about})`);
    return `{${unknown[0]}} is not a figure this page has; ${offered.length > 0 ? `it has ${offered.join(", ")}` : "it has none"}`;
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
