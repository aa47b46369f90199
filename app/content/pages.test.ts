// @vitest-environment node
/**
 * The pages' words from the dataset: every page has its own, each held to the Studio's rule (the
 * figures its page names, the lengths search results show), and a broken one named by its page.
 */
import { describe, expect, it } from "vitest";

import {
  entryTextProblem,
  LIST_ICONS,
  listItemProblem,
  MAX_TITLE,
  PAGE_ENTRIES,
  PAGE_SECTIONS,
  PAGES,
  pageFigures,
  pageListProblems,
  pagePairsProblems,
  pageWordsProblem,
  pairPartProblem,
  sectionTextProblem,
  TITLE_SUFFIX,
  COUNT_WRITTEN,
} from "../../content-studio/rules/pages";
import { pageWords as studioPageWords } from "../../content-studio/schemaTypes/page-words";
import { MIN_CHOICES, VISIT_KINDS } from "../contact/booking";
import { OFFICE_CITIES } from "../config/offices";
import { countInWords, countWord } from "../format/count-word";
import { guides } from "../guides/guides";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { pageTitle } from "../seo/meta";
import { fillFigures, pageWords } from "../seo/page-words";
import { queryOver } from "./fixtures";
import { readPageWords } from "./pages";
import { listed } from "./site";

const read = (documents: SanityDocument[]) => readPageWords(queryOver(documents));

/** The embedded dataset's pages' words, `id`'s changed by `fields` (or left out, with null). */
function dataset(id?: string, fields?: Record<string, unknown> | null): SanityDocument[] {
  return readDataset().flatMap((doc) => {
    if (doc._type !== "pageWords") return [];
    if (doc._id !== `page-words-${id}`) return [doc];
    return fields === null ? [] : [{ ...doc, ...fields }];
  });
}

describe("the pages' words", () => {
  it("are in the embedded dataset for every page, figures named in braces", async () => {
    const words = await read(dataset());
    expect(Object.keys(words).sort()).toEqual(PAGES.map(({ id }) => id).sort());
    expect(words.about.words.description).toContain("Sauna makers since {foundingYear}:");
    expect(words.home.words.title).toBe("Luxury Home Saunas, Steam Rooms and Ice Baths");
  });

  it("stop the build on a figure the page does not have, naming the page and the field", async () => {
    await expect(
      read(
        dataset("about", { searchDescription: "Sauna makers since {foundedYear}: how we work." }),
      ),
    ).rejects.toThrow(
      /page's words "About us" \(page-words-about\), searchDescription: \{foundedYear\} is not a figure this page has; it has \{foundingYear\} \(the year we began\)/,
    );
    await expect(
      read(dataset("privacy", { searchTitle: "Privacy since {foundingYear}" })),
    ).rejects.toThrow(/"Privacy" \(page-words-privacy\), searchTitle: .* it has none/);
  });

  it("stop the build on a title too long for search results", async () => {
    const title = "Luxury Home Saunas, Steam Rooms, Ice Baths and Much More";
    await expect(read(dataset("home", { searchTitle: title }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), searchTitle: At most ${MAX_TITLE} characters (the site's name follows it); it has ${title.length}`,
    );
  });

  it("stop the build on a description too short, or missing", async () => {
    await expect(read(dataset("blog", { searchDescription: "Our blog." }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), searchDescription: At least 50 characters; it has 9/,
    );
    await expect(read(dataset("blog", { searchDescription: undefined }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), searchDescription: required/,
    );
  });

  it("stop the build when a page has none, naming the page as the Studio lists it", async () => {
    await expect(read(dataset("guideFaq", null))).rejects.toThrow(
      `page's words "Questions and answers" (page-words-guideFaq): no document; open Pages' words, then Questions and answers, in the Studio and give its words`,
    );
  });

  it("stop the build on words for no page of the site", async () => {
    const stray = {
      _id: "page-words-shop",
      _type: "pageWords",
      searchTitle: "Shop",
      searchDescription: "Everything we sell, from saunas to the smallest accessory.",
    };
    await expect(read([...dataset(), stray as SanityDocument])).rejects.toThrow(
      /\(page-words-shop\), _id: not a page of the site/,
    );
  });

  it("give the home and about pages their own words, in paragraphs, figures in braces", async () => {
    const { home, about, blog } = await read(dataset());
    expect(home.sections).toMatchObject({
      heading: "The quiet luxury of heat, at home",
      intro: [expect.stringMatching(/^We design, build and install saunas/)],
    });
    expect(about.sections?.story).toEqual([
      expect.stringMatching(/^We began in \{foundingYear\} with a simple belief/),
      expect.stringMatching(/kind to bare skin at \{benchTemperature\}\.$/),
    ]);
    expect(about.sections?.milestones?.map(({ when }) => when)).toEqual([
      "{foundingYear}",
      "Then",
      "Now",
    ]);
    expect(about.sections?.services).toHaveLength(7);
    expect(blog.sections).toBeUndefined();
  });

  it("stop the build on a page's own words missing, misnamed or on another page", async () => {
    await expect(read(dataset("home", { heading: undefined }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), heading: Required`,
    );
    await expect(
      read(dataset("about", { story: "We began in {foundedIn}, by hand." })),
    ).rejects.toThrow(/"About us" \(page-words-about\), story: \{foundedIn\} is not a figure/);
    await expect(read(dataset("about", { services: [] }))).rejects.toThrow(
      /"About us" \(page-words-about\), services: Required/,
    );
    await expect(read(dataset("blog", { heading: "Our blog" }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), heading: not a field of this page/,
    );
  });

  it("count a figure at its example's length, and refuse a description a search result cuts off", () => {
    expect(pageWordsProblem("about", "title", "{foundingYear}")).toBeUndefined();
    expect(pageWordsProblem("about", "title", "Since {foundingYear")).toMatch(/brace/);
    expect(pageWordsProblem("blog", "description", "x".repeat(160))).toBeUndefined();
    expect(pageWordsProblem("blog", "description", "x".repeat(161))).toMatch(
      /At most 160 characters \(search results show about 160\)/,
    );
  });

  it("are followed in a tab's title by the site's name the rule counts", () => {
    expect(pageTitle("")).toBe(TITLE_SUFFIX);
  });

  it("have their figures filled in, and a figure the page does not give refused", () => {
    expect(
      pageWords({ title: "Since {year}", description: "{year}: {year}" }, { year: 1970 }),
    ).toEqual({ title: "Since 1970", description: "1970: 1970" });
    expect(() => fillFigures("Since {year}")).toThrow("{year}");
  });
});

/** A copy of the embedded dataset's list `field` of page `id`, to change in a test. */
function listOf(id: string, field: string): Record<string, unknown>[] {
  const doc = readDataset().find(({ _id }) => _id === `page-words-${id}`);
  return structuredClone((doc?.[field] ?? []) as Record<string, unknown>[]);
}

describe("the pages' lists (features, benefits)", () => {
  it("are in the embedded dataset where a page has them, each with a title, words and an icon", async () => {
    const { steamRooms, products, about } = await read(dataset());
    const icons: string[] = LIST_ICONS.map(({ value }) => value);
    for (const list of [
      steamRooms.sections?.features,
      steamRooms.sections?.benefits,
      products.sections?.benefits,
    ]) {
      expect(list?.length).toBeGreaterThanOrEqual(2);
      for (const item of list ?? []) {
        expect(item.title).toBeTruthy();
        expect(item.description).toBeTruthy();
        expect(icons).toContain(item.icon);
      }
    }
    expect(about.sections?.features).toBeUndefined();
    expect(products.sections?.features).toBeUndefined();
  });

  it("name the steam temperature and the generators' maker in braces, not typed out", async () => {
    const { steamRooms } = await read(dataset());
    const said = JSON.stringify(steamRooms.sections);
    expect(said).toContain("{steamTemperature}");
    expect(said).toContain("{byGeneratorMaker}");
    expect(said).not.toMatch(/\d\s*°/);
    expect(pageFigures("steamRooms")?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["steamTemperature", "byGeneratorMaker"]),
    );
  });

  it("stop the build on a list missing, naming the page and the field", async () => {
    await expect(read(dataset("steamRooms", { features: undefined }))).rejects.toThrow(
      `page's words "Steam rooms" (page-words-steamRooms), features: Required`,
    );
    await expect(read(dataset("products", { benefits: [] }))).rejects.toThrow(
      `page's words "Sauna collections" (page-words-products), benefits: Required`,
    );
  });

  it("stop the build on too few or too many items", async () => {
    const benefits = listOf("steamRooms", "benefits");
    await expect(read(dataset("steamRooms", { benefits: benefits.slice(0, 1) }))).rejects.toThrow(
      /"Steam rooms" \(page-words-steamRooms\), benefits: 2 to 6 items; it has 1/,
    );
    const many = Array.from({ length: 7 }, (_, i) => ({ ...benefits[0], _key: `b${i}` }));
    await expect(read(dataset("steamRooms", { benefits: many }))).rejects.toThrow(
      /"Steam rooms" \(page-words-steamRooms\), benefits: 2 to 6 items; it has 7/,
    );
  });

  it("stop the build on an item without a title, naming the page, the field and the item", async () => {
    const features = listOf("steamRooms", "features");
    delete features[1]!.title;
    await expect(read(dataset("steamRooms", { features }))).rejects.toThrow(
      `page's words "Steam rooms" (page-words-steamRooms), features.1.title: Required`,
    );
  });

  it("stop the build on an icon the Studio does not offer", async () => {
    const benefits = listOf("products", "benefits");
    benefits[0]!.icon = "sunrise";
    await expect(read(dataset("products", { benefits }))).rejects.toThrow(
      /"Sauna collections" \(page-words-products\), benefits\.0\.icon: "sunrise" is not one of the icons the Studio offers/,
    );
    delete benefits[0]!.icon;
    await expect(read(dataset("products", { benefits }))).rejects.toThrow(
      /"Sauna collections" \(page-words-products\), benefits\.0\.icon: Required: choose an icon/,
    );
  });

  it("stop the build on a temperature typed out rather than named", async () => {
    const benefits = listOf("steamRooms", "benefits");
    benefits[0]!.description = "Warm, saturated air at 40 to 45 °C soothes the airways.";
    await expect(read(dataset("steamRooms", { benefits }))).rejects.toThrow(
      /"Steam rooms" \(page-words-steamRooms\), benefits\.0\.description: No temperature, size, price or time written out: .*\{steamTemperature\} \(the heat a steam room runs at\)/,
    );
    expect(listItemProblem("steamRooms", "title", "Steam at 45 degrees")).toMatch(/written out/);
    expect(
      listItemProblem("steamRooms", "description", "Warm air at {steamTemperature} soothes."),
    ).toBeUndefined();
  });

  it("stop the build on a figure the page does not have", async () => {
    const benefits = listOf("products", "benefits");
    benefits[0]!.description = "Heat at {steamTemperature} is kind to the lungs and the skin.";
    await expect(read(dataset("products", { benefits }))).rejects.toThrow(
      /"Sauna collections" \(page-words-products\), benefits\.0\.description: \{steamTemperature\} is not a figure this page's lists have; it has none/,
    );
    // The cities served are the search words' figure: the lists are built without them.
    expect(
      listItemProblem("steamRooms", "description", "Steam rooms built in {servedCities}."),
    ).toMatch(
      /^\{servedCities\} is not a figure this page's lists have; it has \{steamTemperature\} \(the heat a steam room runs at\), \{byGeneratorMaker\}/,
    );
  });

  it("stop the build on a list on a page that has none", async () => {
    const benefits = listOf("products", "benefits");
    await expect(read(dataset("about", { benefits }))).rejects.toThrow(
      /"About us" \(page-words-about\), benefits: not a field of this page/,
    );
    await expect(
      read(dataset("products", { features: listOf("steamRooms", "features") })),
    ).rejects.toThrow(
      /"Sauna collections" \(page-words-products\), features: not a field of this page/,
    );
  });

  it("hold each part to its length, a figure counted at its example's", () => {
    expect(listItemProblem("steamRooms", "title", "Hi")).toBe("At least 3 characters; it has 2");
    expect(listItemProblem("steamRooms", "title", "x".repeat(41))).toBe(
      "At most 40 characters; it has 41",
    );
    expect(listItemProblem("steamRooms", "description", "Too short.")).toMatch(/^At least 20/);
    expect(listItemProblem("steamRooms", "description", "x".repeat(301))).toMatch(/^At most 300/);
    expect(listItemProblem("steamRooms", "title", "{steamTemperature}")).toBeUndefined();
    expect(
      pageListProblems("steamRooms", [
        { title: "A title", description: "Words long enough for the rule.", icon: "moon" },
        { title: "", description: "Words long enough for the rule.", icon: "moon" },
      ]),
    ).toEqual([{ path: [1, "title"], message: "Required" }]);
  });
});

describe("the gallery's, the guides' and the page not found's words", () => {
  it("are in the embedded dataset, every field given, the counts named in braces", async () => {
    const { gallery, guides: index, notFound } = await read(dataset());
    for (const field of PAGE_SECTIONS.gallery ?? [])
      expect(gallery.sections?.[field as keyof typeof gallery.sections], field).toBeTruthy();
    expect(gallery.sections?.mixedIntro?.join(" ")).toContain("{photographsFirst}");
    expect(gallery.sections?.moreHeading).toContain("{moreDesigns}");
    expect(Object.keys(index.sections?.guideSummaries ?? {})).toEqual([
      "installation",
      "warranty-and-care",
      "faq",
    ]);
    expect(Object.keys(notFound.sections?.suggestions ?? {})).toEqual(
      PAGE_ENTRIES.suggestions.entries.map(({ id }) => id),
    );
    expect(notFound.sections?.suggestions?.products).toContain("{collectionCount}");
  });

  it("key the guides' summaries on the guides the index lists", () => {
    expect(PAGE_ENTRIES.guideSummaries.entries.map(({ id }) => id)).toEqual(
      guides.map(({ id }) => id),
    );
    for (const guide of guides) expect(guide.summary.length).toBeGreaterThan(20);
  });

  it("write a count as a word with a capital", () => {
    expect([countWord(5), countWord(20), countWord(21), countWord(120)]).toEqual([
      "Five",
      "Twenty",
      "Twenty-one",
      "120",
    ]);
  });

  it("stop the build on an entry missing, given twice or unknown, naming the page and the field", async () => {
    const summaries = listOf("guides", "guideSummaries");
    await expect(
      read(dataset("guides", { guideSummaries: summaries.slice(0, 2) })),
    ).rejects.toThrow(
      `page's words "Guides" (page-words-guides), guideSummaries: Questions and answers is missing: every guide the site has needs its words`,
    );
    await expect(
      read(dataset("guides", { guideSummaries: [...summaries, summaries[0]] })),
    ).rejects.toThrow(
      /"Guides" \(page-words-guides\), guideSummaries: Installation is given twice/,
    );
    const suggestions = listOf("notFound", "suggestions");
    suggestions[1]!.page = "shop";
    await expect(read(dataset("notFound", { suggestions }))).rejects.toThrow(
      /"Page not found" \(page-words-notFound\), suggestions: "shop" is not a suggested page the site knows/,
    );
    await expect(read(dataset("notFound", { suggestions: undefined }))).rejects.toThrow(
      /"Page not found" \(page-words-notFound\), suggestions: Required: Sauna collections, Gallery, Blog, Contact/,
    );
  });

  it("stop the build on a count typed out rather than named", async () => {
    const suggestions = listOf("notFound", "suggestions");
    suggestions[0]!.note = "Five cabins, made to measure";
    await expect(read(dataset("notFound", { suggestions }))).rejects.toThrow(
      /"Page not found" \(page-words-notFound\), suggestions\.0\.note: No count, size, price or time written out: .*\{collectionCount\}/,
    );
    await expect(read(dataset("gallery", { moreHeading: "Twenty more designs" }))).rejects.toThrow(
      /"Gallery" \(page-words-gallery\), moreHeading: No count, size, price or time written out/,
    );
    expect(sectionTextProblem("gallery", "moreIntro", "text", "Shown in 20 rooms.")).toMatch(
      /written out/,
    );
    expect(entryTextProblem("guides", "guideSummaries", "Each of the 6 steps.")).toMatch(
      /written out/,
    );
    expect(
      sectionTextProblem("gallery", "moreHeading", "heading", "{moreDesigns} more designs"),
    ).toBeUndefined();
    expect(sectionTextProblem("gallery", "closingAction", "action", "x".repeat(31))).toBe(
      "At most 30 characters; it has 31",
    );
  });

  it("stop the build on an entry's words missing or a figure the page does not have", async () => {
    const summaries = listOf("guides", "guideSummaries");
    summaries[2]!.summary = " ";
    await expect(read(dataset("guides", { guideSummaries: summaries }))).rejects.toThrow(
      `page's words "Guides" (page-words-guides), guideSummaries.2.summary: Required`,
    );
    await expect(
      read(dataset("gallery", { builtIntro: "Built since {foundingYear}." })),
    ).rejects.toThrow(
      /"Gallery" \(page-words-gallery\), builtIntro: \{foundingYear\} is not a figure/,
    );
  });

  it("are required on their page and refused on any other", async () => {
    await expect(read(dataset("gallery", { closingText: undefined }))).rejects.toThrow(
      `page's words "Gallery" (page-words-gallery), closingText: Required`,
    );
    await expect(read(dataset("notFound", { action: undefined }))).rejects.toThrow(
      `page's words "Page not found" (page-words-notFound), action: Required`,
    );
    await expect(
      read(dataset("blog", { guideSummaries: listOf("guides", "guideSummaries") })),
    ).rejects.toThrow(/"Blog" \(page-words-blog\), guideSummaries: not a field of this page/);
    await expect(read(dataset("home", { moreHeading: "More designs" }))).rejects.toThrow(
      /"Home page" \(page-words-home\), moreHeading: not a field of this page/,
    );
  });
});

describe("the home page's, the showrooms' and the booking's words", () => {
  it("are in the embedded dataset, every entry given, counts, cities and times named", async () => {
    const { home, contact, book } = await read(dataset());
    expect(Object.keys(home.sections?.productCards ?? {})).toEqual(
      PAGE_ENTRIES.productCards.entries.map(({ id }) => id),
    );
    expect(home.sections?.productCards?.saunas).toContain("{collectionCount}");
    const promises = JSON.stringify(home.sections?.promises);
    for (const figure of ["{foundingYear}", "{officeCount}", "{officeCities}"])
      expect(promises).toContain(figure);
    expect(home.sections?.inviteText?.join(" ")).toContain("{replyTime}");
    expect(contact.sections?.visitIntro?.join(" ")).toMatch(/\{visitDuration\}.*\{city\}/);
    expect(contact.sections?.visitReasons?.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(book.sections?.visitSummaries ?? {})).toEqual(
      PAGE_ENTRIES.visitSummaries.entries.map(({ id }) => id),
    );
    for (const summary of Object.values(book.sections?.visitSummaries ?? {}))
      expect(summary).toMatch(/^\{duration\}/);
  });

  it("give the thank-you page its steps, the reply time and the offices named, not typed", async () => {
    const { thankYou } = await read(dataset());
    expect(JSON.stringify(thankYou.sections?.nextSteps)).toContain("{replyTime}");
    expect(JSON.stringify(thankYou.sections?.nextSteps)).toContain("{officeCities}");
    const steps = listOf("thankYou", "nextSteps");
    steps[1]!.title = "We reply within 24 hours";
    await expect(read(dataset("thankYou", { nextSteps: steps }))).rejects.toThrow(
      /"Thank you \(after an enquiry\)" \(page-words-thankYou\), nextSteps\.1\.title: No count, size, price or time written out/,
    );
    await expect(
      read(dataset("thankYou", { nextSteps: listOf("thankYou", "nextSteps").slice(0, 1) })),
    ).rejects.toThrow(/nextSteps: 2 to 6 items; it has 1/);
  });

  it("give each kind of visit its summary, its length filled in from its minutes", () => {
    expect(PAGE_ENTRIES.visitSummaries.entries.map(({ id }) => id)).toEqual(
      VISIT_KINDS.map(({ id }) => id),
    );
    expect(VISIT_KINDS.map(({ summary }) => summary)).toEqual([
      expect.stringMatching(/^An hour at /),
      expect.stringMatching(/^An hour and a half /),
      expect.stringMatching(/^Half an hour /),
    ]);
  });

  it("stop the build on a card or a kind of visit missing, given twice or unknown", async () => {
    const cards = listOf("home", "productCards");
    await expect(read(dataset("home", { productCards: cards.slice(0, 1) }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), productCards: Our Steam Rooms is missing`,
    );
    await expect(read(dataset("home", { productCards: [...cards, cards[0]] }))).rejects.toThrow(
      /"Home page" \(page-words-home\), productCards: Our Saunas is given twice/,
    );
    const kinds = listOf("book", "visitSummaries");
    kinds[2]!.kind = "home-visit";
    await expect(read(dataset("book", { visitSummaries: kinds }))).rejects.toThrow(
      /"Book a visit" \(page-words-book\), visitSummaries: "home-visit" is not a kind of visit the site knows/,
    );
    await expect(read(dataset("book", { visitSummaries: undefined }))).rejects.toThrow(
      /"Book a visit" \(page-words-book\), visitSummaries: Required: Showroom visit, Site survey, Video call/,
    );
  });

  it("stop the build on a count or a time typed out rather than named", async () => {
    const cards = listOf("home", "productCards");
    cards[0]!.text = "Five cabins in Nordic timber, each made to measure for your home.";
    await expect(read(dataset("home", { productCards: cards }))).rejects.toThrow(
      /"Home page" \(page-words-home\), productCards\.0\.text: No count, size, price or time written out: .*\{collectionCount\}/,
    );
    const kinds = listOf("book", "visitSummaries");
    kinds[0]!.summary = "An hour at the office: sit in a finished cabin.";
    await expect(read(dataset("book", { visitSummaries: kinds }))).rejects.toThrow(
      /"Book a visit" \(page-words-book\), visitSummaries\.0\.summary: No count, size, price or time written out: .*\{duration\}/,
    );
    expect(entryTextProblem("book", "visitSummaries", "Half an hour on screen.")).toMatch(
      /written out/,
    );
    expect(entryTextProblem("book", "visitSummaries", "90 minutes at your home.")).toMatch(
      /written out/,
    );
    const promises = listOf("home", "promises");
    promises[3]!.title = "Two offices";
    await expect(read(dataset("home", { promises }))).rejects.toThrow(
      /"Home page" \(page-words-home\), promises\.3\.title: No count, size, price or time written out: .*\{officeCount\}/,
    );
    const reasons = listOf("contact", "visitReasons");
    reasons[0]!.text = "Sit for 20 minutes in a finished cabin and feel the heat.";
    await expect(read(dataset("contact", { visitReasons: reasons }))).rejects.toThrow(
      /"Contact us" \(page-words-contact\), visitReasons\.0\.text: No count, size, price or time written out/,
    );
    await expect(
      read(
        dataset("contact", { visitIntro: "A showroom visit takes an hour, at a time we agree." }),
      ),
    ).rejects.toThrow(/"Contact us" \(page-words-contact\), visitIntro: No count, size, price/);
    // A page's heading and introduction too: the years since the business began are a figure.
    await expect(
      read(dataset("about", { intro: "For more than fifty years we have built rooms for heat." })),
    ).rejects.toThrow(
      /"About us" \(page-words-about\), intro: No count, size, price or time written out: .*\{yearsMaking\}/,
    );
  });

  it("hold the promises and the reasons to visit to their number and lengths", async () => {
    const reasons = listOf("contact", "visitReasons");
    await expect(read(dataset("contact", { visitReasons: reasons.slice(0, 1) }))).rejects.toThrow(
      `page's words "Contact us" (page-words-contact), visitReasons: 2 to 6 items; it has 1`,
    );
    expect(pagePairsProblems("home", "promises", [])).toEqual([{ path: [], message: "Required" }]);
    expect(pairPartProblem("home", "title", "x".repeat(41))).toBe(
      "At most 40 characters; it has 41",
    );
    expect(pairPartProblem("home", "text", "Too short.")).toBe("At least 20 characters; it has 10");
    expect(pairPartProblem("home", "title", " ")).toBe("Required");
    expect(pairPartProblem("home", "title", "Since {founded}")).toMatch(
      /\{founded\} is not a figure this page has/,
    );
  });

  it("are required on their page and refused on any other", async () => {
    await expect(read(dataset("home", { promises: undefined }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), promises: Required`,
    );
    await expect(read(dataset("home", { inviteHeading: undefined }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), inviteHeading: Required`,
    );
    await expect(read(dataset("contact", { visitHeading: " " }))).rejects.toThrow(
      `page's words "Contact us" (page-words-contact), visitHeading: Required`,
    );
    await expect(
      read(dataset("about", { visitReasons: listOf("contact", "visitReasons") })),
    ).rejects.toThrow(/"About us" \(page-words-about\), visitReasons: not a field of this page/);
    await expect(
      read(dataset("contact", { visitSummaries: listOf("book", "visitSummaries") })),
    ).rejects.toThrow(
      /"Contact us" \(page-words-contact\), visitSummaries: not a field of this page/,
    );
    await expect(read(dataset("book", { productsHeading: "Rooms" }))).rejects.toThrow(
      /"Book a visit" \(page-words-book\), productsHeading: not a field of this page/,
    );
  });
});

describe("the home page's eyebrow, the contact and booking introductions, the showrooms' description and the kits' line", () => {
  it("are in the embedded dataset, the year, cities, reply time and times named, not typed", async () => {
    const { home, contact, book, diyKits } = await read(dataset());
    expect(home.sections?.eyebrow).toMatch(/\{foundingYear\}.*\{officeCitiesShort\}/);
    expect(contact.sections?.heading).toBeTruthy();
    const intro = JSON.stringify(contact.sections?.intro);
    expect(intro).toContain("{replyTime}");
    expect(contact.sections?.intro?.flat()).toContainEqual({
      text: expect.any(String),
      href: "/contact/book",
    });
    expect(contact.sections?.showroomDescription).toMatch(/\{office\}.*\{served\}/);
    expect(book.sections?.heading).toBeTruthy();
    expect(book.sections?.intro?.length).toBeGreaterThan(0);
    const steps = JSON.stringify(book.sections?.bookingSteps);
    for (const figure of ["{fewestTimes}", "{mostTimes}", "{replyTime}"])
      expect(steps).toContain(figure);
    expect(diyKits.sections?.kitInstallation).toBeTruthy();
  });

  it("fill the cities, the times and the showroom in from the site's own figures", () => {
    expect(pageFigures("home")?.map(({ name }) => name)).toContain("officeCitiesShort");
    expect(pageFigures("book")?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["fewestTimes", "mostTimes", "replyTime"]),
    );
    expect(pageFigures("contact")?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["office", "served"]),
    );
    expect(countWord(MIN_CHOICES)).toMatch(/^[A-Z][a-z]+$/);
  });

  it("stop the build on the year, the cities' count or the times typed out rather than named", async () => {
    await expect(
      read(dataset("home", { eyebrow: "Since 1970 · Johannesburg & Cape Town" })),
    ).rejects.toThrow(
      /"Home page" \(page-words-home\), eyebrow: No count, size, price or time written out/,
    );
    const steps = listOf("book", "bookingSteps");
    steps[0]!.text = "Two or three weekday times that suit you, in South African time.";
    await expect(read(dataset("book", { bookingSteps: steps }))).rejects.toThrow(
      /"Book a visit" \(page-words-book\), bookingSteps\.0\.text: No count, size, price or time written out: .*\{fewestTimes\}/,
    );
    await expect(
      read(
        dataset("contact", {
          showroomDescription: "Visit {office}, open {opens}: saunas installed {served}.",
        }),
      ),
    ).rejects.toThrow(/showroomDescription: \{opens\} is not a figure this page has/);
  });

  it("let the kits' line state the fitting time, the business's own estimate, but name no figure", async () => {
    expect(
      sectionTextProblem("diyKits", "kitInstallation", "text", "About 4 hours with two people."),
    ).toBeUndefined();
    await expect(
      read(
        dataset("diyKits", {
          kitInstallation: "Easy to install in {smallestKit}, with two people.",
        }),
      ),
    ).rejects.toThrow(
      /"DIY sauna kits" \(page-words-diyKits\), kitInstallation: \{smallestKit\} is not a figure these words have; it has none/,
    );
    await expect(read(dataset("diyKits", { kitInstallation: undefined }))).rejects.toThrow(
      /"DIY sauna kits" \(page-words-diyKits\), kitInstallation: Required/,
    );
    await expect(
      read(dataset("about", { kitInstallation: "Easy to install in an afternoon." })),
    ).rejects.toThrow(/"About us" \(page-words-about\), kitInstallation: not a field of this page/);
  });

  it("take a link, written [its words](/path), only where a page's words may hold one, to the site's own pages", () => {
    const link = "Rather meet first? [Book a visit](/contact/book).";
    expect(sectionTextProblem("contact", "intro", "text", link)).toBeUndefined();
    expect(
      sectionTextProblem("contact", "intro", "text", "[Our partner](https://example.com)."),
    ).toMatch(/"https:\/\/example\.com" is not a page these words link to/);
    expect(sectionTextProblem("contact", "intro", "text", "[](/contact/book)")).toMatch(
      /A link needs its words/,
    );
    expect(sectionTextProblem("contact", "intro", "text", "Rather meet [first?")).toMatch(
      /A bracket is left without its link/,
    );
    expect(sectionTextProblem("home", "intro", "text", link)).toMatch(/No links here/);
    expect(sectionTextProblem("book", "intro", "text", link)).toMatch(/No links here/);
  });

  it("hold the showrooms' description to its length, its figures counted at their examples'", () => {
    expect(sectionTextProblem("contact", "showroomDescription", "text", "Visit {office}.")).toMatch(
      /At least 50 characters/,
    );
    expect(
      sectionTextProblem(
        "contact",
        "showroomDescription",
        "text",
        `Visit {office}: ${"x".repeat(240)}`,
      ),
    ).toMatch(/At most 240 characters/);
  });
});

describe("the collections' and the comparison's headings and introductions, and the booking's description", () => {
  it("are in the embedded dataset, the count of collections, the cities and the times named, not typed", async () => {
    const { products, compare, book } = await read(dataset());
    for (const page of [products, compare]) {
      expect(page.sections?.heading).toBeTruthy();
      const intro = page.sections?.intro?.join(" ") ?? "";
      expect(intro).toMatch(/^\{collectionCount\} /);
      expect(intro.replaceAll(/\{[^{}]*\}/g, "")).not.toMatch(COUNT_WRITTEN);
    }
    const description = book.words.description;
    for (const figure of ["{officeCitiesOr}", "{fewestTimesLower}", "{mostTimes}"])
      expect(description).toContain(figure);
    const typed = description.replaceAll(/\{[^{}]*\}/g, "");
    expect(typed).not.toMatch(COUNT_WRITTEN);
    for (const city of OFFICE_CITIES) expect(typed).not.toContain(city);
  });

  it("fill the count of collections, the cities and the times in from the site's own figures", () => {
    expect(pageFigures("products")?.map(({ name }) => name)).toContain("collectionCount");
    expect(pageFigures("compare")?.map(({ name }) => name)).toContain("collectionCount");
    expect(pageFigures("book")?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["officeCitiesOr", "fewestTimesLower", "mostTimes"]),
    );
    expect(listed(["Johannesburg", "Cape Town"], "or")).toBe("Johannesburg or Cape Town");
    expect(listed(["Johannesburg", "Durban", "Cape Town"], "or")).toBe(
      "Johannesburg, Durban or Cape Town",
    );
    expect(listed(["Johannesburg", "Cape Town"])).toBe("Johannesburg and Cape Town");
    expect(countInWords(MIN_CHOICES)).toMatch(/^[a-z]+$/);
    expect(fillFigures("{collectionCount} collections", { collectionCount: countWord(5) })).toBe(
      "Five collections",
    );
  });

  it("stop the build on a heading or an introduction missing, or a figure the page does not have", async () => {
    await expect(read(dataset("products", { heading: undefined }))).rejects.toThrow(
      `page's words "Sauna collections" (page-words-products), heading: Required`,
    );
    await expect(read(dataset("compare", { intro: " " }))).rejects.toThrow(
      `page's words "Compare the collections" (page-words-compare), intro: Required`,
    );
    await expect(
      read(dataset("compare", { intro: "{collectionCount} saunas from {officeCitiesOr}." })),
    ).rejects.toThrow(
      /"Compare the collections" \(page-words-compare\), intro: \{officeCitiesOr\} is not a figure this page has/,
    );
    await expect(
      read(
        dataset("contact", {
          searchDescription:
            "Visit our team in {officeCitiesOr}, or offer {fewestTimesLower} times to meet us.",
        }),
      ),
    ).rejects.toThrow(
      /"Contact us" \(page-words-contact\), searchDescription: \{officeCitiesOr\} is not a figure this page has/,
    );
  });
});

describe("the Studio's Page's words", () => {
  it("has a field for every page's section, and each section's field is on some page", () => {
    const fields = new Set(studioPageWords.fields.map(({ name }) => name));
    const sections = new Set(Object.values(PAGE_SECTIONS).flat());
    for (const field of sections) expect(fields, field).toContain(field);
    const own = [...fields].filter((name) => !["searchTitle", "searchDescription"].includes(name));
    expect(own.sort()).toEqual([...sections].sort());
  });
});
